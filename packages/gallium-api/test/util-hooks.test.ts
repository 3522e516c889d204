// The validating layer's driver hooks, seen by a recording driver: what each hook receives (validated
// copies), when notifications arrive, dirty bits, queries whose results come later, fences that signal
// later, device resets, and the PipeUnsupportedError of every rendering hook a driver leaves alone.
import { describe, expect, it } from 'vitest';
import { makeBox } from '../src/box.js';
import { PipeCap, PipeShaderCap } from '../src/caps.js';
import type { PipeContext } from '../src/context.js';
import {
  blendState,
  blitInfo,
  bufferTemplate,
  drawInfo,
  rasterizerState,
  resourceTemplate,
  samplerViewTemplate,
  surfaceTemplate,
  tgsiShaderState,
} from '../src/defaults.js';
import { PipeBind, PipeClear, PipeFlush, PipeQuery, PipeResetStatus, PipeShader } from '../src/enums.js';
import { PipeError, PipeUnsupportedError } from '../src/errors.js';
import { PipeFormat } from '../src/format/index.js';
import { type PipeShaderCso, PipeTransfer } from '../src/objects.js';
import type { PipeBlitInfo, PipeQueryResult } from '../src/state.js';
import { colorFragmentShader, colorFramebuffer } from '../src/test-kit/index.js';
import { BaseContext } from '../src/util/base-context.js';
import { capsFromTable } from '../src/util/caps-table.js';
import { CpuScreen } from '../src/util/cpu-screen.js';
import type { CsoObject } from '../src/util/cso.js';
import { CSO_DIRTY, PipeDirty } from '../src/util/dirty.js';
import type { BaseFence } from '../src/util/fence.js';
import type { BaseQuery } from '../src/util/queries.js';
import type { BaseResource } from '../src/util/resource.js';
import type { ContextView } from '../src/util/views.js';

const stage = {
  [PipeShaderCap.MAX_INSTRUCTIONS]: 1,
  [PipeShaderCap.MAX_SAMPLER_VIEWS]: 16,
  [PipeShaderCap.MAX_TEXTURE_SAMPLERS]: 16,
  [PipeShaderCap.MAX_CONST_BUFFERS]: 4,
  [PipeShaderCap.MAX_CONST_BUFFER_SIZE]: 4096,
  [PipeShaderCap.SUPPORTED_IRS]: 1,
};

const CAPS = capsFromTable({
  caps: {
    [PipeCap.MAX_TEXTURE_2D_LEVELS]: 13,
    [PipeCap.MAX_RENDER_TARGETS]: 1,
    [PipeCap.OCCLUSION_QUERY]: 1,
    [PipeCap.CONDITIONAL_RENDER]: 1,
    [PipeCap.QUERY_BUFFER_OBJECT]: 1,
    [PipeCap.CLEAR_TEXTURE]: 1,
    [PipeCap.GENERATE_MIPMAP]: 1,
    [PipeCap.TEXTURE_SWIZZLE]: 1,
  },
  capsf: { 1: 255, 3: 255 },
  shaderCaps: [stage, stage],
  computeCaps: {},
  isFormatSupported: (format) =>
    format === PipeFormat.R8G8B8A8_UNORM || format === PipeFormat.R32G32B32A32_FLOAT,
});

/** A driver that records what its hooks see. Draw, clear and blit are implemented; the rest is not. */
class RecordingContext extends BaseContext {
  readonly log: string[] = [];
  readonly seen: unknown[] = [];
  /** Occlusion results appear only when work is submitted (flushNow), like a GPU's. */
  private readonly pendingResults: BaseQuery[] = [];
  signalLater = false;

  protected override drawNow(info: Parameters<BaseContext['drawVbo']>[0]): void {
    this.log.push(`draw dirty=${this.bound.dirty}`);
    this.seen.push(info);
    this.bound.dirty = 0;
  }
  protected override clearNow(): void {
    this.log.push('clear');
  }
  protected override blitNow(info: PipeBlitInfo): void {
    this.log.push('blit');
    this.seen.push(info);
  }
  protected override onCreateCso(cso: CsoObject): void {
    this.log.push(`create ${cso.kind}`);
    cso.driverData = `derived from ${cso.kind}`;
    this.seen.push(cso.state);
  }
  protected override onDeleteCso(cso: CsoObject): void {
    this.log.push(`delete ${cso.kind} ${cso.driverData}`);
  }
  protected override onFree(object: ContextView): void {
    this.log.push(`free ${object.constructor.name}`);
  }
  protected override onDestroyQuery(): void {
    this.log.push('destroy query');
  }
  protected override beginQueryNow(q: BaseQuery): void {
    this.log.push(`begin active=${this.activeQueries.has(q)}`);
  }
  protected override endQueryNow(q: BaseQuery): void {
    this.log.push(`end active=${this.activeQueries.has(q)}`);
    this.pendingResults.push(q);
  }
  protected override flushNow(flags: number): void {
    this.log.push(`flush ${flags}`);
    for (const q of this.pendingResults) q.result = { kind: 'u64', value: 42n };
    this.pendingResults.length = 0;
  }
  protected override signalFence(fence: BaseFence): void {
    if (this.signalLater) fence.driverData = 'sync';
    else super.signalFence(fence);
  }
  protected override beforeDataAccess(resource: BaseResource, write: boolean): void {
    this.log.push(`access ${resource.id} ${write ? 'write' : 'read'}`);
  }
  reset(status: PipeResetStatus): void {
    this.reportDeviceReset(status);
  }
}

class RecordingScreen extends CpuScreen {
  syncDone = false;
  constructor() {
    super({ name: 'recording', vendor: 'tests', deviceVendor: 'none', caps: CAPS });
  }
  protected createContext(priv: unknown, flags: number): RecordingContext {
    return new RecordingContext(this, priv, flags);
  }
  protected override waitFence(fence: BaseFence): boolean {
    return fence.driverData === 'sync' && this.syncDone;
  }
}

function open() {
  const screen = new RecordingScreen();
  const ctx = screen.contextCreate() as RecordingContext;
  return { screen, ctx };
}

/** Binds what a draw needs (vertex shader, fragment shader, rasterizer, blend, DSA, elements). */
function bindPipeline(ctx: PipeContext): void {
  const vs = {
    processor: PipeShader.VERTEX,
    properties: [],
    declarations: [],
    immediates: [],
    instructions: [],
  };
  ctx.bindVsState(ctx.createVsState(tgsiShaderState(vs)));
  ctx.bindFsState(ctx.createFsState(tgsiShaderState(colorFragmentShader())));
  ctx.bindRasterizerState(ctx.createRasterizerState(rasterizerState()));
  ctx.bindBlendState(ctx.createBlendState(blendState()));
  ctx.bindDepthStencilAlphaState(
    ctx.createDepthStencilAlphaState({
      depth: { enabled: false, writemask: false, func: 0, boundsTest: false, boundsMin: 0, boundsMax: 1 },
      stencil: [0, 1].map(() => ({
        enabled: false,
        func: 0,
        failOp: 0,
        zpassOp: 0,
        zfailOp: 0,
        valuemask: 0,
        writemask: 0,
      })) as never,
      alpha: { enabled: false, func: 0, refValue: 0 },
    }),
  );
  ctx.bindVertexElementsState(
    ctx.createVertexElementsState([
      { srcOffset: 0, instanceDivisor: 0, vertexBufferIndex: 0, srcFormat: PipeFormat.R32G32B32A32_FLOAT },
    ]),
  );
}

describe('rendering hooks a driver does not implement', () => {
  it('throw PipeUnsupportedError naming the method, after the arguments were checked', () => {
    const screen = new (class extends CpuScreen {
      constructor() {
        super({ name: 'bare', vendor: 'tests', deviceVendor: 'none', caps: CAPS });
      }
      protected createContext(priv: unknown, flags: number) {
        return new BaseContext(this, priv, flags);
      }
    })();
    const ctx = screen.contextCreate();
    const tex = screen.resourceCreate(
      resourceTemplate({ width0: 4, height0: 4, lastLevel: 2, bind: PipeBind.RENDER_TARGET }),
    );
    const surface = ctx.createSurface(tex, surfaceTemplate(tex));
    bindPipeline(ctx);
    const refusals: [string, () => unknown][] = [
      ['drawVbo', () => ctx.drawVbo(drawInfo({ count: 3 }))],
      ['clear', () => ctx.clear(PipeClear.COLOR, [0, 0, 0, 0], 1, 0)],
      ['clearRenderTarget', () => ctx.clearRenderTarget(surface, [0, 0, 0, 0], 0, 0, 1, 1, false)],
      ['blit', () => ctx.blit(blitInfo(tex, tex))],
      ['generateMipmap', () => ctx.generateMipmap(tex, tex.format, 0, 2, 0, 0)],
      ['beginQuery', () => ctx.beginQuery(ctx.createQuery(PipeQuery.OCCLUSION_COUNTER, 0))],
    ];
    for (const [method, call] of refusals) {
      let error: unknown;
      try {
        call();
      } catch (e) {
        error = e;
      }
      expect(error, method).toBeInstanceOf(PipeUnsupportedError);
      expect((error as PipeError).message).toBe(`${method}: bare does not implement ${method}`);
    }
    expect(() => ctx.clearRenderTarget(surface, [0, 0, 0], 0, 0, 1, 1, false)).toThrow(/color needs 4/);
    expect(() => screen.flushFrontbuffer(null, tex, 0, 0, {}, null)).toThrow(/DISPLAY_TARGET/);
    ctx.destroy();
    screen.resourceDestroy(tex);
    screen.destroy();
  });
});

describe('what hooks receive', () => {
  it('onCreateCso gets the validated copy; shader tokens are deep copies the caller cannot change later', () => {
    const { ctx } = open();
    const template = blendState({}, { blendEnable: true });
    const cso = ctx.createBlendState(template) as CsoObject;
    expect(ctx.seen[0]).toEqual(template);
    expect(ctx.seen[0]).not.toBe(template);
    expect(cso.driverData).toBe('derived from blend');
    template.rt[0]!.blendEnable = false;
    expect((cso.state as typeof template).rt[0]!.blendEnable).toBe(true);
    const shader = colorFragmentShader() as { instructions: { opcode: number }[] };
    const fs = ctx.createFsState(tgsiShaderState(shader)) as CsoObject;
    shader.instructions[0]!.opcode = 999;
    shader.instructions.length = 0;
    const stored = (fs.state as { tokens: typeof shader }).tokens;
    expect(stored).not.toBe(shader);
    expect(stored.instructions.map((i) => i.opcode)).toEqual([1, 117]);
    ctx.destroy();
  });

  it("blitNow and drawNow get validated copies, not the caller's objects", () => {
    const { screen, ctx } = open();
    const tex = screen.resourceCreate(
      resourceTemplate({ width0: 4, height0: 4, bind: PipeBind.RENDER_TARGET }),
    );
    const info = blitInfo(tex, tex, {
      dst: { resource: tex, level: 0, box: makeBox(0, 0, 0, 2, 2, 1), format: tex.format },
    });
    ctx.blit(info);
    const blit = ctx.seen.at(-1) as PipeBlitInfo;
    bindPipeline(ctx);
    const draw = drawInfo({ count: 3 });
    ctx.drawVbo(draw);
    const d = ctx.seen.at(-1);
    expect(blit).toEqual(info);
    expect(blit).not.toBe(info);
    expect(blit.dst.box).not.toBe(info.dst.box);
    expect(d).toEqual(draw);
    expect(d).not.toBe(draw);
    ctx.destroy();
    screen.resourceDestroy(tex);
  });

  it('destroy() deletes every CSO, query and view through the same hooks as their own delete_* / destroy', () => {
    const { screen, ctx } = open();
    const tex = screen.resourceCreate(resourceTemplate({ width0: 2, height0: 2 }));
    const blend = ctx.createBlendState(blendState());
    ctx.bindBlendState(blend);
    ctx.createRasterizerState(rasterizerState());
    const view = ctx.createSamplerView(tex, samplerViewTemplate(tex));
    ctx.setSamplerViews(PipeShader.FRAGMENT, 0, [view]);
    ctx.createQuery(PipeQuery.OCCLUSION_COUNTER, 0);
    ctx.log.length = 0;
    ctx.samplerViewDestroy(view);
    expect(ctx.log, 'a bound view is freed only when unbound').toEqual([]);
    ctx.destroy();
    expect(ctx.log).toEqual([
      'flush 0',
      'free BaseSamplerView',
      'delete blend derived from blend',
      'delete rasterizer derived from rasterizer',
      'destroy query',
    ]);
    screen.resourceDestroy(tex);
    screen.destroy();
  });
});

describe('dirty bits', () => {
  it('a bind that changes something sets its bit, binding what is bound sets nothing, set_* calls set theirs', () => {
    const { ctx } = open();
    bindPipeline(ctx);
    ctx.drawVbo(drawInfo({ count: 3 }));
    expect(ctx.log.at(-1)).toBe(`draw dirty=${PipeDirty.ALL}`);
    const a = ctx.createBlendState(blendState());
    const b = ctx.createBlendState(blendState({ dither: true }));
    ctx.bindBlendState(a);
    ctx.drawVbo(drawInfo({ count: 3 }));
    expect(ctx.log.at(-1)).toBe(`draw dirty=${PipeDirty.BLEND}`);
    ctx.bindBlendState(a);
    ctx.drawVbo(drawInfo({ count: 3 }));
    expect(ctx.log.at(-1)).toBe('draw dirty=0');
    ctx.bindBlendState(b);
    ctx.setBlendColor({ color: [1, 1, 1, 1] });
    ctx.setStencilRef({ refValue: [1, 1] });
    ctx.drawVbo(drawInfo({ count: 3 }));
    expect(ctx.log.at(-1)).toBe(
      `draw dirty=${PipeDirty.BLEND | PipeDirty.BLEND_COLOR | PipeDirty.STENCIL_REF}`,
    );
    ctx.bindBlendState(null);
    expect(() => ctx.drawVbo(drawInfo({ count: 3 }))).toThrow('drawVbo: no blend state is bound');
    ctx.destroy();
  });
});

describe('dirty bits of each CSO kind', () => {
  it("binding another CSO of a kind sets that kind's bit (CSO_DIRTY) and no other", () => {
    const { ctx } = open();
    bindPipeline(ctx);
    ctx.drawVbo(drawInfo({ count: 3 }));
    const rebinds: [keyof typeof CSO_DIRTY, () => void][] = [
      ['vs', () => ctx.bindVsState(null)],
      ['fs', () => ctx.bindFsState(null)],
      [
        'rasterizer',
        () => ctx.bindRasterizerState(ctx.createRasterizerState(rasterizerState({ lineWidth: 1.5 }))),
      ],
      ['blend', () => ctx.bindBlendState(ctx.createBlendState(blendState({ dither: true })))],
      ['depthStencilAlpha', () => ctx.bindDepthStencilAlphaState(null)],
      ['vertexElements', () => ctx.bindVertexElementsState(null)],
    ];
    for (const [kind, rebind] of rebinds) {
      ctx.bound.dirty = 0;
      rebind();
      expect(ctx.bound.dirty, kind).toBe(CSO_DIRTY[kind]);
    }
    ctx.destroy();
  });
});

describe("draw_vbo's check of the bound pipeline", () => {
  it('is made once per change that can break it, and every such change is still caught at the next draw', () => {
    const { ctx } = open();
    bindPipeline(ctx);
    const info = drawInfo({ count: 3 });
    ctx.drawVbo(info);
    const unbinds: [SingleBind, RegExp][] = [
      ['bindVsState', /no vertex shader is bound/],
      ['bindRasterizerState', /no rasterizer state is bound/],
      ['bindFsState', /no fragment shader is bound/],
      ['bindBlendState', /no blend state is bound/],
      ['bindDepthStencilAlphaState', /no depth\/stencil\/alpha state is bound/],
      ['bindVertexElementsState', /no vertex elements state is bound/],
    ];
    const kinds = {
      bindVsState: 'vs',
      bindRasterizerState: 'rasterizer',
      bindFsState: 'fs',
      bindBlendState: 'blend',
      bindDepthStencilAlphaState: 'depthStencilAlpha',
      bindVertexElementsState: 'vertexElements',
    } as const;
    for (const [bind, missing] of unbinds) {
      const bound = ctx.bound.cso[kinds[bind]];
      const rebind = ctx[bind] as (cso: unknown) => void;
      rebind.call(ctx, null);
      expect(() => ctx.drawVbo(info), `${bind}(null) after a validated draw`).toThrow(missing);
      rebind.call(ctx, bound);
      ctx.drawVbo(info);
    }
    // Binding other states keeps a complete pipeline complete; the draw's own fields are checked each time.
    ctx.bindBlendState(ctx.createBlendState(blendState({ dither: true })));
    ctx.drawVbo(info);
    expect(() => ctx.drawVbo({ ...info, mode: 99 as never })).toThrow(/mode/);
    expect(() => ctx.drawVbo({ ...info, indexed: true })).toThrow(/index buffer/);
    // "rasterizer_discard": without a fragment shader only a discarding rasterizer can draw.
    const fs = ctx.bound.cso.fs as PipeShaderCso<'fs'> | null;
    ctx.bindRasterizerState(ctx.createRasterizerState(rasterizerState({ rasterizerDiscard: true })));
    ctx.bindFsState(null);
    ctx.drawVbo(info);
    ctx.bindRasterizerState(ctx.createRasterizerState(rasterizerState()));
    expect(() => ctx.drawVbo(info)).toThrow(/no fragment shader is bound/);
    ctx.bindFsState(fs);
    ctx.drawVbo(info);
    ctx.destroy();
  });
});

type SingleBind =
  | 'bindVsState'
  | 'bindRasterizerState'
  | 'bindFsState'
  | 'bindBlendState'
  | 'bindDepthStencilAlphaState'
  | 'bindVertexElementsState';

describe('data access, queries, fences and resets', () => {
  it('beforeDataAccess comes before every data operation (not UNSYNCHRONIZED ones), naming reads and writes', () => {
    const { screen, ctx } = open();
    const a = screen.resourceCreate(bufferTemplate(64, 0));
    const b = screen.resourceCreate(bufferTemplate(64, 0));
    const [ia, ib] = [a.id, b.id];
    ctx.log.length = 0;
    ctx.bufferSubdata(a, PipeTransfer.WRITE, 0, new Uint8Array(4));
    ctx.bufferSubdata(a, PipeTransfer.WRITE | PipeTransfer.UNSYNCHRONIZED, 0, new Uint8Array(4));
    ctx.transferUnmap(ctx.transferMap(a, 0, PipeTransfer.READ, makeBox(0, 0, 0, 4, 1, 1))!.transfer);
    ctx.transferUnmap(ctx.transferMap(a, 0, PipeTransfer.WRITE, makeBox(0, 0, 0, 4, 1, 1))!.transfer);
    ctx.resourceCopyRegion(b, 0, 0, 0, 0, a, 0, makeBox(0, 0, 0, 8, 1, 1));
    ctx.clearBuffer(b, 0, 8, new Uint8Array([1]));
    expect(ctx.log).toEqual([
      `access ${ia} write`,
      `access ${ia} read`,
      `access ${ia} write`,
      `access ${ia} read`,
      `access ${ib} write`,
      `access ${ib} write`,
    ]);
    ctx.destroy();
    screen.resourceDestroy(a);
    screen.resourceDestroy(b);
  });

  it('a result the driver learns later: get_query_result(wait = false) is null, wait = true submits the work', () => {
    const { screen, ctx } = open();
    const q = ctx.createQuery(PipeQuery.OCCLUSION_COUNTER, 0);
    ctx.beginQuery(q);
    ctx.endQuery(q);
    expect(ctx.log.slice(-2)).toEqual(['begin active=true', 'end active=false']);
    expect(ctx.activeQueries.size).toBe(0);
    expect(ctx.getQueryResult(q, false)).toBeNull();
    const buffer = screen.resourceCreate(bufferTemplate(16, PipeBind.QUERY_BUFFER));
    ctx.getQueryResultResource(q, false, 'u32', -1, buffer, 0);
    ctx.getQueryResultResource(q, false, 'u32', 0, buffer, 4);
    expect(ctx.getQueryResult(q, true)).toEqual<PipeQueryResult>({ kind: 'u64', value: 42n });
    ctx.getQueryResultResource(q, true, 'u32', -1, buffer, 8);
    ctx.getQueryResultResource(q, true, 'u32', 0, buffer, 12);
    const map = ctx.transferMap(buffer, 0, PipeTransfer.READ, makeBox(0, 0, 0, 16, 1, 1))!;
    expect(Array.from(new Uint32Array(map.data.slice().buffer))).toEqual([0, 0, 1, 42]);
    ctx.transferUnmap(map.transfer);
    ctx.destroy();
    screen.resourceDestroy(buffer);
  });

  it("fences signalled later by the driver: fence_finish asks the screen's waitFence", () => {
    const { screen, ctx } = open();
    ctx.signalLater = true;
    const fence = ctx.flush(0);
    expect(screen.fenceFinish(null, fence, 0n)).toBe(false);
    screen.syncDone = true;
    expect(screen.fenceFinish(null, fence, 0n)).toBe(true);
    const deferred = ctx.flush(PipeFlush.DEFERRED);
    expect(ctx.log.filter((l) => l.startsWith('flush')).length).toBe(1);
    expect(screen.fenceFinish(ctx, deferred, 0n)).toBe(true);
    expect(ctx.log.filter((l) => l.startsWith('flush')).length).toBe(2);
    ctx.destroy();
  });

  it('a device reset reported by the driver: callback, single status, later calls refused with PipeError', () => {
    const { ctx } = open();
    const statuses: number[] = [];
    ctx.setDeviceResetCallback({ reset: (status) => statuses.push(status) });
    expect(ctx.getDeviceResetStatus()).toBe(PipeResetStatus.NO_RESET);
    ctx.reset(PipeResetStatus.GUILTY_CONTEXT_RESET);
    expect(statuses).toEqual([PipeResetStatus.GUILTY_CONTEXT_RESET]);
    expect(ctx.getDeviceResetStatus()).toBe(PipeResetStatus.GUILTY_CONTEXT_RESET);
    expect(() => ctx.createBlendState(blendState())).toThrow(
      'createBlendState: the device was reset (GUILTY_CONTEXT_RESET); create a new context',
    );
    expect(() => ctx.setFramebufferState(colorFramebuffer(null, 1, 1))).toThrow(PipeError);
    ctx.destroy();
  });
});
