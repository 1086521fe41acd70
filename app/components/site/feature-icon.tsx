import { BookOpenText, Coins, type LucideIcon, Megaphone, MessageSquareText, Presentation, Rocket, UsersRound, Workflow } from "lucide-react";
import type { FeatureKey } from "~/lib/features";

const ICONS: Record<FeatureKey, LucideIcon> = {
  "startup-builder": Rocket,
  "user-flow": Workflow,
  monetization: Coins,
  "launch-assistant": Megaphone,
  "ux-feedback": MessageSquareText,
  "prototype-validator": UsersRound,
  "case-study": BookOpenText,
  "ux-workshop": Presentation,
};

export function FeatureIcon({ feature, size = 20, className }: { feature: FeatureKey; size?: number; className?: string }) {
  const Icon = ICONS[feature];
  return <Icon aria-hidden="true" size={size} className={className} />;
}
