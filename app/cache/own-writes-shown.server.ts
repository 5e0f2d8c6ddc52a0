// An editor's write is answered only once this server's cache shows it (read your own writes). The database
// announces every content change on the content_changed channel (drizzle/0001, 0005), and on PostgreSQL that
// notification reaches the listening connection on its own time: a publish could be answered, and the editor's next
// look at the home page served the old list as fresh, before the server had heard of its own change.
//
// So after a write the server sends a marker on the same channel and waits until it comes back: notifications reach
// a listener in the order their transactions committed, so every change committed before the marker has been heard
// by then; the wait then ends once those changes are marked in the cache (pages dropped, lists stale or dropped).
// Other servers hear the marker too and pass it over. A listener that is down (reconnecting) costs a write at most
// OWN_WRITE_WAIT_MS; the cache then catches up when the notifications do, as before.
import { randomUUID } from "node:crypto";

/** The longest a write's answer waits for the server to hear its own change. */
export const OWN_WRITE_WAIT_MS = 1000;

const MARKER = "own-write:";

export class OwnWritesShown {
  private readonly waiting = new Map<string, () => void>();
  private marking: Promise<unknown> = Promise.resolve();

  /** `announce` sends a payload on the content_changed channel (pg_notify), after the write's commit. */
  constructor(private readonly announce: (payload: string) => Promise<void>) {}

  /** The cache's work for changes just heard; a marker heard after them waits for it. */
  track(marking: Promise<unknown>): void {
    const before = this.marking;
    this.marking = Promise.allSettled([before, marking]);
  }

  /**
   * A payload heard on the channel: true when it is a marker (this server's or another's), which is no content
   * change. The changes heard before it are handed to the cache on the next turn (gathered, decision 050), so the
   * marker's wait ends a turn later, once what they marked is done.
   */
  take(payload: string): boolean {
    if (!payload.startsWith(MARKER)) return false;
    const heard = this.waiting.get(payload.slice(MARKER.length));
    if (heard) setImmediate(() => void this.marking.then(heard));
    return true;
  }

  /** Resolves once every change committed before the call is shown by the cache, or after OWN_WRITE_WAIT_MS. */
  async afterWrite(waitMs = OWN_WRITE_WAIT_MS): Promise<void> {
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const shown = new Promise<void>((resolve) => {
      this.waiting.set(token, resolve);
      timer = setTimeout(resolve, waitMs);
    });
    try {
      await this.announce(`${MARKER}${token}`);
      await shown;
    } catch {
      // The marker could not be sent (the database is going away): the write stands; the cache catches up later.
    } finally {
      clearTimeout(timer);
      this.waiting.delete(token);
    }
  }
}
