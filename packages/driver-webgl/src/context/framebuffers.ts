// Framebuffer objects for sets of surfaces (one layer each), cached by the surfaces they hold and
// deleted when one of them is freed. Depth+stencil surfaces are one DEPTH_STENCIL attachment. Before
// the GPU writes a surface its texture is made complete on the GPU (CPU changes uploaded), and after
// it the level is marked GPU-newer, so transfers read it back.
import type { BaseSurface } from '@gallium-ts/gallium-api/util';
import type { WebglDevice } from '../device.js';
import { attachLevel, type WebglTextureStorage } from '../storage/texture-storage.js';

const ids = new WeakMap<object, number>();
let nextId = 1;
function idOf(o: object): number {
  let id = ids.get(o);
  if (id === undefined) {
    id = nextId++;
    ids.set(o, id);
  }
  return id;
}

/** A surface of one layer: what an attachment holds. */
export interface Attachment {
  readonly surface: BaseSurface;
  readonly layer: number;
}

export function storageOf(surface: BaseSurface): WebglTextureStorage {
  return surface.texture.storage as WebglTextureStorage;
}

/** Attaches layer `layer` of `surface`'s level at `point` of the bound FRAMEBUFFER (null detaches). */
export function attachSurface(gl: WebGL2RenderingContext, point: number, a: Attachment | null): void {
  attachLevel(
    gl,
    gl.FRAMEBUFFER,
    point,
    a ? storageOf(a.surface) : null,
    a?.surface.level ?? 0,
    a?.layer ?? 0,
  );
}

/** The attachment point of a depth/stencil surface. */
export function depthStencilPoint(gl: WebGL2RenderingContext, surface: BaseSurface): number {
  return storageOf(surface).gl.kind === 'depthStencil' ? gl.DEPTH_STENCIL_ATTACHMENT : gl.DEPTH_ATTACHMENT;
}

export class FramebufferCache {
  private readonly fbos = new Map<string, { fbo: WebGLFramebuffer; surfaces: BaseSurface[] }>();

  constructor(private readonly device: WebglDevice) {}

  /** Binds (creating once) the framebuffer holding `colors` (by attachment index) and `zs`. */
  bind(colors: readonly (Attachment | null)[], zs: Attachment | null): void {
    const gl = this.device.gl;
    const key = [...colors, zs].map((a) => (a ? `${idOf(a.surface)}:${a.layer}` : '-')).join(',');
    let entry = this.fbos.get(key);
    if (!entry) {
      const fbo = gl.createFramebuffer()!;
      gl.bindFramebuffer(gl.FRAMEBUFFER, fbo);
      colors.forEach((a, i) => {
        if (a) attachSurface(gl, gl.COLOR_ATTACHMENT0 + i, a);
      });
      if (zs) attachSurface(gl, depthStencilPoint(gl, zs.surface), zs);
      // a new framebuffer draws to [COLOR_ATTACHMENT0]: set the list only when it differs (the npm
      // package `gl` accepts no other list, and has one colour attachment)
      const last = colors.reduce((n, a, i) => (a ? i + 1 : n), 0);
      if (last > 1 || (last === 1 && !colors[0]) || (last === 0 && !this.device.stackgl))
        gl.drawBuffers(
          last === 0
            ? [gl.NONE]
            : Array.from({ length: last }, (_, i) => (colors[i] ? gl.COLOR_ATTACHMENT0 + i : gl.NONE)),
        );
      const surfaces = [...colors, zs].filter((a): a is Attachment => a !== null).map((a) => a.surface);
      entry = { fbo, surfaces };
      this.fbos.set(key, entry);
    } else {
      gl.bindFramebuffer(gl.FRAMEBUFFER, entry.fbo);
    }
  }

  /** Deletes the framebuffers holding `surface` (it was freed). */
  forget(surface: BaseSurface): void {
    for (const [key, entry] of this.fbos) {
      if (entry.surfaces.includes(surface)) {
        if (!this.device.isLost) this.device.gl.deleteFramebuffer(entry.fbo);
        this.fbos.delete(key);
      }
    }
  }

  release(): void {
    if (!this.device.isLost)
      for (const entry of this.fbos.values()) this.device.gl.deleteFramebuffer(entry.fbo);
    this.fbos.clear();
  }
}
