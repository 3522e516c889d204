// util lifetimes and counters: reference counting, ownership checks, CSO checks, the method lists.
import { describe, expect, it } from 'vitest';
import type { PipeContext } from '../src/context.js';
import { PipeError } from '../src/errors.js';
import {
  PIPE_CONTEXT_METHODS,
  PIPE_SCREEN_METHODS,
  PipeContextCounters,
  resetCounters,
} from '../src/util/counters.js';
import { CsoObject, checkCso } from '../src/util/cso.js';
import { checkOwned, LiveObjects, RefCounted } from '../src/util/lifetime.js';

class Thing extends RefCounted {
  freed = 0;
  constructor(readonly context: object) {
    super();
  }
  protected free(): void {
    this.freed++;
  }
}

describe('RefCounted', () => {
  it('frees once the creator and every other holder released it', () => {
    const t = new Thing({});
    t.addRef();
    t.destroyHandle();
    expect([t.destroyed, t.released, t.freed]).toEqual([true, false, 0]);
    t.release();
    expect([t.released, t.freed]).toEqual([true, 1]);
    expect(() => t.release()).toThrow(/already released/);
  });

  it('checkOwned names what is wrong', () => {
    const ctx = {};
    const t = new Thing(ctx);
    expect(checkOwned('m', 'view', t, Thing, ctx)).toBe(t);
    expect(() => checkOwned('m', 'view', t, Thing, {})).toThrow('m: view belongs to another context');
    expect(() => checkOwned('m', 'view', { context: ctx }, Thing, ctx)).toThrow(
      'm: view is not a view object (got object)',
    );
    t.destroyHandle();
    expect(() => checkOwned('m', 'view', t, Thing, ctx)).toThrow('m: view has been destroyed');
  });

  it('LiveObjects destroys what is still registered', () => {
    const live = new LiveObjects<Thing>();
    const a = live.add(new Thing({}));
    const b = live.add(new Thing({}));
    live.remove(a);
    live.destroyAll((thing) => thing.destroyHandle());
    expect([a.destroyed, b.destroyed, live.size]).toEqual([false, true, 0]);
  });
});

describe('CSO checks', () => {
  it('kind, owner and deletion', () => {
    const ctx = {} as PipeContext;
    const blend = new CsoObject('blend', ctx, {});
    expect(checkCso('bindBlendState', blend, 'blend', ctx)).toBe(blend);
    expect(() => checkCso('bindRasterizerState', blend, 'rasterizer', ctx)).toThrow(
      'bindRasterizerState: the object is a blend state, not a rasterizer state',
    );
    expect(() => checkCso('bindBlendState', blend, 'blend', {})).toThrow(
      'bindBlendState: the blend state belongs to another context',
    );
    expect(() => checkCso('bindBlendState', 3, 'blend', ctx)).toThrow(PipeError);
    blend.destroyHandle();
    expect(() => checkCso('bindBlendState', blend, 'blend', ctx)).toThrow(
      'bindBlendState: the blend state has been deleted',
    );
  });
});

describe('counters', () => {
  it('list every method once and reset in place', () => {
    expect(new Set(PIPE_CONTEXT_METHODS).size).toBe(PIPE_CONTEXT_METHODS.length);
    expect(PIPE_CONTEXT_METHODS).toContain('drawVbo');
    expect(PIPE_CONTEXT_METHODS).not.toContain('streamUploader');
    expect(PIPE_SCREEN_METHODS).toHaveLength(18);
    const c = new PipeContextCounters();
    c.drawVbo += 5;
    resetCounters(c);
    expect(c.drawVbo).toBe(0);
  });
});
