import { useBackToDashboard } from "../kit/client-screen";
import { UxValidator } from "./client-validator";

/** Dashboard view: the dashboard supplies the back action, so "Back to Dashboard" shows. */
export default function UxValidatorView() {
  return <UxValidator onBack={useBackToDashboard()} />;
}
