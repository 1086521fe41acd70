import { describe, expect, it } from "vitest";
import { getErrorMessage } from "../../app/lib/error-message";
import { ClientApiError } from "../../app/lib/api-client";

describe("getErrorMessage", () => {
  it("uses the error's own message", () => {
    expect(getErrorMessage(new ClientApiError("Conversation not found.", 404), "Failed to delete")).toBe("Conversation not found.");
    expect(getErrorMessage(new Error("Offline"), "Failed to delete")).toBe("Offline");
  });

  it("uses a message thrown as text", () => {
    expect(getErrorMessage("Please fill in persona name", "Missing information")).toBe("Please fill in persona name");
  });

  it("falls back when there is nothing readable to say", () => {
    expect(getErrorMessage(new Error(""), "Failed to delete")).toBe("Failed to delete");
    expect(getErrorMessage(new Error("   "), "Failed to delete")).toBe("Failed to delete");
    expect(getErrorMessage({ message: "not an error" }, "Failed to delete")).toBe("Failed to delete");
    expect(getErrorMessage(null, "Failed to delete")).toBe("Failed to delete");
    expect(getErrorMessage(undefined)).toBeUndefined();
  });
});
