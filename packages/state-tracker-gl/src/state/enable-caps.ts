// Every capability glEnable/glDisable/glIsEnabled accept, as data: how to read and write it and which
// derived pipe state it invalidates. glPushAttrib(GL_ENABLE_BIT) saves exactly these.
import { ARB_ENABLE_CAPS, ARB_ENABLE_DIRTY } from '../arb-gl/enables.js';
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { EVALUATOR_CAPS } from '../eval/eval-tables.js';
import {
  GL_ALPHA_TEST,
  GL_BLEND,
  GL_CLIP_PLANE0,
  GL_COLOR_LOGIC_OP,
  GL_COLOR_MATERIAL,
  GL_COLOR_SUM,
  GL_CULL_FACE,
  GL_DEPTH_TEST,
  GL_DITHER,
  GL_FOG,
  GL_LIGHT0,
  GL_LIGHTING,
  GL_LINE_SMOOTH,
  GL_LINE_STIPPLE,
  GL_MULTISAMPLE,
  GL_NORMALIZE,
  GL_POINT_SMOOTH,
  GL_POINT_SPRITE,
  GL_POLYGON_OFFSET_FILL,
  GL_POLYGON_OFFSET_LINE,
  GL_POLYGON_OFFSET_POINT,
  GL_POLYGON_SMOOTH,
  GL_POLYGON_STIPPLE,
  GL_RESCALE_NORMAL,
  GL_SAMPLE_ALPHA_TO_COVERAGE,
  GL_SAMPLE_ALPHA_TO_ONE,
  GL_SAMPLE_COVERAGE,
  GL_SCISSOR_TEST,
  GL_STENCIL_TEST,
  GL_TEXTURE_GEN_Q,
  GL_TEXTURE_GEN_R,
  GL_TEXTURE_GEN_S,
  GL_TEXTURE_GEN_T,
} from '../gl-enums.js';
import { TEXTURE_TARGETS } from '../objects/texture-objects.js';

export interface EnableCap {
  get(c: GlContext): boolean;
  set(c: GlContext, on: boolean): void;
  dirty: number;
}

const caps = new Map<number, EnableCap>();

function add(
  cap: number,
  dirty: number,
  get: (c: GlContext) => boolean,
  set: (c: GlContext, on: boolean) => void,
): void {
  caps.set(cap, { get, set, dirty });
}

add(
  GL_ALPHA_TEST,
  Dirty.DEPTH_STENCIL_ALPHA,
  (c) => c.st.color.alphaTest,
  (c, on) => {
    c.st.color.alphaTest = on;
  },
);
add(
  GL_DEPTH_TEST,
  Dirty.DEPTH_STENCIL_ALPHA,
  (c) => c.st.depth.test,
  (c, on) => {
    c.st.depth.test = on;
  },
);
add(
  GL_STENCIL_TEST,
  Dirty.DEPTH_STENCIL_ALPHA,
  (c) => c.st.stencil.test,
  (c, on) => {
    c.st.stencil.test = on;
  },
);
add(
  GL_BLEND,
  Dirty.BLEND,
  (c) => c.st.color.blend,
  (c, on) => {
    c.st.color.blend = on;
  },
);
add(
  GL_COLOR_LOGIC_OP,
  Dirty.BLEND,
  (c) => c.st.color.logicOp,
  (c, on) => {
    c.st.color.logicOp = on;
  },
);
add(
  GL_DITHER,
  Dirty.BLEND,
  (c) => c.st.color.dither,
  (c, on) => {
    c.st.color.dither = on;
  },
);
add(
  GL_CULL_FACE,
  Dirty.RASTERIZER,
  (c) => c.st.polygon.cull,
  (c, on) => {
    c.st.polygon.cull = on;
  },
);
add(
  GL_SCISSOR_TEST,
  Dirty.RASTERIZER | Dirty.SCISSOR,
  (c) => c.st.scissor.enabled,
  (c, on) => {
    c.st.scissor.enabled = on;
  },
);
add(
  GL_POLYGON_STIPPLE,
  Dirty.RASTERIZER,
  (c) => c.st.polygon.stipple,
  (c, on) => {
    c.st.polygon.stipple = on;
  },
);
add(
  GL_POLYGON_SMOOTH,
  Dirty.RASTERIZER,
  (c) => c.st.polygon.smooth,
  (c, on) => {
    c.st.polygon.smooth = on;
  },
);
add(
  GL_POLYGON_OFFSET_FILL,
  Dirty.RASTERIZER,
  (c) => c.st.polygon.offsetFill,
  (c, on) => {
    c.st.polygon.offsetFill = on;
  },
);
add(
  GL_POLYGON_OFFSET_LINE,
  Dirty.RASTERIZER,
  (c) => c.st.polygon.offsetLine,
  (c, on) => {
    c.st.polygon.offsetLine = on;
  },
);
add(
  GL_POLYGON_OFFSET_POINT,
  Dirty.RASTERIZER,
  (c) => c.st.polygon.offsetPoint,
  (c, on) => {
    c.st.polygon.offsetPoint = on;
  },
);
add(
  GL_LINE_STIPPLE,
  Dirty.RASTERIZER,
  (c) => c.st.line.stipple,
  (c, on) => {
    c.st.line.stipple = on;
  },
);
add(
  GL_LINE_SMOOTH,
  Dirty.RASTERIZER,
  (c) => c.st.line.smooth,
  (c, on) => {
    c.st.line.smooth = on;
  },
);
add(
  GL_POINT_SMOOTH,
  Dirty.RASTERIZER,
  (c) => c.st.pointRaster.smooth,
  (c, on) => {
    c.st.pointRaster.smooth = on;
  },
);
add(
  GL_POINT_SPRITE,
  Dirty.RASTERIZER | Dirty.PROGRAM,
  (c) => c.ff.point.sprite,
  (c, on) => {
    c.ff.point.sprite = on;
  },
);
add(
  GL_LIGHTING,
  Dirty.PROGRAM | Dirty.RASTERIZER,
  (c) => c.ff.lighting,
  (c, on) => {
    c.ff.lighting = on;
  },
);
add(
  GL_NORMALIZE,
  Dirty.PROGRAM,
  (c) => c.ff.normalize,
  (c, on) => {
    c.ff.normalize = on;
  },
);
add(
  GL_RESCALE_NORMAL,
  Dirty.PROGRAM,
  (c) => c.ff.rescaleNormal,
  (c, on) => {
    c.ff.rescaleNormal = on;
  },
);
add(
  GL_COLOR_MATERIAL,
  Dirty.PROGRAM,
  (c) => c.ff.colorMaterial.enabled,
  (c, on) => {
    c.ff.colorMaterial.enabled = on;
  },
);
add(
  GL_FOG,
  Dirty.PROGRAM,
  (c) => c.ff.fog.enabled,
  (c, on) => {
    c.ff.fog.enabled = on;
  },
);
add(
  GL_COLOR_SUM,
  Dirty.PROGRAM,
  (c) => c.ff.colorSum,
  (c, on) => {
    c.ff.colorSum = on;
  },
);
add(
  GL_MULTISAMPLE,
  0,
  (c) => c.st.multisample.multisample,
  (c, on) => {
    c.st.multisample.multisample = on;
  },
);
add(
  GL_SAMPLE_ALPHA_TO_COVERAGE,
  0,
  (c) => c.st.multisample.alphaToCoverage,
  (c, on) => {
    c.st.multisample.alphaToCoverage = on;
  },
);
add(
  GL_SAMPLE_ALPHA_TO_ONE,
  0,
  (c) => c.st.multisample.alphaToOne,
  (c, on) => {
    c.st.multisample.alphaToOne = on;
  },
);
add(
  GL_SAMPLE_COVERAGE,
  0,
  (c) => c.st.multisample.sampleCoverage,
  (c, on) => {
    c.st.multisample.sampleCoverage = on;
  },
);
for (let i = 0; i < 8; i++) {
  add(
    GL_LIGHT0 + i,
    Dirty.PROGRAM,
    (c) => c.ff.lights[i]!.enabled,
    (c, on) => {
      c.ff.lights[i]!.enabled = on;
    },
  );
  add(
    GL_CLIP_PLANE0 + i,
    Dirty.PROGRAM | Dirty.RASTERIZER,
    (c) => c.ff.clipPlanes[i]?.enabled ?? false,
    (c, on) => {
      c.ff.clipPlanes[i]!.enabled = on;
    },
  );
}
for (const target of TEXTURE_TARGETS) {
  add(
    target,
    Dirty.TEXTURES,
    (c) => c.textures.units[c.activeTexture]?.enabled.get(target) ?? false,
    (c, on) => {
      c.textures.units[c.activeTexture]!.enabled.set(target, on);
    },
  );
}
[GL_TEXTURE_GEN_S, GL_TEXTURE_GEN_T, GL_TEXTURE_GEN_R, GL_TEXTURE_GEN_Q].forEach((cap, coord) => {
  add(
    cap,
    Dirty.PROGRAM,
    (c) => c.ff.textureUnits[c.activeTexture]?.texGen[coord]?.enabled ?? false,
    (c, on) => {
      c.ff.textureUnits[c.activeTexture]!.texGen[coord]!.enabled = on;
    },
  );
});
// The evaluator maps and GL_AUTO_NORMAL (src/eval).
for (const [cap, entry] of EVALUATOR_CAPS) caps.set(cap, entry);
// GL_VERTEX_PROGRAM_ARB, GL_FRAGMENT_PROGRAM_ARB and the two vertex program modes (src/arb-gl).
for (const [cap, get, set] of ARB_ENABLE_CAPS) add(cap, ARB_ENABLE_DIRTY, get, set);

/**
 * The capabilities by value, in pages of 256 (`pages[cap >> 8][cap & 255]`): glEnable/glDisable look a
 * capability up on every call, and two array loads are cheaper than hashing the value into the Map.
 */
const PAGE_COUNT = (Math.max(...caps.keys()) >> 8) + 1;
const pages = new Array<(EnableCap | undefined)[] | undefined>(PAGE_COUNT).fill(undefined);
for (const [cap, entry] of caps) {
  let page = pages[cap >> 8];
  if (page === undefined) {
    page = new Array<EnableCap | undefined>(256).fill(undefined);
    pages[cap >> 8] = page;
  }
  page[cap & 255] = entry;
}

/** The capability `cap` names for this context, or undefined (clip planes and lights past its limits are none). */
export function enableCap(c: GlContext, cap: number): EnableCap | undefined {
  // Only integers 0..: anything else (fractions, NaN, strings from untyped callers) names none.
  if (typeof cap !== 'number' || !(cap >= 0 && cap < PAGE_COUNT * 256) || (cap | 0) !== cap) return undefined;
  const page = pages[cap >> 8];
  const entry = page === undefined ? undefined : page[cap & 255];
  if (entry === undefined) return undefined;
  if (cap >= GL_CLIP_PLANE0 && cap < GL_CLIP_PLANE0 + 8 && cap - GL_CLIP_PLANE0 >= c.limits.clipPlanes)
    return undefined;
  if (cap === GL_POINT_SPRITE && !c.limits.pointSprite) return undefined;
  return entry;
}

/** Every capability, in a fixed order. */
export const ENABLE_CAPS: readonly number[] = [...caps.keys()];
