import { z } from "zod";
import { requiredToolText } from "../../shared/contracts/limits";
import { previousText } from "../../shared/contracts/refine";
import { defineToolContract } from "../kit/contract-kit";

/** Elevator Pitch: a product idea as a thirty-second pitch, in Markdown. */
const contract = defineToolContract({
  name: "elevator-pitch",
  request: z.object({ productIdea: requiredToolText("Please describe your product idea") }),
  response: z.object({ pitch: z.string() }),
  previous: z.object({ pitch: previousText("pitch") }),
  modelOutput: null,
  brief: (request) => request.productIdea,
  markdown: (_request, response) => [response.pitch],
});
export default contract;

declare module "../kit/contract-kit" {
  interface ToolContractTypes {
    "elevator-pitch": typeof contract;
  }
}
