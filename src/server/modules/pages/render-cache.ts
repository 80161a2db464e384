/**
 * Rendered content pages held in memory, each with the tags of the content it shows ('events',
 * 'event:12', 'updates', 'gallery'). A write invalidates the pages carrying its tags and nothing
 * else. Only paths that name real content (or a fixed list) are ever stored, so the cache is
 * bounded by the database, not by what visitors send.
 */
export interface CachedEntry<T> {
  value: T;
  tags: readonly string[];
}

export class RenderCache<T> {
  private readonly entries = new Map<string, CachedEntry<T>>();
  /** Bumped by every invalidation: a render that started before it must not be stored after it. */
  private generation = 0;
  private readonly inFlight = new Map<string, Promise<CachedEntry<T> | null>>();

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * The cached value, or the one `produce` makes (concurrent requests for one key share a single
   * render). `produce` returns null for what must not be cached (a redirect, a miss).
   */
  async get(key: string, produce: () => Promise<CachedEntry<T> | null>): Promise<CachedEntry<T> | null> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const startedAt = this.generation;
    const promise = produce()
      .then((entry) => {
        if (entry && startedAt === this.generation) this.entries.set(key, entry);
        return entry;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Drops every entry carrying one of these tags; returns the keys dropped. */
  invalidate(tags: readonly string[]): string[] {
    this.generation++;
    this.inFlight.clear();
    const dropped: string[] = [];
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) {
        this.entries.delete(key);
        dropped.push(key);
      }
    }
    return dropped;
  }

  clear(): void {
    this.generation++;
    this.inFlight.clear();
    this.entries.clear();
  }
}
