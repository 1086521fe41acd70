import { useCallback, useEffect, useState } from "react";
import { toast, toastError } from "~/components/ui/toast";
import { readProductPage, updateProduct } from "~/lib/api/products";
import { useWorkingProduct } from "~/lib/use-working-product";
import { PRODUCT_LIMITS, type Persona as ProductPersona } from "@shared/contracts/products";

/** Why no persona can be saved into the product any more, or null. */
export function personasFullMessage(productName: string, count: number): string | null {
  return count >= PRODUCT_LIMITS.personas
    ? `${productName} already has ${PRODUCT_LIMITS.personas} personas, the most a product can hold. Remove one on the product page to save another.`
    : null;
}

/**
 * The personas saved in the product being worked on (`GET /api/products/:id`), and "Save
 * persona to product", which stores the whole list with the new one (`PATCH`, `{personas}`).
 * `personas` is null until read, and empty with no product.
 */
export type ProductPersonas = ReturnType<typeof useProductPersonas>;

export function useProductPersonas() {
  const { product, productId } = useWorkingProduct();
  const [personas, setPersonas] = useState<ProductPersona[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!productId) return setPersonas([]);
    let current = true;
    setPersonas(null);
    // One item at most: only the product's personas are needed, not its timeline.
    readProductPage(productId, { limit: 1, fallbackError: "The product's personas could not be loaded" })
      .then(({ product: loaded }) => current && setPersonas(loaded.personas))
      .catch(() => current && setPersonas([]));
    return () => {
      current = false;
    };
  }, [productId]);

  const full = product && personas ? personasFullMessage(product.name, personas.length) : null;

  /** Resolves true once the persona is in the product (a failure is reported in a toast). */
  const save = useCallback(
    async (persona: ProductPersona): Promise<boolean> => {
      if (!productId || !product || !personas) return false;
      if (full) {
        toast({ title: "No room for another persona", description: full, variant: "warning" });
        return false;
      }
      if (personas.some((p) => p.name.toLowerCase() === persona.name.toLowerCase())) {
        toast({ title: "Already saved", description: `${product.name} already has a persona called ${persona.name}.`, variant: "warning" });
        return false;
      }
      setSaving(true);
      try {
        const updated = await updateProduct(
          productId,
          { personas: [...personas, persona] },
          { fallbackError: "The persona could not be saved" },
        );
        setPersonas(updated.personas);
        toast({ title: "Persona saved", description: `${persona.name} is saved in ${product.name}.`, variant: "success" });
        return true;
      } catch (error) {
        toastError("Persona not saved", error, "The persona could not be saved");
        return false;
      } finally {
        setSaving(false);
      }
    },
    [productId, product, personas, full],
  );

  return { productName: product?.name ?? null, productBrief: product, personas, full, saving, save };
}
