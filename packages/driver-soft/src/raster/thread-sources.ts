// The fused fragment sources a screen's rasterizer threads know: each source gets an id once, and is sent
// to the threads with the first scene that uses it (they compile it once and keep it by id).
import type { PortableState } from '../fragment/portable-state.js';

export class ThreadSources {
  private readonly sources: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly sent = new Set<number>();

  /** The id the threads know `source` by. */
  id(source: string): number {
    let id = this.ids.get(source);
    if (id === undefined) {
      id = this.sources.length;
      this.sources.push(source);
      this.ids.set(source, id);
    }
    return id;
  }

  /** The [id, text] of the sources `states` use that the threads have not been sent. */
  unsent(states: readonly (PortableState | null)[]): [number, string][] {
    const fresh = new Set<number>();
    for (const s of states) if (s !== null && !this.sent.has(s.source)) fresh.add(s.source);
    return [...fresh].map((id): [number, string] => [id, this.sources[id]!]);
  }

  /** Notes that every thread got `sources` (a job posted to all of them). */
  markSent(sources: readonly (readonly [number, string])[]): void {
    for (const [id] of sources) this.sent.add(id);
  }
}
