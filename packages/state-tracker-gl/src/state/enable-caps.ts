// Every capability glEnable/glDisable/glIsEnabled accept, as data: how to read and write it and which
// derived pipe state it invalidates. glPushAttrib(GL_ENABLE_BIT) saves exactly these.
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import * as G from '../gl-enums.js';
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
  G.GL_ALPHA_TEST,
  Dirty.DEPTH_STENCIL_ALPHA,
  (c) => c.st.color.alphaTest,
  (c, on) => {
    c.st.color.alphaTest = on;
  },
);
add(
  G.GL_DEPTH_TEST,
  Dirty.DEPTH_STENCIL_ALPHA,
  (c) => c.st.depth.test,
  (c, on) => {
    c.st.depth.test = on;
  },
);
add(
  G.GL_STENCIL_TEST,
  Dirty.DEPTH_STENCIL_ALPHA,
  (c) => c.st.stencil.test,
  (c, on) => {
    c.st.stencil.test = on;
  },
);
add(
  G.GL_BLEND,
  Dirty.BLEND,
  (c) => c.st.color.blend,
  (c, on) => {
    c.st.color.blend = on;
  },
);
add(
  G.GL_COLOR_LOGIC_OP,
  Dirty.BLEND,
  (c) => c.st.color.logicOp,
  (c, on) => {
    c.st.color.logicOp = on;
  },
);
add(
  G.GL_DITHER,
  Dirty.BLEND,
  (c) => c.st.color.dither,
  (c, on) => {
    c.st.color.dither = on;
  },
);
add(
  G.GL_CULL_FACE,
  Dirty.RASTERIZER,
  (c) => c.st.polygon.cull,
  (c, on) => {
    c.st.polygon.cull = on;
  },
);
add(
  G.GL_SCISSOR_TEST,
  Dirty.RASTERIZER | Dirty.SCISSOR,
  (c) => c.st.scissor.enabled,
  (c, on) => {
    c.st.scissor.enabled = on;
  },
);
add(
  G.GL_POLYGON_STIPPLE,
  Dirty.RASTERIZER,
  (c) => c.st.polygon.stipple,
  (c, on) => {
    c.st.polygon.stipple = on;
  },
);
add(
  G.GL_POLYGON_SMOOTH,
  Dirty.RASTERIZER,
  (c) => c.st.polygon.smooth,
  (c, on) => {
    c.st.polygon.smooth = on;
  },
);
add(
  G.GL_POLYGON_OFFSET_FILL,
  Dirty.RASTERIZER,
  (c) => c.st.polygon.offsetFill,
  (c, on) => {
    c.st.polygon.offsetFill = on;
  },
);
add(
  G.GL_POLYGON_OFFSET_LINE,
  Dirty.RASTERIZER,
  (c) => c.st.polygon.offsetLine,
  (c, on) => {
    c.st.polygon.offsetLine = on;
  },
);
add(
  G.GL_POLYGON_OFFSET_POINT,
  Dirty.RASTERIZER,
  (c) => c.st.polygon.offsetPoint,
  (c, on) => {
    c.st.polygon.offsetPoint = on;
  },
);
add(
  G.GL_LINE_STIPPLE,
  Dirty.RASTERIZER,
  (c) => c.st.line.stipple,
  (c, on) => {
    c.st.line.stipple = on;
  },
);
add(
  G.GL_LINE_SMOOTH,
  Dirty.RASTERIZER,
  (c) => c.st.line.smooth,
  (c, on) => {
    c.st.line.smooth = on;
  },
);
add(
  G.GL_POINT_SMOOTH,
  Dirty.RASTERIZER,
  (c) => c.st.pointRaster.smooth,
  (c, on) => {
    c.st.pointRaster.smooth = on;
  },
);
add(
  G.GL_POINT_SPRITE,
  Dirty.RASTERIZER | Dirty.PROGRAM,
  (c) => c.ff.point.sprite,
  (c, on) => {
    c.ff.point.sprite = on;
  },
);
add(
  G.GL_LIGHTING,
  Dirty.PROGRAM | Dirty.RASTERIZER,
  (c) => c.ff.lighting,
  (c, on) => {
    c.ff.lighting = on;
  },
);
add(
  G.GL_NORMALIZE,
  Dirty.PROGRAM,
  (c) => c.ff.normalize,
  (c, on) => {
    c.ff.normalize = on;
  },
);
add(
  G.GL_RESCALE_NORMAL,
  Dirty.PROGRAM,
  (c) => c.ff.rescaleNormal,
  (c, on) => {
    c.ff.rescaleNormal = on;
  },
);
add(
  G.GL_COLOR_MATERIAL,
  Dirty.PROGRAM,
  (c) => c.ff.colorMaterial.enabled,
  (c, on) => {
    c.ff.colorMaterial.enabled = on;
  },
);
add(
  G.GL_FOG,
  Dirty.PROGRAM,
  (c) => c.ff.fog.enabled,
  (c, on) => {
    c.ff.fog.enabled = on;
  },
);
add(
  G.GL_COLOR_SUM,
  Dirty.PROGRAM,
  (c) => c.ff.colorSum,
  (c, on) => {
    c.ff.colorSum = on;
  },
);
add(
  G.GL_MULTISAMPLE,
  0,
  (c) => c.st.multisample.multisample,
  (c, on) => {
    c.st.multisample.multisample = on;
  },
);
add(
  G.GL_SAMPLE_ALPHA_TO_COVERAGE,
  0,
  (c) => c.st.multisample.alphaToCoverage,
  (c, on) => {
    c.st.multisample.alphaToCoverage = on;
  },
);
add(
  G.GL_SAMPLE_ALPHA_TO_ONE,
  0,
  (c) => c.st.multisample.alphaToOne,
  (c, on) => {
    c.st.multisample.alphaToOne = on;
  },
);
add(
  G.GL_SAMPLE_COVERAGE,
  0,
  (c) => c.st.multisample.sampleCoverage,
  (c, on) => {
    c.st.multisample.sampleCoverage = on;
  },
);
for (let i = 0; i < 8; i++) {
  add(
    G.GL_LIGHT0 + i,
    Dirty.PROGRAM,
    (c) => c.ff.lights[i]!.enabled,
    (c, on) => {
      c.ff.lights[i]!.enabled = on;
    },
  );
  add(
    G.GL_CLIP_PLANE0 + i,
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
[G.GL_TEXTURE_GEN_S, G.GL_TEXTURE_GEN_T, G.GL_TEXTURE_GEN_R, G.GL_TEXTURE_GEN_Q].forEach((cap, coord) => {
  add(
    cap,
    Dirty.PROGRAM,
    (c) => c.ff.textureUnits[c.activeTexture]?.texGen[coord]?.enabled ?? false,
    (c, on) => {
      c.ff.textureUnits[c.activeTexture]!.texGen[coord]!.enabled = on;
    },
  );
});

/** The capability `cap` names for this context, or undefined (clip planes and lights past its limits are none). */
export function enableCap(c: GlContext, cap: number): EnableCap | undefined {
  if (cap >= G.GL_CLIP_PLANE0 && cap < G.GL_CLIP_PLANE0 + 8 && cap - G.GL_CLIP_PLANE0 >= c.limits.clipPlanes)
    return undefined;
  if (cap === G.GL_POINT_SPRITE && !c.limits.pointSprite) return undefined;
  return caps.get(cap);
}

/** Every capability, in a fixed order. */
export const ENABLE_CAPS: readonly number[] = [...caps.keys()];
