import {
  BookOpen,
  Boxes,
  GraduationCap,
  History,
  MessageSquare,
  Presentation,
  Rocket,
  Route as RouteIcon,
  ScanSearch,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { FEATURE_GROUPS, getFeature, type FeatureKey } from "~/lib/features";

export type NavItem = { label: string; to: string; icon: LucideIcon; description: string };
export type NavGroup = { label: string; tone: "founder" | "designer" | "neutral"; items: NavItem[] };

/** The icon tile colours of each group's items (founder and designer tools get their own tint). */
export const NAV_TONE: Record<NavGroup["tone"], string> = {
  founder: "bg-founder-soft text-founder",
  designer: "bg-designer-soft text-designer",
  neutral: "bg-subtle text-muted",
};

/** Labels, views and descriptions come from the one feature table; the nav adds order and icons. */
function toolItem(key: FeatureKey, icon: LucideIcon): NavItem {
  const feature = getFeature(key)!;
  return { label: feature.navLabel, to: `/dashboard?view=${feature.view}`, icon, description: feature.description };
}

/** The three dropdowns of the signed-in top bar, in the product's order (docs/product.md#signed-in-top-bar). */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: FEATURE_GROUPS.founders.label,
    tone: "founder",
    items: [
      toolItem("startup-builder", Rocket),
      toolItem("user-flow", RouteIcon),
      toolItem("monetization", Wallet),
      toolItem("launch-assistant", Presentation),
    ],
  },
  {
    label: FEATURE_GROUPS.designers.label,
    tone: "designer",
    items: [
      toolItem("prototype-validator", ScanSearch),
      toolItem("ux-workshop", Users),
      toolItem("ux-feedback", GraduationCap),
      toolItem("case-study", BookOpen),
    ],
  },
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
