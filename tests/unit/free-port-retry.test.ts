import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM helper shared with `npm start` and the benchmarks.
import { onFreePort } from "../../scripts/lib/app-server.mjs";

/**
 * A test server is given a port that was free a moment before; another server starting at the
 * same time may take it first, and workerd then fails with "Address already in use". That once
 * failed a fresh-clone `npm test`: the server now starts again on a new port.
 */
const ports = (...list: number[]) => {
  const queue = [...list];
  return async () => queue.shift()!;
};
const taken = new Error(
  "the app server exited early (code 1)\n*** Fatal uncaught kj::Exception: bind(): Address already in use (os error 98)",
);

describe("starting a server on a free port", () => {
  it("starts again on a new port when the first was taken in between", async () => {
    const tried: number[] = [];
    const started = await onFreePort(
      async (port: number) => {
        tried.push(port);
        if (port === 4001) throw taken;
        return `served on ${port}`;
      },
      { freePort: ports(4001, 4002) },
    );
    expect(started).toBe("served on 4002");
    expect(tried).toEqual([4001, 4002]);
  });

  it("gives up after the attempts it is allowed, with the last failure", async () => {
    let calls = 0;
    const failing = onFreePort(
      async () => {
        calls++;
        throw taken;
      },
      { attempts: 3, freePort: ports(1, 2, 3, 4) },
    );
    await expect(failing).rejects.toBe(taken);
    expect(calls).toBe(3);
  });

  it("does not retry any other failure", async () => {
    let calls = 0;
    const broken = new Error("the app server did not answer /api/health within 60000 ms");
    const failing = onFreePort(
      async () => {
        calls++;
        throw broken;
      },
      { freePort: ports(1, 2, 3) },
    );
    await expect(failing).rejects.toBe(broken);
    expect(calls).toBe(1);
  });
});
