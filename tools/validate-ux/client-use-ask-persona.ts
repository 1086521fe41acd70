import { toast } from "../kit/client-ui";
import { useWorkingProduct } from "../kit/client-screen";
import type { ToolRequest, ToolResponse } from "@tools/kit/contract-kit";
import { keptAnswerText, withPersonaAnswer } from "@shared/persona-answers";
import { askPersona } from "./client-ask-persona-api";

type Validation = {
  request: ToolRequest<"validate-ux"> | null;
  result: ToolResponse<"validate-ux"> | null;
  shown: number;
  savedId: string | null;
  amend: (number: number, update: (response: ToolResponse<"validate-ux">) => ToolResponse<"validate-ux">) => void;
};

/** Keys of uploads (what the endpoint reads as the user's screens); an image sent inline is not one. */
const isUploadKey = (image: string) => image.length <= 64 && !image.startsWith("data:");

/**
 * Ask {persona} on the validator's result cards (docs/product.md#ask-a-persona): the question goes
 * with the persona, their task and result, the screens and the product; the complete answer is
 * kept in the version on screen — by the server at once when the report is saved, else with the
 * report when it is saved.
 */
export function useAskPersona(validation: Validation) {
  const { productId } = useWorkingProduct();
  const { request, result, shown, savedId } = validation;
  if (!request || !result) return undefined;
  return async (index: number, question: string, onDelta: (text: string) => void, signal: AbortSignal) => {
    const card = result.results[index];
    if (!card) return;
    const persona = request.personas.find((p) => p.name === card.persona);
    const done = await askPersona(
      {
        persona: {
          name: card.persona,
          description: persona?.description ?? "A synthetic user of this test",
          motivation: persona?.motivation ?? "",
          ...(persona?.context ? { context: persona.context } : {}),
        },
        task: card.task,
        result: card,
        question,
        screens: request.prototypeImages.filter(isUploadKey),
        ...(productId ? { productId } : {}),
        ...(savedId ? { keep: { conversationId: savedId, version: shown, result: index } } : {}),
      },
      { onDelta, signal },
    );
    validation.amend(shown, (response) => {
      const added = withPersonaAnswer(response, { result: index, question, answer: keptAnswerText(done) });
      return "refused" in added ? response : added.response;
    });
    if (done.kept && done.kept !== true) {
      toast({ title: "Answer not kept with the saved report", description: done.kept.error, variant: "warning" });
    }
  };
}
