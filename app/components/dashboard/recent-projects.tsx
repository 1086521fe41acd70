import { MessageSquare } from "lucide-react";
import { Link } from "react-router";
import type { ConversationSummaryDto } from "@shared/contracts/conversations";
import { formatShortDate } from "~/lib/dates";

/** The three latest saved conversations (docs/product.md#dashboard). */
export const RECENT_PROJECTS_COUNT = 3;

export function RecentProjects({ conversations }: { conversations: ConversationSummaryDto[] }) {
  const recent = conversations.slice(0, RECENT_PROJECTS_COUNT);
  return (
    <section aria-labelledby="recent-projects">
      <h2 id="recent-projects" className="text-lg font-medium">
        Recent Projects
      </h2>
      {recent.length === 0 ? (
        <p className="mt-3 text-muted">No recent projects yet — start a new one above.</p>
      ) : (
        // grid-cols-*: minmax(0, 1fr) tracks, so a long title is cut with an ellipsis instead of widening the page.
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {recent.map((conversation) => (
            <li key={conversation.id} className="min-w-0">
              <Link
                to={`/conversation/${conversation.id}`}
                className="focus-ring card flex h-full items-start gap-3 p-4 transition-shadow duration-150 hover:shadow-md"
              >
                <MessageSquare size={18} className="mt-0.5 shrink-0 text-accent" aria-hidden />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{conversation.title}</span>
                  <span className="block text-sm text-muted">{formatShortDate(conversation.updatedAt)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
