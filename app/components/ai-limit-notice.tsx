import { Clock } from "lucide-react";
import { useAiLimit } from "~/lib/use-ai-quota";

/**
 * Beside every AI action: once today's requests are used up, says so and when they come back
 * (in the reader's local time). Renders nothing while requests are left.
 */
export function AiLimitNotice({ id, className = "" }: { id?: string; className?: string }) {
  const { message } = useAiLimit();
  if (!message) return null;
  return (
    <p
      id={id}
      role="status"
      className={`flex items-start gap-2 text-sm font-medium text-danger ${className}`}
      data-testid="ai-limit-notice"
    >
      <Clock size={16} aria-hidden className="mt-0.5 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
