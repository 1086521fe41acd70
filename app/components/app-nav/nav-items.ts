import {
  BookOpen,
  Compass,
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

/** Dashboard views a link can open (spec §2, Dashboard). */
export type DashboardView =
  | "chat"
  | "ux-validator"
  | "workshop-generator"
  | "startup-builder"
  | "visual-flow"
  | "monetization"
  | "launch-assistant"
  | "ux-mentor"
  | "case-study";

export type NavItem = { label: string; to: string; icon: LucideIcon; description: string };
export type NavGroup = { label: string; tone: "founder" | "designer" | "neutral"; items: NavItem[] };

const view = (name: DashboardView) => `/dashboard?view=${name}`;

/** The three dropdowns of the signed-in top bar, in the spec's order. */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: "For Founders",
    tone: "founder",
    items: [
      { label: "Startup Builder", to: view("startup-builder"), icon: Rocket, description: "MVP plan from an idea" },
      { label: "Visual Flow", to: view("visual-flow"), icon: RouteIcon, description: "User flows as diagrams" },
      { label: "Monetization", to: view("monetization"), icon: Wallet, description: "Pricing and revenue models" },
      { label: "Launch Assistant", to: view("launch-assistant"), icon: Presentation, description: "Landing page and launch copy" },
    ],
  },
  {
    label: "For Designers",
    tone: "designer",
    items: [
      { label: "UX Validator", to: view("ux-validator"), icon: ScanSearch, description: "Test a prototype with synthetic users" },
      { label: "UX Workshop", to: view("workshop-generator"), icon: Users, description: "Workshop agendas" },
      { label: "UX Mentor", to: view("ux-mentor"), icon: GraduationCap, description: "Feedback on a design" },
      { label: "Case Study", to: view("case-study"), icon: BookOpen, description: "Write up a UX project" },
    ],
  },
  {
    label: "Tools",
    tone: "neutral",
    items: [
      { label: "Quick Chat", to: view("chat"), icon: MessageSquare, description: "Ask anything" },
      { label: "History", to: "/dashboard?history=open", icon: History, description: "Saved conversations" },
    ],
  },
];

export const DASHBOARD_ICON = Compass;
