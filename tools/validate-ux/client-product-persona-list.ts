import { PRODUCT_LIMITS, type Persona as ProductPersona } from "@shared/contracts/products";
import type { Persona } from "@shared/contracts/validate-ux";

/** Why no persona can be saved into the product any more, or null. */
export function personasFullMessage(productName: string, count: number): string | null {
  return count >= PRODUCT_LIMITS.personas
    ? `${productName} already has ${PRODUCT_LIMITS.personas} personas, the most a product can hold. Remove one on the product page to save another.`
    : null;
}

const sameName = (a: { name: string }, b: { name: string }) => a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

/** The personas of a test that the product does not hold yet (by name as stored, as "Already saved" decides), each once. */
export function personasNotInProduct(inTest: Persona[], saved: ProductPersona[]): Persona[] {
  const stored = inTest.map(productPersonaFrom);
  return inTest.filter(
    (_, index) => !saved.some((p) => sameName(p, stored[index]!)) && stored.findIndex((p) => sameName(p, stored[index]!)) === index,
  );
}

/** A test's persona as the product stores it: the product keeps shorter fields than a test sends. */
export function productPersonaFrom({ name, description, motivation, context = "" }: Persona): ProductPersona {
  const fit = (text: string, max: number) => text.trim().slice(0, max).trim();
  return {
    name: fit(name, PRODUCT_LIMITS.personaNameCharacters),
    description: fit(description, PRODUCT_LIMITS.personaFieldCharacters),
    motivation: fit(motivation, PRODUCT_LIMITS.personaFieldCharacters),
    context: fit(context, PRODUCT_LIMITS.personaFieldCharacters),
  };
}

/** "Maya", "Maya and Leo", "Maya, Leo and Ana". */
export function namesInProse(names: string[]): string {
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
