// Counting for queries. Draws add to the counters of the current segment; a new segment starts
// whenever the set of active queries changes, and each query keeps the segments of its active span,
// so nested and overlapping queries each count exactly their own draws. Everything but samples and
// fragment-shader invocations is counted while the draw is made; those two are added when the scene is
// rasterized, so occlusion and pipeline-statistics results are final only after that.
import { PipeQuery, type PipeQueryResult } from '@gallium-ts/gallium-api';
import { type BaseQuery, nothingDrawnResult } from '@gallium-ts/gallium-api/util';

/** Vertex streams a geometry shader can emit to (PIPE_CAP_MAX_VERTEX_STREAMS). */
export const VERTEX_STREAMS = 4;

/** What draws count (fields of pipe_query_data_pipeline_statistics and the stream-output counts). */
export class QueryCounters {
  /** Samples that passed the depth/stencil tests (occlusion queries). */
  samples = 0;
  /** Vertices read by input assembly (restart indices excluded), all instances. */
  iaVertices = 0;
  /** Primitives input assembly made (a quad or a polygon counts once). */
  iaPrimitives = 0;
  vsInvocations = 0;
  /** Input primitives × GS_INVOCATIONS. */
  gsInvocations = 0;
  /** Points, lines and triangles the geometry shader emitted, every stream. */
  gsPrimitives = 0;
  /** Primitives that entered clipping (points, lines, triangles of stream 0; none with rasterizer discard). */
  cInvocations = 0;
  /** Primitives clipping gave out: cut polygons count their triangles, rejected primitives nothing. */
  cPrimitives = 0;
  /** Covered pixels the fragment shader ran for (helper pixels excluded). */
  psInvocations = 0;
  /** Compute threads run by launch_grid. */
  csInvocations = 0;
  /** Per vertex stream: points, lines and triangles of the last vertex stage (PRIMITIVES_GENERATED). */
  readonly generated = new Float64Array(VERTEX_STREAMS);
  /** Per stream, while stream output is active: primitives it had to write (primitives_storage_needed). */
  readonly storageNeeded = new Float64Array(VERTEX_STREAMS);
  /** Per stream: primitives written to the stream-output buffers (PRIMITIVES_EMITTED). */
  readonly written = new Float64Array(VERTEX_STREAMS);
}

type ScalarCounter = Exclude<keyof QueryCounters, 'generated' | 'storageNeeded' | 'written'>;
type StreamCounter = 'generated' | 'storageNeeded' | 'written';

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
  PipeQuery.PRIMITIVES_EMITTED,
  PipeQuery.SO_STATISTICS,
  PipeQuery.SO_OVERFLOW_PREDICATE,
  PipeQuery.SO_OVERFLOW_ANY_PREDICATE,
  PipeQuery.PIPELINE_STATISTICS,
]);

/** Counted query types whose counts are complete only once the scene is rasterized. */
const COUNTED_WHEN_RASTERIZED: ReadonlySet<number> = new Set([
  PipeQuery.OCCLUSION_COUNTER,
  PipeQuery.OCCLUSION_PREDICATE,
  PipeQuery.OCCLUSION_PREDICATE_CONSERVATIVE,
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

  /** Whether `q`'s result needs the scene its draws went into to be rasterized first. */
  needsRasterization(q: BaseQuery): boolean {
    return COUNTED_WHEN_RASTERIZED.has(q.type);
  }

  /**
   * Whether an active query counts fragment-shader invocations (pipeline statistics): the draws of its
   * segments take the batched back end, which counts them (counting-backend.ts). Only samples are
   * counted by the fused and IR-kernel functions.
   */
  countsShaderInvocations(): boolean {
    for (const q of this.active) if (q.type === PipeQuery.PIPELINE_STATISTICS) return true;
    return false;
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
    const sum = (field: ScalarCounter) => BigInt(segments.reduce((n, s) => n + s[field], 0));
    const stream = (field: StreamCounter, index: number) =>
      BigInt(segments.reduce((n, s) => n + s[field][index]!, 0));
    const overflowed = (index: number) => stream('storageNeeded', index) > stream('written', index);
    switch (q.type) {
      case PipeQuery.OCCLUSION_COUNTER:
        return { kind: 'u64', value: sum('samples') };
      case PipeQuery.OCCLUSION_PREDICATE:
      case PipeQuery.OCCLUSION_PREDICATE_CONSERVATIVE:
        return { kind: 'boolean', value: sum('samples') > 0n };
      case PipeQuery.PRIMITIVES_GENERATED:
        return { kind: 'u64', value: stream('generated', q.index) };
      case PipeQuery.PRIMITIVES_EMITTED:
        return { kind: 'u64', value: stream('written', q.index) };
      case PipeQuery.SO_STATISTICS:
        return {
          kind: 'soStatistics',
          numPrimitivesWritten: stream('written', q.index),
          primitivesStorageNeeded: stream('storageNeeded', q.index),
        };
      case PipeQuery.SO_OVERFLOW_PREDICATE:
        return { kind: 'boolean', value: overflowed(q.index) };
      case PipeQuery.SO_OVERFLOW_ANY_PREDICATE: {
        let any = false;
        for (let s = 0; s < VERTEX_STREAMS; s++) any ||= overflowed(s);
        return { kind: 'boolean', value: any };
      }
      case PipeQuery.PIPELINE_STATISTICS: {
        const result = nothingDrawnResult(q.type, q.beginTime, endTime);
        if (result.kind !== 'pipelineStatistics') return result;
        const v = result.value;
        v.iaVertices = sum('iaVertices');
        v.iaPrimitives = sum('iaPrimitives');
        v.vsInvocations = sum('vsInvocations');
        v.gsInvocations = sum('gsInvocations');
        v.gsPrimitives = sum('gsPrimitives');
        v.cInvocations = sum('cInvocations');
        v.cPrimitives = sum('cPrimitives');
        v.psInvocations = sum('psInvocations');
        v.csInvocations = sum('csInvocations');
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
