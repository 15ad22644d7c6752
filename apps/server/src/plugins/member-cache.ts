/**
 * The authentication lookup of recent callers, in memory, for the embedded database only (see app.ts).
 *
 * Every authenticated call reads its member (role, enabled, token version, accepted terms) and the current
 * terms version. On the embedded database that read is a large share of a short call. There the process is
 * the only one that can open the database, and the database itself announces every committed change to those
 * rows (trigger `notify_member_changed`, migration 0002) before the writing statement or transaction returns.
 * An entry is dropped on that notice, so sign-out, disabling, a password or role change and new terms still
 * take effect at once. PostgreSQL may serve several instances, so there the lookup is never cached.
 *
 * A lookup that was running while a change arrived is not kept (the epoch moved on): it may have read the row
 * from before the change.
 */
export const MEMBER_CHANGED_CHANNEL = 'member_changed';

export class MemberCache<Row> {
  readonly #rows = new Map<number, Row>();
  #epoch = 0;

  constructor(private readonly maxEntries = 10_000) {}

  get(memberId: number): Row | undefined {
    return this.#rows.get(memberId);
  }

  /** Taken before a lookup; `set` keeps the row only when nothing changed since. */
  epoch(): number {
    return this.#epoch;
  }

  set(memberId: number, row: Row, epochAtRead: number): void {
    if (epochAtRead !== this.#epoch) return;
    if (this.#rows.size >= this.maxEntries && !this.#rows.has(memberId)) {
      // The oldest entry goes (a Map iterates in insertion order).
      const oldest = this.#rows.keys().next().value;
      if (oldest !== undefined) this.#rows.delete(oldest);
    }
    this.#rows.set(memberId, row);
  }

  /** A notification's payload: a member id, or '*' (terms changed, members truncated): everything goes. */
  changed(payload: string): void {
    this.#epoch++;
    const id = Number(payload);
    if (payload === '*' || !Number.isInteger(id)) this.#rows.clear();
    else this.#rows.delete(id);
  }

  get size(): number {
    return this.#rows.size;
  }
}
