// Query objects and conditional rendering on driver-noop: the pipe queries they map to, results and
// availability, the error rules of begin/end, and render_condition for glBeginConditionalRender.
import { PipeQuery } from '@gallium-ts/gallium-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';

let ctx: NoopGl;
let created: number[];
let conditions: unknown[][];
beforeEach(async () => {
  ctx = await noopContext();
  created = [];
  conditions = [];
  const pipe = ctx.ctx.pipe;
  const oc = pipe.createQuery.bind(pipe);
  pipe.createQuery = (type, index) => {
    created.push(type);
    return oc(type, index);
  };
  const orc = pipe.renderCondition.bind(pipe);
  pipe.renderCondition = (q, cond, mode) => {
    conditions.push([q === null ? null : q.type, cond, mode]);
    orc(q, cond, mode);
  };
});
afterEach(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

function ids(n: number): Uint32Array {
  const out = new Uint32Array(n);
  gl.glGenQueries(n, out);
  return out;
}

describe('queries', () => {
  it('each target maps to its pipe query and returns the result', () => {
    const q = ids(4);
    const targets = [
      gl.GL_SAMPLES_PASSED,
      gl.GL_ANY_SAMPLES_PASSED,
      gl.GL_PRIMITIVES_GENERATED,
      gl.GL_TIME_ELAPSED,
    ];
    targets.forEach((target, i) => {
      gl.glBeginQuery(target, q[i]!);
      gl.glBegin(gl.GL_POINTS);
      gl.glVertex2f(0, 0);
      gl.glEnd();
      gl.glEndQuery(target);
    });
    expect(created).toEqual([
      PipeQuery.OCCLUSION_COUNTER,
      PipeQuery.OCCLUSION_PREDICATE,
      PipeQuery.PRIMITIVES_GENERATED,
      PipeQuery.TIME_ELAPSED,
    ]);
    const out = new Uint32Array(1);
    gl.glGetQueryObjectuiv(q[0]!, gl.GL_QUERY_RESULT_AVAILABLE, out);
    expect(out[0]).toBe(1);
    gl.glGetQueryObjectuiv(q[0]!, gl.GL_QUERY_RESULT, out);
    expect(out[0]).toBe(0);
    const big = new BigUint64Array(1);
    gl.glGetQueryObjectui64v(q[3]!, gl.GL_QUERY_RESULT, big);
    expect(big[0]! >= 0n).toBe(true);
    expect(gl.glIsQuery(q[0]!)).toBe(true);
    expect(gl.glGetError()).toBe(gl.GL_NO_ERROR);
  });

  it('glQueryCounter records a timestamp', () => {
    const q = ids(1);
    gl.glQueryCounter(q[0]!, gl.GL_TIMESTAMP);
    const out = new BigInt64Array(1);
    gl.glGetQueryObjecti64v(q[0]!, gl.GL_QUERY_RESULT, out);
    expect(out[0]! > 0n).toBe(true);
    expect(created).toEqual([PipeQuery.TIMESTAMP]);
  });

  it('begin/end errors', () => {
    const q = ids(2);
    gl.glBeginQuery(gl.GL_SAMPLES_PASSED, 0);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    gl.glEndQuery(gl.GL_SAMPLES_PASSED);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    gl.glBeginQuery(gl.GL_SAMPLES_PASSED, q[0]!);
    gl.glBeginQuery(gl.GL_SAMPLES_PASSED, q[1]!);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    const cur = new Int32Array(1);
    gl.glGetQueryiv(gl.GL_SAMPLES_PASSED, gl.GL_CURRENT_QUERY, cur);
    expect(cur[0]).toBe(q[0]);
    gl.glGetQueryObjectuiv(q[0]!, gl.GL_QUERY_RESULT, new Uint32Array(1));
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    gl.glEndQuery(gl.GL_SAMPLES_PASSED);
    gl.glBeginQuery(gl.GL_PRIMITIVES_GENERATED, q[0]!);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    gl.glBeginQuery(0x1234, q[1]!);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_ENUM);
  });

  it('conditional rendering sets and clears the render condition on the occlusion query', () => {
    const q = ids(1);
    gl.glBeginQuery(gl.GL_SAMPLES_PASSED, q[0]!);
    gl.glEndQuery(gl.GL_SAMPLES_PASSED);
    gl.glBeginConditionalRender(q[0]!, gl.GL_QUERY_NO_WAIT);
    gl.glBeginConditionalRender(q[0]!, gl.GL_QUERY_NO_WAIT);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    gl.glEndConditionalRender();
    gl.glEndConditionalRender();
    expect(gl.glGetError()).toBe(gl.GL_INVALID_OPERATION);
    expect(conditions).toEqual([
      [PipeQuery.OCCLUSION_COUNTER, false, 1],
      [null, false, 0],
    ]);
    gl.glBeginConditionalRender(999, gl.GL_QUERY_WAIT);
    expect(gl.glGetError()).toBe(gl.GL_INVALID_VALUE);
  });
});
