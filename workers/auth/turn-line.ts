/** Thrown by `join` when the line is full: the caller answers "busy" at once. */
export class LineFullError extends Error {
  constructor() {
    super("too many are waiting");
    this.name = "LineFullError";
  }
}

export type Ticket = { number: number; seenAt: number; sleptAtTurn: number };

type Options = {
  /** Callers allowed in the line; the next one is refused. */
  maxWaiting: number;
  /** A ticket ahead that has not polled for this long belongs to a request that ended. */
  staleAfterMs: number;
  now?: () => number;
};

/**
 * A first-in, first-out line for work that holds the thread (password hashing), one turn at a
 * time. Nobody is woken by anyone else: in Workers a promise one request resolves for another
 * may never run, or run inside the wrong request, so each waiter wakes itself on its own timer
 * and asks `poll` whether its turn has come. A turn goes only to a ticket that has slept since
 * the previous turn was taken, so between two turns the isolate always gets back to its other
 * work (new requests, D1 replies) instead of running every due turn back to back.
 */
export class TurnLine {
  readonly #line: Ticket[] = [];
  #turns = 0;
  #issued = 0;
  readonly #now: () => number;

  constructor(private readonly options: Options) {
    this.#now = options.now ?? Date.now;
  }

  get waiting(): number {
    return this.#line.length;
  }

  /** Joins at the back; the caller then sleeps and polls. */
  join(): Ticket {
    if (this.#line.length >= this.options.maxWaiting) throw new LineFullError();
    const ticket = { number: this.#issued++, seenAt: this.#now(), sleptAtTurn: this.#turns };
    this.#line.push(ticket);
    return ticket;
  }

  /**
   * True when the caller must take its turn now, synchronously (its ticket leaves the line).
   * False: it sleeps again and polls later.
   */
  poll(ticket: Ticket): boolean {
    const now = this.#now();
    ticket.seenAt = now;
    // A request that ended (client gone) stops polling; its ticket must not block the line.
    while (this.#line[0] && this.#line[0] !== ticket && now - this.#line[0].seenAt > this.options.staleAfterMs) this.#line.shift();
    // Taken for ended while it was merely slow: back to its place, ahead of later arrivals.
    if (!this.#line.includes(ticket)) {
      const later = this.#line.findIndex((other) => other.number > ticket.number);
      this.#line.splice(later < 0 ? this.#line.length : later, 0, ticket);
    }
    if (this.#line[0] === ticket && ticket.sleptAtTurn === this.#turns) {
      this.#line.shift();
      this.#turns += 1;
      return true;
    }
    ticket.sleptAtTurn = this.#turns;
    return false;
  }

  /** Leaves the line without a turn (gave up waiting). */
  leave(ticket: Ticket): void {
    const index = this.#line.indexOf(ticket);
    if (index >= 0) this.#line.splice(index, 1);
  }
}
