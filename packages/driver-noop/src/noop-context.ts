// NoopContext: a PipeContext that validates every call exactly as a real driver does and draws nothing.
// It is gallium-api's validating BaseContext with every driver hook answered by doing nothing: resources
// keep their bytes (transfers, subdata, copies, buffer and texture clears work through the CPU storage
// layer), draws, clears of surfaces, blits, compute grids and mipmap generation leave them untouched,
// queries report what drawing nothing measures (real time for the timer queries), and `counters` counts
// the calls of every method.
import type { PipeBlitInfo, PipeDrawInfo, PipeGridInfo } from '@gallium-ts/gallium-api';
import {
  BaseContext,
  type BaseQuery,
  type BaseResource,
  type BaseSurface,
  nothingDrawnResult,
  nowNs,
} from '@gallium-ts/gallium-api/util';
import type { NoopScreen } from './noop-screen.js';

export class NoopContext extends BaseContext {
  declare readonly screen: NoopScreen;

  /** Draws are done when drawNow returns: every draw is checked into one reused private copy. */
  protected override readonly keepsDrawInfo = false;

  protected override drawNow(_info: PipeDrawInfo): void {}
  protected override clearNow(
    _buffers: number,
    _color: readonly number[],
    _depth: number,
    _stencil: number,
  ): void {}
  protected override clearRenderTargetNow(
    _dst: BaseSurface,
    _color: readonly number[],
    _x: number,
    _y: number,
    _w: number,
    _h: number,
  ): void {}
  protected override clearDepthStencilNow(
    _dst: BaseSurface,
    _flags: number,
    _depth: number,
    _stencil: number,
    _x: number,
    _y: number,
    _w: number,
    _h: number,
  ): void {}
  protected override blitNow(_info: PipeBlitInfo): void {}
  protected override launchGridNow(_info: PipeGridInfo): void {}
  /** Leaves the levels as they are and reports success (nothing is generated). */
  protected override generateMipmapNow(
    _resource: BaseResource,
    _format: number,
    _base: number,
    _last: number,
    _first: number,
    _lastLayer: number,
  ): boolean {
    return true;
  }
  protected override beginQueryNow(_q: BaseQuery): void {}
  protected override endQueryNow(q: BaseQuery): void {
    q.result = nothingDrawnResult(q.type, q.beginTime, nowNs());
  }
}
