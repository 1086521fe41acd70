import { useCallback } from "react";
import { useNavigate } from "react-router";
import { dashboardHref, useWorkingProduct } from "~/lib/use-working-product";

/** The dashboard's back action for tool views: return to the chat view, in the same product. */
export function useBackToDashboard() {
  const navigate = useNavigate();
  const { productId } = useWorkingProduct();
  return useCallback(() => navigate(dashboardHref({}, productId)), [navigate, productId]);
}
