import { useBackToDashboard } from "../kit/client-screen";
import { WorkshopGenerator } from "./client-generator";

/** Dashboard view: the dashboard supplies the back action, so "Back to Dashboard" shows. */
export default function WorkshopGeneratorView() {
  return <WorkshopGenerator onBack={useBackToDashboard()} />;
}
