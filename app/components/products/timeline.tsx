import { FileText, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { savedItemKind, type ToolName } from "@shared/contracts/tool-names";
import { formatShortDate } from "~/lib/dates";

export type TimelineEntry = {
  id: string;
  title: string;
  tool: ToolName | null;
  updatedAt: number;
  versions: number;
  /** The latest version's opening words as plain text (made on the server). */
  excerpt: string;
};

const versionsLabel = (count: number) => (count === 1 ? "1 version" : `${count} versions`);

/** Everything saved in the product, newest first, each opening its conversation page. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol aria-label="Saved items" className="relative flex flex-col gap-3 border-l border-border pl-4 sm:pl-6">
      {entries.map((entry) => {
        const Icon = entry.tool ? FileText : MessageSquare;
        return (
          <li key={entry.id} className="relative">
            {/* The dot on the timeline's line. */}
            <span
              aria-hidden
              className="absolute -left-[21px] top-5 h-2.5 w-2.5 rounded-pill border-2 border-surface bg-accent sm:-left-[29px]"
            />
            <Link
              to={`/conversation/${entry.id}`}
              className="card focus-ring flex min-w-0 flex-col gap-1.5 p-4 transition-shadow duration-200 hover:border-ink/20 hover:shadow-[0_4px_16px_-4px_rgb(0_0_0/0.12)]"
            >
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                <span className="inline-flex items-center gap-1.5 rounded-pill bg-subtle px-2 py-0.5 font-medium text-ink">
                  <Icon size={12} aria-hidden />
                  {savedItemKind(entry.tool)}
                </span>
                <span>{formatShortDate(entry.updatedAt)}</span>
                {entry.tool && (
                  <>
                    <span aria-hidden>·</span>
                    <span>{versionsLabel(entry.versions)}</span>
                  </>
                )}
              </span>
              <span className="break-words font-medium text-ink">{entry.title}</span>
              {entry.excerpt && <span className="line-clamp-2 break-words text-sm text-muted">{entry.excerpt}</span>}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
