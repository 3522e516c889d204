// Pixel rectangles (glDrawPixels, glBitmap, glCopyPixels) drawn through the fixed-function pipeline as
// window-aligned quads, one per run of equal pixels in a row, each covering the window rectangle its
// pixels' zoomed squares cover (GL 1.5, 3.6.4 and 3.7). For the duration of the draw the context shows
// the quads in window coordinates: identity modelview, an orthographic projection of the window, no
// lighting, texgen, user clip planes, culling, polygon modes, offset or stipple, and no ARB vertex
// program (it ran for the raster position; a fragment program still shades these fragments, as
// ARB_fragment_program says of every fragment); texture coordinates, secondary colour and fog distance
// are the raster position's, as GL gives them to these fragments.
import { Dirty } from '../context/dirty.js';
import type { GlContext } from '../context/gl-context.js';
import { Attrib } from '../draw/program-source.js';
import { GL_FILL, GL_FOG_COORD, GL_QUADS } from '../gl-enums.js';
import { ortho } from '../math/mat4.js';
import { allAttribs, attribOffset } from '../vertex/attrib-layout.js';

/** Pixel (i, j) of the rectangle: its colour (RGBA) and window depth, or false to leave it out. */
export type PixelSource = (i: number, j: number, rgba: Float32Array) => number | false;

/**
 * The pixels [first, end) of a row (or column) of `count` pixels from window coordinate `origin`, each
 * `zoom` units, whose squares can reach the window's [0, size]: the others would only make fragments the
 * window discards, so the work stays within the window whatever the rectangle's size.
 */
function visiblePixels(origin: number, zoom: number, count: number, size: number): [number, number] {
  // Squares of no area cover no pixel centre.
  if (zoom === 0) return [0, 0];
  const a = (0 - origin) / zoom;
  const b = (size - origin) / zoom;
  const first = Math.max(0, Math.floor(Math.min(a, b)) - 1);
  const end = Math.min(count, Math.ceil(Math.max(a, b)) + 1);
  return Number.isNaN(first) || Number.isNaN(end) ? [0, 0] : [first, end];
}

/**
 * Draws a width × height pixel rectangle whose pixel (0, 0) has its lower left corner at window (x, y),
 * each pixel zoomX × zoomY window units. `source` gives colour and depth per pixel; only the pixels whose
 * squares reach the window are asked for.
 */
export function drawPixelQuads(
  c: GlContext,
  x: number,
  y: number,
  width: number,
  height: number,
  zoomX: number,
  zoomY: number,
  source: PixelSource,
): void {
  if (width <= 0 || height <= 0) return;
  c.flush();
  // Store every attribute in the vertices: texture coordinates, secondary colour and fog distance are the
  // raster position's here. The batch's narrower layout comes back once the quads are drawn.
  const layout = c.batch.layout;
  c.batch.include(allAttribs(c.limits.textureUnits), c.current);
  const restore = enterWindowSpace(c);
  try {
    const vertex = c.current.slice();
    const color = attribOffset(Attrib.COLOR0);
    const rgba = new Float32Array(4);
    const next = new Float32Array(4);
    const batch = c.batch;
    const [firstColumn, endColumn] = visiblePixels(x, zoomX, width, c.fb.width);
    const [firstRow, endRow] = visiblePixels(y, zoomY, height, c.fb.height);
    batch.begin(GL_QUADS);
    for (let j = firstRow; j < endRow; j++) {
      const y0 = y + j * zoomY;
      const y1 = y0 + zoomY;
      let i = firstColumn;
      while (i < endColumn) {
        const z = source(i, j, rgba);
        if (z === false) {
          i++;
          continue;
        }
        // Extend the run while the next pixels have the same colour and depth.
        let end = i + 1;
        while (end < endColumn && source(end, j, next) === z && next.every((v, k) => v === rgba[k])) end++;
        vertex.set(rgba, color);
        const zObj = 1 - 2 * z;
        const x0 = x + i * zoomX;
        const x1 = x + end * zoomX;
        batch.vertex(vertex, x0, y0, zObj, 1);
        batch.vertex(vertex, x1, y0, zObj, 1);
        batch.vertex(vertex, x1, y1, zObj, 1);
        batch.vertex(vertex, x0, y1, zObj, 1);
        i = end;
      }
    }
    batch.end();
    c.flush();
  } finally {
    restore();
    if (c.batch.floats === 0) c.batch.useLayout(layout);
  }
}

/** Switches the context's state to window-space pixel drawing; returns how to switch back. */
function enterWindowSpace(c: GlContext): () => void {
  const ff = c.ff;
  const st = c.st;
  const saved = {
    modelview: ff.modelview.slice(),
    projection: ff.projection.slice(),
    lighting: ff.lighting,
    texGen: ff.textureUnits.map((u) => u.texGen.map((g) => g.enabled)),
    clip: ff.clipPlanes.map((p) => p.enabled),
    fogSource: ff.fog.coordSource,
    edgeFlags: ff.edgeFlags,
    polygon: { ...st.polygon },
    viewport: { ...st.viewport },
    current: c.current.slice(),
    vertexProgram: c.arb.enables.vertexProgram,
  };
  c.arb.enables.vertexProgram = false;
  ff.modelview.set([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
  ff.projection.set(ortho(0, c.fb.width, 0, c.fb.height, -1, 1));
  ff.lighting = false;
  for (const u of ff.textureUnits) for (const g of u.texGen) g.enabled = false;
  for (const p of ff.clipPlanes) p.enabled = false;
  ff.fog.coordSource = GL_FOG_COORD;
  ff.edgeFlags = false;
  Object.assign(st.polygon, {
    cull: false,
    modeFront: GL_FILL,
    modeBack: GL_FILL,
    stipple: false,
    offsetFill: false,
  });
  Object.assign(st.viewport, { x: 0, y: 0, width: c.fb.width, height: c.fb.height, near: 0, far: 1 });
  const r = c.rasterPos;
  c.current.set(r.secondaryColor, attribOffset(Attrib.COLOR1));
  c.current[attribOffset(Attrib.FOG_COORD)] = r.distance;
  r.texCoords.forEach((t, u) => {
    c.current.set(t, attribOffset(Attrib.TEXCOORD0 + u));
  });
  c.currentStale = -1;
  c.dirty |= Dirty.ALL & ~Dirty.FRAMEBUFFER;
  return () => {
    ff.modelview.set(saved.modelview);
    ff.projection.set(saved.projection);
    ff.lighting = saved.lighting;
    saved.texGen.forEach((gens, u) => {
      gens.forEach((on, k) => {
        ff.textureUnits[u]!.texGen[k]!.enabled = on;
      });
    });
    saved.clip.forEach((on, i) => {
      ff.clipPlanes[i]!.enabled = on;
    });
    ff.fog.coordSource = saved.fogSource;
    ff.edgeFlags = saved.edgeFlags;
    Object.assign(st.polygon, saved.polygon);
    Object.assign(st.viewport, saved.viewport);
    c.current.set(saved.current);
    c.arb.enables.vertexProgram = saved.vertexProgram;
    c.currentStale = -1;
    c.dirty |= Dirty.ALL & ~Dirty.FRAMEBUFFER;
  };
}
