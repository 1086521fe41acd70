import { useBackToDashboard } from "../kit/use-back-to-dashboard";
import { WorkshopGenerator } from "./workshop-generator";

/** Dashboard view: the dashboard supplies the back action, so "Back to Dashboard" shows. */
export default function WorkshopGeneratorView() {
  return <WorkshopGenerator onBack={useBackToDashboard()} />;
}
