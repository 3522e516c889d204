// The TypeScript twin of reference/arb-scenes/arb-helpers.c for the ARB scene drawings (vertex.ts,
// fragment.ts, mixed.ts): loading a program file as a user loads a program string, the program enables, and the cells the scenes are cut
// into (a cols × rows grid over the window in normalized device coordinates, cell (0, 0) bottom left).
import { glBindProgramARB, glGenProgramsARB, glProgramStringARB } from '../../src/api/arb-programs.js';
import * as gl from '../../src/index.js';
import { arbProgramText } from './scenes.js';

/** Generates a program name, binds it to `target` and loads programs/<file>; throws where it does not load. */
export function loadProgram(target: number, file: string): number {
  const text = arbProgramText(file);
  const name = new Uint32Array(1);
  glGenProgramsARB(1, name);
  glBindProgramARB(target, name[0]!);
  glProgramStringARB(target, gl.GL_PROGRAM_FORMAT_ASCII_ARB, text.length, text);
  const error = gl.glGetError();
  if (error !== gl.GL_NO_ERROR) throw new Error(`${file} does not load: GL error ${error}`);
  return name[0]!;
}

/** glEnable / glDisable of one of the four program capabilities, as the C twin's helper. */
export function programEnable(cap: number, on: boolean): void {
  if (on) gl.glEnable(cap);
  else gl.glDisable(cap);
}

/** The one-hot vector selecting component i (0 to 3), or zeros for any other i. */
export function oneHot(i: number): Float32Array {
  return Float32Array.from([0, 1, 2, 3], (c) => (c === i ? 1 : 0));
}

/** The corners of cell (col, row) in normalized device coordinates, counter-clockwise from the bottom left. */
export function cellCorners(col: number, row: number, cols: number, rows: number): Float32Array {
  const x0 = -1 + (2 * col) / cols;
  const x1 = -1 + (2 * (col + 1)) / cols;
  const y0 = -1 + (2 * row) / rows;
  const y1 = -1 + (2 * (row + 1)) / rows;
  return Float32Array.of(x0, y0, x1, y0, x1, y1, x0, y1);
}

/** Cell (col, row) as one counter-clockwise GL_QUADS quad of glVertex2f, in the current attributes. */
export function cellRect(col: number, row: number, cols: number, rows: number): void {
  const c = cellCorners(col, row, cols, rows);
  gl.glBegin(gl.GL_QUADS);
  for (let i = 0; i < 4; i++) gl.glVertex2f(c[2 * i]!, c[2 * i + 1]!);
  gl.glEnd();
}

const ST = [0, 0, 1, 0, 1, 1, 0, 1];

/** Cell (col, row) as cellRect draws it, with texture coordinates (s, t, 0, q) of `unit` running 0 to 1 across it. */
export function cellRectCoords(
  col: number,
  row: number,
  cols: number,
  rows: number,
  unit: number,
  q: number,
): void {
  const c = cellCorners(col, row, cols, rows);
  gl.glBegin(gl.GL_QUADS);
  for (let i = 0; i < 4; i++) {
    gl.glMultiTexCoord4f(unit, ST[2 * i]!, ST[2 * i + 1]!, 0, q);
    gl.glVertex2f(c[2 * i]!, c[2 * i + 1]!);
  }
  gl.glEnd();
}
