import { exports } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { TOOL_NAMES } from "../../tools/contracts";
import { ORIGIN, signedInUser } from "./auth-helpers";

/** Bodies that are wrong as bytes rather than as values: size, media type, syntax. */
function send(path: string, body: string, contentType: string | null, cookie?: string) {
  const headers: Record<string, string> = { Origin: ORIGIN };
  if (contentType) headers["Content-Type"] = contentType;
  if (cookie) headers.Cookie = cookie;
  return exports.default.fetch(new Request(ORIGIN + path, { method: "POST", headers, body }));
}

async function expectJsonError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
}

const JSON_ROUTES = ["/api/conversations", "/api/chat/completions", ...TOOL_NAMES.map((name) => `/api/functions/${name}`)];
const AUTH_ROUTES = ["/api/auth/sign-up", "/api/auth/sign-in"];

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signedInUser("malformed"));
});

describe("bodies that are wrong as bytes", () => {
  it("refuses a body that is not declared as JSON with 415", async () => {
    for (const path of JSON_ROUTES) {
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", null]) {
        await expectJsonError(
          await send(path, '{"messages":[{"role":"user","content":"hi"}]}', type, cookie),
          415,
          "unsupported_media_type",
        );
      }
    }
  });

  it("refuses broken JSON with 400, whatever the breakage", { timeout: 30_000 }, async () => {
    const broken = fc.oneof(
      fc.json().map((text) => text.slice(0, Math.max(1, text.length - 1)) + "{"),
      fc.constantFrom("", "{", "[", '{"messages":', "{'a':1}", "undefined", "NaN", '{"a":1}}', "\u0000", "\ufeff{}"),
    );
    await fc.assert(
      fc.asyncProperty(broken, fc.constantFrom(...JSON_ROUTES), async (text, path) => {
        const response = await send(path, text, "application/json", cookie);
        expect(response.status, `${path} ${JSON.stringify(text)}`).toBe(400);
        expect(((await response.json()) as { error: { code: string } }).error.code).toMatch(/^(bad_request|validation_error)$/);
      }),
      { numRuns: 80 },
    );
  });

  it("refuses bodies over the JSON limit with 413 before parsing them", async () => {
    const huge = JSON.stringify({ messages: [{ role: "user", content: "x".repeat(1_100_000) }] });
    for (const path of JSON_ROUTES.filter((p) => !p.endsWith("validate-ux"))) {
      await expectJsonError(await send(path, huge, "application/json", cookie), 413, "payload_too_large");
    }
  });

  it("refuses a prototype upload over the validator's 12 MB limit with 413", async () => {
    const image = `data:image/png;base64,${"A".repeat(12_500_000)}`;
    const body = JSON.stringify({ prototypeImages: [image], personas: [{ id: "p", name: "P", description: "D" }], tasks: ["t"] });
    await expectJsonError(await send("/api/functions/validate-ux", body, "application/json", cookie), 413, "payload_too_large");
  });

  it("answers sign-up and sign-in with a clear 4xx for any malformed body", async () => {
    for (const path of AUTH_ROUTES) {
      for (const [text, type, code] of [
        ["{", "application/json", "validation_error"],
        ["email=a@b.c&password=12345678", "application/x-www-form-urlencoded", "validation_error"],
        // Credentials are tiny; a 2 MB body is refused before it is parsed.
        [
          JSON.stringify({ email: `${"a".repeat(2_000_000)}@example.com`, password: "correct horse" }),
          "application/json",
          "payload_too_large",
        ],
        ["", null, "validation_error"],
      ] as const) {
        const response = await send(path, text, type);
        expect(response.status, `${path} ${type}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path} ${type}`).toBeLessThan(500);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
      }
    }
  });
});
