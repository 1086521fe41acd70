import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import type { Feature } from "@tools/kit/client-kit";
import { dashboardHref, useWorkingProduct } from "~/lib/use-working-product";

/** The shell of every dashboard tool view: back to the dashboard, the tool's title and intro, its body (docs/product.md#back-buttons-on-tool-screens). */
export function ToolViewFrame({ feature, intro, children }: { feature: Feature; intro?: string; children: ReactNode }) {
  const { productId } = useWorkingProduct();
  return (
    <div className="mx-auto w-full max-w-4xl">
      <Link
        to={dashboardHref({}, productId)}
        className="focus-ring -ml-2 inline-flex h-10 items-center gap-2 rounded-control px-2 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft size={16} aria-hidden />
        Back to Dashboard
      </Link>
      <header className="mt-2">
        <p className={cn("text-sm font-semibold uppercase tracking-wide", feature.group === "founders" ? "text-founder" : "text-designer")}>
          {feature.group === "founders" ? "For Founders" : "For Designers"}
        </p>
        <h1 className="mt-1 text-xl font-medium tracking-tight">{feature.title}</h1>
        <p className="mt-2 max-w-2xl text-muted">{intro ?? feature.details}</p>
      </header>
      <div className="mt-8">{children}</div>
    </div>
  );
}
