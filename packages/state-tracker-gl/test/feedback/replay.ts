// Replays a case of reference/feedback/cases.mjs (as stored in fixtures/mesa-feedback.json: one call a
// line, numbers only) through the state tracker and prints the lines feedback-reference.c prints for
// Mesa: "R mode result values…" for glRenderMode, "E line code" for errors, "I pname value" for
// glGetIntegerv and "P r g b a" for a pixel read back.
import { readFileSync } from 'node:fs';
import * as gl from '../../src/index.js';

export interface MesaFeedbackCase {
  name: string;
  /** How our buffers may differ from Mesa's (see mesa-feedback.test.ts). */
  compare?: ('clipped' | 'lineReset' | 'mesaDiffers')[];
  why?: string;
  calls: string[];
  mesa: string[];
}

export function loadMesaFeedbackCases(): MesaFeedbackCase[] {
  const url = new URL('./fixtures/mesa-feedback.json', import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')).cases;
}

const BUFFER = 4096;
/** A glBitmap of ones (8 bytes a row at most) and glDrawPixels' RGBA float pixels. */
const ONES = new Uint8Array(64).fill(0xff, 0, 8);
const PIXELS = new Float32Array(4 * 64);

type Call = (...args: number[]) => unknown;

/** Runs `calls` on the current context (a fresh one) and returns the printed lines. */
export function replay(calls: readonly string[]): string[] {
  const out: string[] = [];
  const selectBuffer = new Uint32Array(BUFFER);
  const feedbackBuffer = new Float32Array(BUFFER);
  const clientArray = new Float32Array(BUFFER);
  let selectSize = 0;
  let feedbackSize = 0;
  let mode = gl.GL_RENDER;
  let inside = false;
  const leave = (next: number) => {
    const result = gl.glRenderMode(next);
    let n = result < 0 ? (mode === gl.GL_SELECT ? selectSize : feedbackSize) : result;
    if (mode === gl.GL_SELECT && result >= 0) {
      n = 0;
      for (let h = 0; h < result && n < BUFFER; h++) n += 3 + selectBuffer[n]!;
    }
    const values: string[] = [];
    for (let i = 0; i < Math.min(n, BUFFER); i++) {
      if (mode === gl.GL_SELECT) values.push(String(selectBuffer[i]));
      else if (mode === gl.GL_FEEDBACK) values.push(String(feedbackBuffer[i]));
    }
    out.push(['R', next, result, ...values].join(' '));
  };
  const special: Record<string, (a: number[]) => void> = {
    glRenderMode: (a) => leave(a[0]!),
    glSelectBuffer: (a) => {
      selectSize = a[0]!;
      gl.glSelectBuffer(a[0]!, selectBuffer);
    },
    glFeedbackBuffer: (a) => {
      feedbackSize = a[0]!;
      gl.glFeedbackBuffer(a[0]!, a[1]!, feedbackBuffer);
    },
    glClipPlane: (a) => gl.glClipPlane(a[0]!, a.slice(1, 5)),
    glLightfv: (a) => gl.glLightfv(a[0]!, a[1]!, a.slice(2, 6)),
    glMaterialfv: (a) => gl.glMaterialfv(a[0]!, a[1]!, a.slice(2, 6)),
    glBitmap: (a) => gl.glBitmap(a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, a[5]!, ONES),
    glDrawPixels: (a) => gl.glDrawPixels(a[0]!, a[1]!, gl.GL_RGBA, gl.GL_FLOAT, PIXELS),
    array: (a) => clientArray.set(a),
    glVertexPointer: (a) => gl.glVertexPointer(a[0]!, gl.GL_FLOAT, a[1]!, clientArray.subarray(a[2]!)),
    glColorPointer: (a) => gl.glColorPointer(a[0]!, gl.GL_FLOAT, a[1]!, clientArray.subarray(a[2]!)),
    glDrawElements: (a) => gl.glDrawElements(a[0]!, a[1]!, gl.GL_UNSIGNED_INT, Uint32Array.from(a.slice(2))),
    glGetIntegerv: (a) => {
      const v = new Int32Array(4);
      gl.glGetIntegerv(a[0]!, v);
      out.push(`I ${a[0]} ${v[0]}`);
    },
    readPixel: (a) => {
      const p = new Uint8Array(4);
      gl.glReadPixels(a[0]!, a[1]!, 1, 1, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, p);
      out.push(`P ${p.join(' ')}`);
    },
  };
  calls.forEach((line, index) => {
    const [name, ...words] = line.trim().split(/\s+/);
    const args = words.map(Number);
    const own = special[name!];
    if (own) own(args);
    else {
      const call = (gl as unknown as Record<string, Call | undefined>)[name!];
      if (!call) throw new Error(`replay: unknown call ${name}`);
      call(...args);
    }
    if (name === 'glBegin') inside = true;
    if (name === 'glEnd') inside = false;
    const error = inside ? gl.GL_NO_ERROR : gl.glGetError();
    if (error !== gl.GL_NO_ERROR) out.push(`E ${index} ${error}`);
    if (!inside) {
      const m = new Int32Array(1);
      gl.glGetIntegerv(gl.GL_RENDER_MODE, m);
      mode = m[0]!;
    }
  });
  return out;
}
