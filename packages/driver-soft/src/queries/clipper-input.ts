// Counts the primitives that enter clipping (pipeline statistics' c_invocations) on their way from
// assembly to the primitive pipeline.
import type { PrimitiveSink } from '@gallium-ts/gallium-api/util';
import type { QueryCounters } from './query-counters.js';

export class ClipperInput implements PrimitiveSink {
  counters: QueryCounters | null = null;

  constructor(private readonly next: PrimitiveSink) {}

  point(v: number, primitiveId: number): void {
    this.counters!.cInvocations++;
    this.next.point(v, primitiveId);
  }

  line(v0: number, v1: number, provoking: number, primitiveId: number): void {
    this.counters!.cInvocations++;
    this.next.line(v0, v1, provoking, primitiveId);
  }

  triangle(v0: number, v1: number, v2: number, provoking: number, edges: number, primitiveId: number): void {
    this.counters!.cInvocations++;
    this.next.triangle(v0, v1, v2, provoking, edges, primitiveId);
  }
}
