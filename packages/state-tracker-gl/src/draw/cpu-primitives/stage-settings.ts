// The GL state the CPU primitive path's stages need, read once per draw: user clip planes, line stipple,
// point size and sprite settings, and the polygon stage's facing, culling, modes, colours and offset.
import { formatDescription, PipeFormatChannelType } from '@gallium-ts/gallium-api';
import type { GlContext } from '../../context/gl-context.js';
import {
  GL_BACK,
  GL_CCW,
  GL_FLAT,
  GL_FRONT,
  GL_FRONT_AND_BACK,
  GL_LINE,
  GL_POINT,
  GL_UPPER_LEFT,
} from '../../gl-enums.js';
import { LineStipple } from './line-stipple.js';
import { nativePointSize, pointSize, pointSizePerVertex } from './lowering.js';
import { PolygonMode, type PolygonSettings } from './unfilled.js';
import type { PointSettings } from './wide-point.js';

/** Bit i for each enabled GL_CLIP_PLANEi. */
export function clipPlaneMask(c: GlContext): number {
  let planes = 0;
  c.ff.clipPlanes.forEach((p, i) => {
    if (p.enabled) planes |= 1 << i;
  });
  return planes;
}

/** Line stipple for vertices of `registers` output registers, or null when off. */
export function lineStipple(c: GlContext, registers: number): LineStipple | null {
  const { line } = c.st;
  if (!line.stipple || line.stipplePattern === 0xffff) return null;
  return new LineStipple(line.stipplePattern, line.stippleRepeat, registers);
}

export function pointSettings(c: GlContext): PointSettings {
  const { ff } = c;
  let coordReplace = 0;
  ff.textureUnits.forEach((u, i) => {
    if (u.coordReplace) coordReplace |= 1 << i;
  });
  return {
    size: pointSizePerVertex(c) ? null : pointSize(c),
    maxSize: c.limits.pointSizeRange[1],
    nativeSize: nativePointSize(c),
    sprite: ff.point.sprite,
    coordReplace,
    upperLeft: c.st.pointRaster.spriteCoordOrigin === GL_UPPER_LEFT,
  };
}

const POLYGON_MODES = new Map([
  [GL_LINE, PolygonMode.LINE],
  [GL_POINT, PolygonMode.POINT],
]);

export function polygonSettings(c: GlContext): PolygonSettings {
  const p = c.st.polygon;
  const cull = p.cull ? p.cullFace : 0;
  const finite = (x: number) => (Number.isFinite(x) ? x : 0);
  return {
    frontCcw: p.frontFace === GL_CCW,
    cullFront: cull === GL_FRONT || cull === GL_FRONT_AND_BACK,
    cullBack: cull === GL_BACK || cull === GL_FRONT_AND_BACK,
    modeFront: POLYGON_MODES.get(p.modeFront) ?? PolygonMode.FILL,
    modeBack: POLYGON_MODES.get(p.modeBack) ?? PolygonMode.FILL,
    twoSided: c.ff.lighting && c.ff.lightModel.twoSide,
    flat: c.ff.shadeModel === GL_FLAT,
    offsetEnabled: [p.offsetFill, p.offsetLine, p.offsetPoint],
    offsetFactor: finite(p.offsetFactor),
    offsetUnits: finite(p.offsetUnits),
    resolvable: resolvableDepth(c),
  };
}

/**
 * r of GL 1.5 section 3.5.5 for the window's depth buffer: two steps of its fixed-point depth, or two
 * ulps at 1 of a float one (the values Mesa's draw module and driver-soft use).
 */
function resolvableDepth(c: GlContext): number {
  const zs = c.fb.zs;
  const depth = zs ? formatDescription(zs.format).channels.find((ch) => ch.name === 'Z') : undefined;
  if (!depth) return 0;
  return 2 * (depth.type === PipeFormatChannelType.FLOAT ? 2 ** -23 : 1 / (2 ** depth.size - 1));
}
