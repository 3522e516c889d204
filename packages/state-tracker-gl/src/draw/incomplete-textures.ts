// What a fragment program samples on a unit whose texture for the instruction's target is incomplete
// (no image, a missing level, a cube with unequal faces, …): as in Mesa, a 1×1 texture of that target
// whose every texel is (0, 0, 0, 1), made on first use per target and kept for the context. Fixed-function
// texturing never samples these: an incomplete texture disables its unit there (GL 1.5 section 3.8.10).
import {
  makeBox,
  PipeBind,
  PipeFormat,
  type PipeResource,
  type PipeSamplerState,
  type PipeSamplerView,
  PipeTexWrap,
  PipeTransfer,
  resourceTemplate,
  samplerState,
  samplerViewTemplate,
} from '@gallium-ts/gallium-api';
import type { GlContext } from '../context/gl-context.js';
import { GL_TEXTURE_CUBE_MAP } from '../gl-enums.js';
import { PIPE_TARGETS } from '../objects/texture-storage.js';

/** One texel (0, 0, 0, 1) per layer: six for a cube map. */
const BLACK = new Uint8Array([
  0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255,
]);

export class IncompleteTextures {
  private readonly resources = new Map<number, PipeResource>();
  private readonly views = new Map<number, PipeSamplerView>();
  /** Nearest, clamped: every lookup reads the one texel. */
  readonly sampler: PipeSamplerState = samplerState({
    wrapS: PipeTexWrap.CLAMP_TO_EDGE,
    wrapT: PipeTexWrap.CLAMP_TO_EDGE,
    wrapR: PipeTexWrap.CLAMP_TO_EDGE,
  });

  constructor(private readonly c: GlContext) {}

  /** The sampler view of the (0, 0, 0, 1) texture of GL target `target`. */
  view(target: number): PipeSamplerView {
    let view = this.views.get(target);
    if (view === undefined) {
      const { c } = this;
      const layers = target === GL_TEXTURE_CUBE_MAP ? 6 : 1;
      const resource = c.screen.resourceCreate(
        resourceTemplate({
          target: PIPE_TARGETS.get(target)!,
          format: PipeFormat.R8G8B8A8_UNORM,
          width0: 1,
          height0: 1,
          arraySize: layers,
          bind: PipeBind.SAMPLER_VIEW,
        }),
      );
      c.pipe.textureSubdata(resource, 0, PipeTransfer.WRITE, makeBox(0, 0, 0, 1, 1, layers), BLACK, 4, 4);
      view = c.pipe.createSamplerView(resource, samplerViewTemplate(resource));
      this.resources.set(target, resource);
      this.views.set(target, view);
    }
    return view;
  }

  destroy(): void {
    for (const view of this.views.values()) this.c.pipe.samplerViewDestroy(view);
    for (const resource of this.resources.values()) this.c.screen.resourceDestroy(resource);
    this.views.clear();
    this.resources.clear();
  }
}
