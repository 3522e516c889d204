// Counting for queries. Draws add to the counters of the current segment; a new segment starts
// whenever the set of active queries changes, and each query keeps the segments of its active span,
// so nested and overlapping queries each count exactly their own draws. Samples are added when the
// scene is rasterized, so results of counting queries are final only after that.
import { PipeQuery, type PipeQueryResult } from '@gallium-ts/gallium-api';
import { type BaseQuery, nothingDrawnResult } from '@gallium-ts/gallium-api/util';

/** What draws count. */
export class QueryCounters {
  /** Samples that passed the depth/stencil tests (occlusion queries). */
  samples = 0;
  /** Primitives assembled (input assembly). */
  primitives = 0;
  /** Primitives that reached the rasterizer (after clipping and culling). */
  vertices = 0;
  vsInvocations = 0;
  psInvocations = 0;
  clipperPrimitives = 0;
}

/** A query's spans: the counter segments of its active time. */
interface QueryData {
  segments: QueryCounters[];
}

/** Query types whose results come from the counters. */
const COUNTED: ReadonlySet<number> = new Set([
  PipeQuery.OCCLUSION_COUNTER,
  PipeQuery.OCCLUSION_PREDICATE,
  PipeQuery.OCCLUSION_PREDICATE_CONSERVATIVE,
  PipeQuery.PRIMITIVES_GENERATED,
  PipeQuery.PIPELINE_STATISTICS,
]);

export class QueryCounting {
  /** Counters of the draws being made now; null when no counting query is active. */
  current: QueryCounters | null = null;
  private readonly active = new Set<BaseQuery>();

  /** Whether `q` is counted by draws. */
  counts(q: BaseQuery): boolean {
    return COUNTED.has(q.type);
  }

  /** begin_query of a counted query: a new segment for every active query. */
  begin(q: BaseQuery): void {
    q.driverData = { segments: [] } satisfies QueryData;
    this.active.add(q);
    this.startSegment();
  }

  /** end_query of a counted query. */
  end(q: BaseQuery): void {
    this.active.delete(q);
    this.startSegment();
  }

  /** The result of an ended counted query (final once the scene its draws went into is rasterized). */
  result(q: BaseQuery, endTime: bigint): PipeQueryResult {
    const segments = (q.driverData as QueryData).segments;
    const sum = (field: keyof QueryCounters) => BigInt(segments.reduce((n, s) => n + s[field], 0));
    switch (q.type) {
      case PipeQuery.OCCLUSION_COUNTER:
        return { kind: 'u64', value: sum('samples') };
      case PipeQuery.OCCLUSION_PREDICATE:
      case PipeQuery.OCCLUSION_PREDICATE_CONSERVATIVE:
        return { kind: 'boolean', value: sum('samples') > 0n };
      case PipeQuery.PRIMITIVES_GENERATED:
        return { kind: 'u64', value: sum('primitives') };
      case PipeQuery.PIPELINE_STATISTICS: {
        const result = nothingDrawnResult(q.type, q.beginTime, endTime);
        if (result.kind !== 'pipelineStatistics') return result;
        result.value.iaVertices = sum('vertices');
        result.value.iaPrimitives = sum('primitives');
        result.value.vsInvocations = sum('vsInvocations');
        result.value.cInvocations = sum('primitives');
        result.value.cPrimitives = sum('clipperPrimitives');
        result.value.psInvocations = sum('psInvocations');
        return result;
      }
      default:
        return nothingDrawnResult(q.type, q.beginTime, endTime);
    }
  }

  private startSegment(): void {
    if (this.active.size === 0) {
      this.current = null;
      return;
    }
    const segment = new QueryCounters();
    for (const q of this.active) (q.driverData as QueryData).segments.push(segment);
    this.current = segment;
  }
}
