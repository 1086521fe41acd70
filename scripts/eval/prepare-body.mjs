// A case's request body as the app receives it: the product's id when the case runs inside one
// (the product is created once through the API), the screens as upload keys (uploaded once), and
// for refine and ask-persona the result they build on — taken from the earlier case it names when
// that ran and succeeded, otherwise the case's own fallback (always so when replaying, so a
// recording never depends on another recording's outcome).
import { join } from "node:path";
import { createProduct, uploadScreen } from "./api-client.mjs";

export function createBodyPreparer({ account, corpus }) {
  const productIds = new Map();
  const screenKeys = new Map();
  const results = new Map();

  const productId = async (key) => {
    if (!productIds.has(key)) productIds.set(key, await createProduct(account, corpus.products[key]));
    return productIds.get(key);
  };
  const screens = async (testCase) => {
    if (!screenKeys.has(testCase.id)) {
      const keys = [];
      for (const file of testCase.screens ?? []) keys.push(await uploadScreen(account, join(corpus.dir, file)));
      screenKeys.set(testCase.id, keys);
    }
    return screenKeys.get(testCase.id);
  };

  /** The persona's own result in the earlier validation, when there is one for this task. */
  const earlierResult = (testCase) => {
    const found = results
      .get(testCase.resultFrom)
      ?.results?.find((r) => r.persona === testCase.body.persona.name && r.task === testCase.body.task);
    return found ?? results.get(testCase.resultFrom)?.results?.[0];
  };

  return {
    /** Remembers a successful response for later cases that build on it (not when replaying). */
    remember(testCase, response) {
      if (response) results.set(testCase.id, response);
    },
    async body(testCase) {
      const body = structuredClone(testCase.body);
      if (testCase.product) body.productId = await productId(testCase.product);
      if (testCase.screens && testCase.tool === "validate-ux") body.prototypeImages = await screens(testCase);
      if (testCase.call === "refine") {
        body.previous = results.get(testCase.previousFrom) ?? testCase.previous;
        body.instruction = testCase.instruction;
      }
      if (testCase.tool === "ask-persona" && testCase.resultFrom) {
        const earlier = earlierResult(testCase);
        if (earlier) {
          body.result = earlier;
          body.task = earlier.task;
        }
        const validated = corpus.cases.find((c) => c.id === testCase.resultFrom);
        if (validated?.screens) body.screens = await screens(validated);
      }
      return body;
    },
    product: (testCase) => (testCase.product ? corpus.products[testCase.product] : null),
  };
}
