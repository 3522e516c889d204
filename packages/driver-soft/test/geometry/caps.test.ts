// The caps of geometry shaders, stream output and queries say what the driver does (that driver-noop
// reports the same table is checked in test/compute/caps.test.ts).

import { PipeCap, PipeQuery, PipeShader, PipeShaderCap } from '@gallium-ts/gallium-api';
import { describe, expect, it } from 'vitest';
import { MAX_GEOMETRY_OUTPUT_VERTICES } from '../../src/draw/geometry-shader.js';
import { SOFT_CAPS } from '../../src/index.js';
import { VERTEX_STREAMS } from '../../src/queries/query-counters.js';
import { GeometryEnv } from './geometry-env.js';

describe('geometry, stream-output and query caps', () => {
  it('have the values the draw module implements', () => {
    const cap = (c: number) => SOFT_CAPS.getParam(c);
    expect(SOFT_CAPS.getShaderParam(PipeShader.GEOMETRY, PipeShaderCap.MAX_INSTRUCTIONS)).toBeGreaterThan(0);
    expect(cap(PipeCap.MAX_GEOMETRY_OUTPUT_VERTICES)).toBe(MAX_GEOMETRY_OUTPUT_VERTICES);
    // tgsi's GeometryOutput keeps up to 16 384 output components per input primitive.
    expect(cap(PipeCap.MAX_GEOMETRY_TOTAL_OUTPUT_COMPONENTS)).toBe(16384);
    expect(cap(PipeCap.MAX_VERTEX_STREAMS)).toBe(VERTEX_STREAMS);
    expect(cap(PipeCap.MAX_STREAM_OUTPUT_BUFFERS)).toBe(4);
    expect(cap(PipeCap.STREAM_OUTPUT_PAUSE_RESUME)).toBe(1);
    expect(cap(PipeCap.STREAM_OUTPUT_INTERLEAVE_BUFFERS)).toBe(1);
    expect(cap(PipeCap.QUERY_SO_OVERFLOW)).toBe(1);
    expect(cap(PipeCap.QUERY_PIPELINE_STATISTICS)).toBe(1);
  });

  it('let every stream query be created for every vertex stream', () => {
    const env = new GeometryEnv(4, 4);
    try {
      for (const type of [
        PipeQuery.PRIMITIVES_GENERATED,
        PipeQuery.PRIMITIVES_EMITTED,
        PipeQuery.SO_STATISTICS,
      ])
        for (let stream = 0; stream < VERTEX_STREAMS; stream++)
          env.ctx.destroyQuery(env.ctx.createQuery(type, stream));
      expect(() => env.ctx.createQuery(PipeQuery.PRIMITIVES_GENERATED, VERTEX_STREAMS)).toThrow();
    } finally {
      env.destroy();
    }
  });
});
