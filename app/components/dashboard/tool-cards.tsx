import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { FEATURES, type FeatureGroup } from "~/lib/features";
import { dashboardHref, useWorkingProduct } from "~/lib/use-working-product";

const GROUP_TITLES: Record<FeatureGroup, string> = { founders: "For Founders", designers: "For Designers" };

/** One group of four tool cards; a card switches the dashboard to that tool's view. */
export function ToolCards({ group }: { group: FeatureGroup }) {
  const tools = FEATURES.filter((feature) => feature.group === group);
  const { productId } = useWorkingProduct();
  return (
    <section aria-labelledby={`tools-${group}`}>
      <h2
        id={`tools-${group}`}
        className={cn("text-sm font-semibold uppercase tracking-wide", group === "founders" ? "text-founder" : "text-designer")}
      >
        {GROUP_TITLES[group]}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {tools.map((tool) => (
          <li key={tool.key}>
            <Link
              // The product being worked on stays chosen in the tool.
              to={dashboardHref({ view: tool.view }, productId)}
              className={cn(
                "focus-ring card flex h-full flex-col gap-1.5 p-4 transition-shadow duration-150 hover:shadow-md",
                group === "founders" ? "hover:border-founder/40" : "hover:border-designer/40",
              )}
            >
              {/* Named as the menus name it (docs/product.md#dashboard): one name per tool, on the phone's menu too. */}
              <span className="font-medium">{tool.navLabel}</span>
              <span className="text-sm text-muted">{tool.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
