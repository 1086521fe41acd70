import { describe, expect, it } from "vitest";
import { call, uniqueEmail } from "./auth-helpers";

const GOOD_PASSWORD = "correct horse battery";

const SHORT = "Password must be at least 8 characters";

/** What is sent, the message (the first failing rule) and each failing field's own message. */
const cases: Array<[string, unknown, string, Record<string, string>]> = [
  ["an address without @", { email: "not-an-email", password: GOOD_PASSWORD }, "Invalid email address", { email: "Invalid email address" }],
  ["an empty e-mail", { email: "   ", password: GOOD_PASSWORD }, "Invalid email address", { email: "Invalid email address" }],
  ["a missing body", undefined, "Invalid email address", { email: "Invalid email address", password: SHORT }],
  [
    "an e-mail over 255 characters",
    { email: `${"a".repeat(250)}@example.com`, password: GOOD_PASSWORD },
    "Email must be less than 255 characters",
    { email: "Email must be less than 255 characters" },
  ],
  ["a 7-character password", { email: "ok@example.com", password: "1234567" }, SHORT, { password: SHORT }],
  [
    "a 73-character password",
    { email: "ok@example.com", password: "p".repeat(73) },
    "Password must be less than 72 characters",
    { password: "Password must be less than 72 characters" },
  ],
  // The message reports the first failing rule; the fields name both.
  [
    "a bad e-mail and a bad password",
    { email: "nope", password: "short" },
    "Invalid email address",
    { email: "Invalid email address", password: SHORT },
  ],
];

describe("credential validation on the server (the same schema as the /auth form)", () => {
  for (const endpoint of ["/api/auth/sign-up", "/api/auth/sign-in"]) {
    for (const [what, body, message, fields] of cases) {
      it(`${endpoint} rejects ${what} with "${message}"`, async () => {
        const response = await call("POST", endpoint, { body });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: { code: "validation_error", message, fields } });
      });
    }
  }

  it("accepts the boundaries: a 255-character e-mail and passwords of 8 and 72 characters", async () => {
    const local = uniqueEmail("edge").split("@")[0]!;
    const email = `${local}${"x".repeat(255 - local.length - "@example.com".length)}@example.com`;
    expect(email).toHaveLength(255);
    expect((await call("POST", "/api/auth/sign-up", { body: { email, password: "12345678" } })).status).toBe(201);
    expect((await call("POST", "/api/auth/sign-up", { body: { email: uniqueEmail(), password: "p".repeat(72) } })).status).toBe(201);
  });
});

describe("an oversized credentials body", () => {
  for (const [endpoint, action] of [
    ["/api/auth/sign-up", "sign-up"],
    ["/api/auth/sign-in", "sign-in"],
  ] as const) {
    it(`${endpoint} answers 413 naming the ${action}`, async () => {
      const response = await call("POST", endpoint, { body: { email: uniqueEmail("big"), password: "x".repeat(5_000) } });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: { code: "payload_too_large", message: `The request body is too large for a ${action}.` },
      });
    });
  }
});
