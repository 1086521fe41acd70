import { useBackToDashboard } from "~/components/tools/kit/use-back-to-dashboard";
import { WorkshopGenerator } from "./client-generator";

/** Dashboard view: the dashboard supplies the back action, so "Back to Dashboard" shows. */
export default function WorkshopGeneratorView() {
  return <WorkshopGenerator onBack={useBackToDashboard()} />;
}
