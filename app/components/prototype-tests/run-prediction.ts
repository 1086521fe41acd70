import { useCallback } from "react";
import { useNavigate } from "react-router";
import type { PrototypeTest } from "@shared/contracts/prototype-tests";
import { uploadsForValidation } from "@tools/generate-wireframes/client-validate";
import { dashboardHref } from "~/lib/use-working-product";
import type { Handoff } from "~/components/tools/kit/handoff";
import { toastError } from "~/components/ui/toast";
import { toolView } from "@shared/contracts/tool-names";

/**
 * "Predict with synthetic users" on a test's results (docs/product.md#prototype-tests): opens the
 * Prototype Validator in the product with the test's own screens (drawn as images, with what each
 * says), its tasks word for word, so the saved prediction matches them, and the product's personas.
 */
export function useRunPrediction(productId: string, test: Pick<PrototypeTest, "tasks" | "wireframes">): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const { screens, screenTexts } = await uploadsForValidation(test.wireframes, null);
      const handoff: Handoff = { screens, screenTexts, tasks: test.tasks.map((task) => task.text), productPersonas: true };
      await navigate(dashboardHref({ view: toolView("validate-ux") }, productId), { state: { handoff } });
    } catch (failure) {
      toastError("The test's screens could not be sent to the validator", failure, "Please try again.");
    }
  }, [navigate, productId, test]);
}
