import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, ORIGIN, signedInUser } from "./auth-helpers";
import { until } from "./wait";

function upgrade(headers: Record<string, string>) {
  return exports.default.fetch(new Request(`${ORIGIN}/api/realtime`, { headers: { Upgrade: "websocket", ...headers } }));
}

describe("GET /api/realtime", () => {
  it("refuses an upgrade without a session", async () => {
    const response = await upgrade({ Origin: ORIGIN });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "No valid session found" } });
  });

  it("refuses an upgrade from another site even with a valid cookie", async () => {
    const { cookie } = await signedInUser("ws-origin");
    const response = await upgrade({ Origin: "https://evil.example", Cookie: cookie });
    expect(response.status).toBe(403);
  });

  it("connects a signed-in user to their own hub only", async () => {
    const me = await signedInUser("ws-me");
    const response = await upgrade({ Origin: ORIGIN, Cookie: me.cookie });
    expect(response.status).toBe(101);
    response.webSocket!.accept();
    expect(await env.USER_HUB.getByName(me.user.id).connectionCount()).toBe(1);
    // A user id smuggled into the request is ignored: the hub is chosen by the session.
    const other = await signedInUser("ws-other");
    const smuggled = await exports.default.fetch(
      new Request(`${ORIGIN}/api/realtime?userId=${me.user.id}`, {
        headers: { Upgrade: "websocket", Origin: ORIGIN, Cookie: other.cookie },
      }),
    );
    smuggled.webSocket!.accept();
    expect(await env.USER_HUB.getByName(me.user.id).connectionCount()).toBe(1);
    expect(await env.USER_HUB.getByName(other.user.id).connectionCount()).toBe(1);
  });

  it("closes the socket with code 4401 when its session signs out", async () => {
    const me = await signedInUser("ws-close");
    const response = await upgrade({ Origin: ORIGIN, Cookie: me.cookie });
    const socket = response.webSocket!;
    let closeCode = 0;
    socket.addEventListener("close", (event) => {
      closeCode = event.code;
    });
    socket.accept();
    expect((await call("POST", "/api/auth/sign-out", { cookie: me.cookie })).status).toBe(200);
    await until(() => closeCode !== 0);
    expect(closeCode).toBe(4401);
  });
});
