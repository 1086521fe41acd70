import { useBackToDashboard } from "../kit/use-back-to-dashboard";
import { UxValidator } from "./ux-validator";

/** Dashboard view: the dashboard supplies the back action, so "Back to Dashboard" shows. */
export default function UxValidatorView() {
  return <UxValidator onBack={useBackToDashboard()} />;
}
