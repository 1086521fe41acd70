import { getFeature } from "~/lib/features";

/** A tool's icon, from its definition (`tools/<name>/client.ts`). */
export function FeatureIcon({ feature, size = 20, className }: { feature: string; size?: number; className?: string }) {
  const Icon = getFeature(feature)?.icon;
  return Icon ? <Icon aria-hidden="true" size={size} className={className} /> : null;
}
