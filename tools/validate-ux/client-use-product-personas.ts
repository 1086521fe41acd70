import { useCallback, useEffect, useState } from "react";
import { toast, toastError } from "../kit/client-ui";
import { readProductPage, updateProduct } from "../kit/client-api";
import { useWorkingProduct } from "../kit/client-screen";
import { PRODUCT_LIMITS, type Persona as ProductPersona } from "@shared/contracts/products";
import type { Persona } from "@shared/contracts/validate-ux";
import { namesInProse, personasFullMessage, personasNotInProduct, productPersonaFrom } from "./client-product-persona-list";

/**
 * The personas saved in the product being worked on (`GET /api/products/:id`), and saving the
 * test's personas into it (`PATCH`, `{personas}`: the whole list with the new ones).
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

  /**
   * Saves these personas of the test into the product, as many as it has room for; resolves
   * true once all of them are in it (a failure or a lack of room is reported in a toast).
   */
  const save = useCallback(
    async (list: Persona[]): Promise<boolean> => {
      if (!productId || !product || !personas) return false;
      if (full) {
        toast({ title: "No room for another persona", description: full, variant: "warning" });
        return false;
      }
      const fresh = personasNotInProduct(list, personas);
      if (fresh.length === 0) {
        const names = namesInProse(list.map((p) => p.name));
        const what = list.length === 1 ? `a persona called ${names}` : names;
        toast({ title: "Already saved", description: `${product.name} already has ${what}.`, variant: "warning" });
        return false;
      }
      const kept = fresh.slice(0, PRODUCT_LIMITS.personas - personas.length);
      setSaving(true);
      try {
        const updated = await updateProduct(
          productId,
          { personas: [...personas, ...kept.map(productPersonaFrom)] },
          { fallbackError: "The persona could not be saved" },
        );
        setPersonas(updated.personas);
        const names = namesInProse(kept.map((p) => p.name));
        toast({
          title: kept.length === 1 ? "Persona saved" : "Personas saved",
          description: `${names} ${kept.length === 1 ? "is" : "are"} saved in ${product.name}.`,
          variant: "success",
        });
        if (kept.length < fresh.length) {
          const left = namesInProse(fresh.slice(kept.length).map((p) => p.name));
          toast({
            title: "No room for another persona",
            description: `${left} did not fit. ${personasFullMessage(product.name, PRODUCT_LIMITS.personas)}`,
            variant: "warning",
          });
        }
        return kept.length === fresh.length;
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
