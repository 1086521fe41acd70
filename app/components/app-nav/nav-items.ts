import { Boxes, History, MessageSquare, type LucideIcon } from "lucide-react";
import { FEATURE_GROUPS, featuresInMenu, type FeatureGroup } from "~/lib/features";

export type NavItem = { label: string; to: string; icon: LucideIcon; description: string };
export type NavGroup = { label: string; tone: "founder" | "designer" | "neutral"; items: NavItem[] };

/** The icon tile colours of each group's items (founder and designer tools get their own tint). */
export const NAV_TONE: Record<NavGroup["tone"], string> = {
  founder: "bg-founder-soft text-founder",
  designer: "bg-designer-soft text-designer",
  neutral: "bg-subtle text-muted",
};

/** Labels, views, descriptions and icons come from each tool's definition; the menus follow the spec's order. */
function toolItems(group: FeatureGroup): NavItem[] {
  return featuresInMenu(group).map((feature) => ({
    label: feature.navLabel,
    to: `/dashboard?view=${feature.view}`,
    icon: feature.icon,
    description: feature.description,
  }));
}

/** The three dropdowns of the signed-in top bar, in the product's order (docs/product.md#signed-in-top-bar). */
export const NAV_GROUPS: NavGroup[] = [
  { label: FEATURE_GROUPS.founders.label, tone: "founder", items: toolItems("founders") },
  { label: FEATURE_GROUPS.designers.label, tone: "designer", items: toolItems("designers") },
  {
    label: "Tools",
    tone: "neutral",
    items: [
      { label: "Quick Chat", to: "/dashboard", icon: MessageSquare, description: "Ask anything" },
      { label: "History", to: "/dashboard?history=open", icon: History, description: "Saved conversations" },
      // A product's brief, personas and everything saved in it (docs/product.md#products).
      { label: "Products", to: "/products", icon: Boxes, description: "Briefs, personas and saved work per product" },
    ],
  },
];
