// Runs the fixed-function vertex program over a draw's vertices on the CPU (tgsi's compileTgsi, 64
// lanes at a time) and names the outputs the later stages need: the clip position, colours (front and
// back), texture coordinates, edge flag, point size and clip distances. glRasterPos evaluates its one
// vertex with the same compiled program (../vertex-eval.ts). With two-sided colour lowered into the
// programs (draw/lowering.ts) the back colours are GENERIC[BACK_COLOR_GENERIC + i]; the emitted vertices
// then pass the chosen colours there too, so the fragment program's choice by FACE reads the same.
import {
  compileTgsi,
  type TgsiCompiledShader,
  TgsiFile,
  TgsiSemantic,
  type TgsiShader,
} from '@gallium-ts/tgsi';
import type { GlContext } from '../../context/gl-context.js';
import { BACK_COLOR_GENERIC } from '../../ffp/attribs.js';
import type { FixedFunctionProgram } from '../program-source.js';
import type { VertexInputs } from './vertex-inputs.js';

const LANES = 64;
const compiled = new WeakMap<FixedFunctionProgram, TgsiCompiledShader>();

/** The program's vertex stage compiled for the CPU (once per program). */
export function compiledVertexProgram(program: FixedFunctionProgram): TgsiCompiledShader {
  let exe = compiled.get(program);
  if (!exe) {
    exe = compileTgsi(program.vs as TgsiShader, { maxLanes: LANES });
    compiled.set(program, exe);
  }
  return exe;
}

/** Writes the program's constants for the current state into the compiled program's buffer 0. */
export function bindVertexConstants(
  c: GlContext,
  program: FixedFunctionProgram,
  exe: TgsiCompiledShader,
): void {
  const vs = new Float32Array(4 * Math.max(1, program.vsConstantVec4s));
  const fs = new Float32Array(4 * Math.max(1, program.fsConstantVec4s));
  program.writeConstants(c.ff, vs, fs);
  exe.setConstantBuffer(0, vs);
}

/** One output register the emitted vertices carry to the fragment program. */
export interface PassedOutput {
  register: number;
  semantic: TgsiSemantic;
  index: number;
}

/** Output registers by role (−1 where the program has none). */
export interface OutputLayout {
  /** Output registers per vertex (4 floats each). */
  registers: number;
  position: number;
  /** COLOR0/COLOR1 and BCOLOR0/BCOLOR1. */
  colors: [number, number];
  backColors: [number, number];
  /** GENERIC[u]: texture coordinates of unit u. */
  texCoords: number[];
  edgeFlag: number;
  pointSize: number;
  /** CLIPDIST[0] and CLIPDIST[1]: user clip distances 0–3 and 4–7. */
  clipDistances: [number, number];
  /** What the emitted vertices pass on: every output but position, point size, edge flag, clip distances and back colours. */
  passed: PassedOutput[];
}

const NOT_PASSED: ReadonlySet<number> = new Set([
  TgsiSemantic.POSITION,
  TgsiSemantic.PSIZE,
  TgsiSemantic.EDGEFLAG,
  TgsiSemantic.CLIPDIST,
  TgsiSemantic.BCOLOR,
]);

const layouts = new WeakMap<FixedFunctionProgram, OutputLayout>();

/** The output roles of a program's vertex stage. */
export function outputLayout(program: FixedFunctionProgram): OutputLayout {
  let layout = layouts.get(program);
  if (layout) return layout;
  const exe = compiledVertexProgram(program);
  const find = (semantic: TgsiSemantic, index = 0) => exe.findOutput(semantic, index);
  const colors: [number, number] = [find(TgsiSemantic.COLOR, 0), find(TgsiSemantic.COLOR, 1)];
  const back = (i: number) => {
    const bcolor = find(TgsiSemantic.BCOLOR, i);
    return bcolor >= 0 ? bcolor : find(TgsiSemantic.GENERIC, BACK_COLOR_GENERIC + i);
  };
  const passed: PassedOutput[] = [];
  for (const decl of (program.vs as TgsiShader).declarations) {
    if (decl.file !== TgsiFile.OUTPUT || !decl.semantic || NOT_PASSED.has(decl.semantic.name)) continue;
    for (let r = decl.first; r <= decl.last; r++) {
      const index = decl.semantic.index + r - decl.first;
      // A lowered back colour carries the colour chosen on the CPU (COLOR i after the colour stages).
      const backOf = decl.semantic.name === TgsiSemantic.GENERIC ? index - BACK_COLOR_GENERIC : -1;
      const register = backOf === 0 || backOf === 1 ? colors[backOf]! : r;
      if (register >= 0) passed.push({ register, semantic: decl.semantic.name, index });
    }
  }
  layout = {
    registers: exe.registerCount(TgsiFile.OUTPUT),
    position: find(TgsiSemantic.POSITION),
    colors,
    backColors: [back(0), back(1)],
    texCoords: Array.from({ length: 8 }, (_, u) => find(TgsiSemantic.GENERIC, u)),
    edgeFlag: find(TgsiSemantic.EDGEFLAG),
    pointSize: find(TgsiSemantic.PSIZE),
    clipDistances: [find(TgsiSemantic.CLIPDIST, 0), find(TgsiSemantic.CLIPDIST, 1)],
    passed,
  };
  layouts.set(program, layout);
  return layout;
}

/**
 * Runs the vertex program over vertices 0..count-1 of `inputs` and returns their outputs: register r of
 * vertex v at floats (v × registers + r) × 4 .. +3.
 */
export function shadeVertices(
  c: GlContext,
  program: FixedFunctionProgram,
  count: number,
  inputs: VertexInputs,
): Float32Array {
  const exe = compiledVertexProgram(program);
  const layout = outputLayout(program);
  bindVertexConstants(c, program, exe);
  const inputCount = program.inputs.length;
  const registers = layout.registers;
  const out = new Float32Array(count * registers * 4);
  const vertex = new Float32Array(4 * inputCount);
  const inputLanes: Float32Array[] = [];
  for (let i = 0; i < inputCount; i++)
    for (let ch = 0; ch < 4; ch++) inputLanes.push(exe.registerFloats(TgsiFile.INPUT, i, ch));
  const outputLanes: Float32Array[] = [];
  for (let r = 0; r < registers; r++)
    for (let ch = 0; ch < 4; ch++) outputLanes.push(exe.registerFloats(TgsiFile.OUTPUT, r, ch));
  for (let first = 0; first < count; first += LANES) {
    const lanes = Math.min(LANES, count - first);
    for (let lane = 0; lane < lanes; lane++) {
      inputs(first + lane, vertex);
      for (let k = 0; k < 4 * inputCount; k++) inputLanes[k]![lane] = vertex[k]!;
    }
    exe.runVertices({ count: lanes });
    for (let lane = 0; lane < lanes; lane++) {
      const at = (first + lane) * registers * 4;
      for (let k = 0; k < 4 * registers; k++) out[at + k] = outputLanes[k]![lane]!;
    }
  }
  return out;
}
