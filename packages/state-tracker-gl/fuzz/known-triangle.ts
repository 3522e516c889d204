// The fuzzer's last property: whatever state a sequence left, the context still works. Through the
// public API only, the state a triangle depends on is put back (open glBegin and glNewList closed, render
// mode, every enable, matrices, viewport, masks, buffers, pixel transfer and pack state), a red triangle
// is drawn over the lower-left half of the window and read back: every pixel away from the diagonal must be
// exactly red or exactly the clear colour, and no GL error may be recorded.
import * as gl from '../src/index.js';
import { ENABLE_CAPS } from '../src/state/enable-caps.js';

export const WINDOW = 16;

const PACK_DEFAULTS: readonly [number, number][] = [
  [gl.GL_PACK_SWAP_BYTES, 0],
  [gl.GL_PACK_LSB_FIRST, 0],
  [gl.GL_PACK_ROW_LENGTH, 0],
  [gl.GL_PACK_IMAGE_HEIGHT, 0],
  [gl.GL_PACK_SKIP_ROWS, 0],
  [gl.GL_PACK_SKIP_PIXELS, 0],
  [gl.GL_PACK_SKIP_IMAGES, 0],
  [gl.GL_PACK_ALIGNMENT, 4],
];

const TRANSFER_DEFAULTS: readonly [number, number][] = [
  [gl.GL_MAP_COLOR, 0],
  [gl.GL_MAP_STENCIL, 0],
  [gl.GL_INDEX_SHIFT, 0],
  [gl.GL_INDEX_OFFSET, 0],
  [gl.GL_RED_SCALE, 1],
  [gl.GL_GREEN_SCALE, 1],
  [gl.GL_BLUE_SCALE, 1],
  [gl.GL_ALPHA_SCALE, 1],
  [gl.GL_DEPTH_SCALE, 1],
  [gl.GL_RED_BIAS, 0],
  [gl.GL_GREEN_BIAS, 0],
  [gl.GL_BLUE_BIAS, 0],
  [gl.GL_ALPHA_BIAS, 0],
  [gl.GL_DEPTH_BIAS, 0],
];

/** Puts back, through GL calls, every piece of state that decides how the known triangle draws. */
function resetDrawingState(): void {
  gl.glEnd();
  gl.glEndList();
  gl.glEndQuery(gl.GL_SAMPLES_PASSED);
  gl.glEndConditionalRender();
  gl.glRenderMode(gl.GL_RENDER);
  const units = new Int32Array(1);
  gl.glGetIntegerv(gl.GL_MAX_TEXTURE_UNITS, units);
  for (let unit = units[0]! - 1; unit >= 0; unit--) {
    gl.glActiveTexture(gl.GL_TEXTURE0 + unit);
    for (const cap of ENABLE_CAPS) gl.glDisable(cap);
    gl.glMatrixMode(gl.GL_TEXTURE);
    gl.glLoadIdentity();
  }
  for (const mode of [gl.GL_PROJECTION, gl.GL_MODELVIEW]) {
    gl.glMatrixMode(mode);
    gl.glLoadIdentity();
  }
  gl.glViewport(0, 0, WINDOW, WINDOW);
  gl.glDepthRange(0, 1);
  gl.glPolygonMode(gl.GL_FRONT_AND_BACK, gl.GL_FILL);
  gl.glShadeModel(gl.GL_SMOOTH);
  gl.glColorMask(true, true, true, true);
  gl.glDrawBuffer(gl.GL_FRONT);
  gl.glReadBuffer(gl.GL_FRONT);
  for (const [pname, value] of PACK_DEFAULTS) gl.glPixelStorei(pname, value);
  for (const [pname, value] of TRANSFER_DEFAULTS) gl.glPixelTransferf(pname, value);
  gl.glClearColor(0, 0, 0, 1);
  gl.glGetError();
}

export interface TriangleCheck {
  ok: boolean;
  /** What was wrong, for the failure report. */
  problem?: string;
}

/**
 * Draws the known triangle and checks it. `drawsPixels` is false on driver-noop, whose pixels stay
 * undefined: there only the absence of GL errors is checked.
 */
export function checkKnownTriangle(drawsPixels: boolean): TriangleCheck {
  resetDrawingState();
  gl.glClear(gl.GL_COLOR_BUFFER_BIT);
  gl.glBegin(gl.GL_TRIANGLES);
  gl.glColor4f(1, 0, 0, 1);
  gl.glVertex2f(-1, -1);
  gl.glVertex2f(1, -1);
  gl.glVertex2f(-1, 1);
  gl.glEnd();
  const pixels = new Uint8Array(WINDOW * WINDOW * 4);
  gl.glReadPixels(0, 0, WINDOW, WINDOW, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, pixels);
  const error = gl.glGetError();
  if (error !== gl.GL_NO_ERROR)
    return { ok: false, problem: `drawing the known triangle recorded GL error 0x${error.toString(16)}` };
  if (!drawsPixels) return { ok: true };
  for (let y = 0; y < WINDOW; y++) {
    for (let x = 0; x < WINDOW; x++) {
      // Pixel centres with x + y + 1 < 15 are inside, > 15 outside; the two diagonals between are the edge's.
      const inside = x + y <= WINDOW - 3;
      const outside = x + y >= WINDOW;
      if (!inside && !outside) continue;
      const at = (y * WINDOW + x) * 4;
      const got = Array.from(pixels.subarray(at, at + 4));
      const want = inside ? [255, 0, 0, 255] : [0, 0, 0, 255];
      if (got.some((v, i) => v !== want[i])) {
        return { ok: false, problem: `known triangle: pixel (${x}, ${y}) is [${got}], expected [${want}]` };
      }
    }
  }
  return { ok: true };
}
