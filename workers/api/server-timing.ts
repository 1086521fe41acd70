/**
 * A request's server time split into named phases, sent as a `Server-Timing` header
 * (https://w3c.github.io/server-timing/) so the benchmarks and the browser's network panel can
 * tell where an answer's time goes: waiting on D1, computing, or writing the JSON.
 */
export class ServerTiming {
  private readonly started = performance.now();
  private readonly phases = new Map<string, number>();

  private add(name: string, since: number): void {
    this.phases.set(name, (this.phases.get(name) ?? 0) + performance.now() - since);
  }

  /** Runs `work`, adding its time (waits included) to the phase `name`. */
  async measure<T>(name: string, work: () => Promise<T>): Promise<T> {
    const since = performance.now();
    try {
      return await work();
    } finally {
      this.add(name, since);
    }
  }

  /** Runs synchronous `work`, adding its time to the phase `name`. */
  measureSync<T>(name: string, work: () => T): T {
    const since = performance.now();
    try {
      return work();
    } finally {
      this.add(name, since);
    }
  }

  /** Each phase's milliseconds, then `total` since this timing began. */
  header(): string {
    const entries = [...this.phases, ["total", performance.now() - this.started] as const];
    return entries.map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(", ");
  }
}
