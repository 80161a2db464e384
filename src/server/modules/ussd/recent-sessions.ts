/**
 * The sessions this instance answered last, as it left them in ussd_sessions: the next screen of
 * a session (usually to the same instance) starts from here instead of reading its row. Nothing
 * here is trusted on its own: a screen moves the row only if its version is still the one kept
 * here (sessions.ts), so a session another instance moved meanwhile is read again from the
 * database. Entries go when their session is past its three minutes (the clean-up job), and the
 * oldest go first beyond a bound, so a flood of dials cannot grow the memory.
 */

/** What a screen needs of its session's row. */
export interface SessionRow {
  sessionId: string;
  state: unknown;
  lastText: string | null;
  lastResponse: string | null;
  version: number;
  createdAt: Date;
}

/** Far above the sessions open at once on one instance (a busy hour is a few hundred). */
const MOST_KEPT = 5_000;

export class RecentSessions {
  readonly #rows = new Map<string, SessionRow>();

  constructor(private readonly mostKept = MOST_KEPT) {}

  get(sessionId: string): SessionRow | undefined {
    return this.#rows.get(sessionId);
  }

  /** Keeps the row as the database now has it; the oldest entry goes when the bound is reached. */
  keep(row: SessionRow): void {
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently kept.
    this.#rows.delete(row.sessionId);
    this.#rows.set(row.sessionId, row);
    if (this.#rows.size > this.mostKept) this.#rows.delete(this.#rows.keys().next().value!);
  }

  drop(sessionId: string): void {
    this.#rows.delete(sessionId);
  }

  /** Forgets the sessions started before this moment (what was typed goes from memory too). */
  dropStartedBefore(moment: Date): void {
    for (const [id, row] of this.#rows) if (row.createdAt < moment) this.#rows.delete(id);
  }

  get size(): number {
    return this.#rows.size;
  }
}
