import { useCallback } from "react";
import { useNavigate } from "react-router";

/** The dashboard's back action for tool views: return to the chat view. */
export function useBackToDashboard() {
  const navigate = useNavigate();
  return useCallback(() => navigate("/dashboard"), [navigate]);
}
