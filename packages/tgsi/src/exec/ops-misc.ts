// The remaining non-arithmetic instructions: derivatives across 2×2 quads (DDX, DDY and their FINE
// forms), input re-interpolation (INTERP_*), geometry output (EMIT, ENDPRIM), the address-register
// stack (PUSHA, POPA), CLOCK, READ_HELPER and FBFETCH.
import { TgsiFile } from '../ir.js';
import { TgsiOpcode } from '../opcodes.js';
import { TgsiExecutionError } from './errors.js';
import { GEOMETRY_STREAMS } from './geometry-output.js';
import { floatBits, fr } from './numeric.js';
import type { PreparedInstruction } from './program.js';
import { ADDRESS_STACK_DEPTH, type TgsiRuntime } from './runtime.js';

const O = TgsiOpcode;

/** Opcodes this file executes. */
export const MISC_OPCODES: readonly number[] = [
  O.DDX,
  O.DDY,
  O.DDX_FINE,
  O.DDY_FINE,
  O.INTERP_CENTROID,
  O.INTERP_SAMPLE,
  O.INTERP_OFFSET,
  O.EMIT,
  O.ENDPRIM,
  O.PUSHA,
  O.POPA,
  O.CLOCK,
  O.READ_HELPER,
  O.FBFETCH,
];

/** Executes one of MISC_OPCODES for the active lanes. */
export function executeMisc(rt: TgsiRuntime, ins: PreparedInstruction): void {
  switch (ins.opcode) {
    case O.DDX:
    case O.DDY:
    case O.DDX_FINE:
    case O.DDY_FINE:
      derivative(rt, ins);
      return;
    case O.INTERP_CENTROID:
    case O.INTERP_SAMPLE:
    case O.INTERP_OFFSET:
      interpolate(rt, ins);
      return;
    case O.EMIT:
    case O.ENDPRIM:
      geometry(rt, ins);
      return;
    case O.PUSHA:
      pushAddress(rt, ins);
      return;
    case O.POPA:
      popAddress(rt, ins);
      return;
    case O.CLOCK:
      clock(rt, ins);
      return;
    case O.READ_HELPER:
      readHelper(rt, ins);
      return;
    case O.FBFETCH:
      framebufferFetch(rt, ins);
      return;
    default:
      throw new TgsiExecutionError(ins.index, `${ins.info.name} is not executable`);
  }
}

/**
 * Derivative of `v` (channel base `o`) for lane `q + j` of a quad whose lanes are top-left, top-right,
 * bottom-left, bottom-right. Coarse: one value for the whole quad (from the top row / left column);
 * fine: one per row (x) or column (y).
 */
function quadDelta(v: Float32Array, o: number, j: number, alongY: boolean, fine: boolean): number {
  if (alongY) {
    const col = fine ? j & 1 : 0;
    return fr(v[o + 2 + col]! - v[o + col]!);
  }
  const row = fine ? j & 2 : 0;
  return fr(v[o + row + 1]! - v[o + row]!);
}

function derivative(rt: TgsiRuntime, ins: PreparedInstruction): void {
  const op = ins.opcode;
  const alongY = op === O.DDY || op === O.DDY_FINE;
  const fine = op === O.DDX_FINE || op === O.DDY_FINE;
  const L = rt.lanes;
  const n = rt.mask.n;
  const words = rt.dstWords;
  if (!rt.isFragment) {
    words.fill(0);
  } else {
    rt.fetch(ins, 0, 'f', true);
    const v = rt.srcFloats[0]!;
    for (let c = 0; c < 4; c++) {
      for (let q = 0; q + 3 < n; q += 4) {
        for (let j = 0; j < 4; j++)
          words[c * L + q + j] = floatBits(quadDelta(v, c * L + q, j, alongY, fine));
      }
    }
  }
  rt.store(ins, 0xf, true);
}

/**
 * INTERP_CENTROID and INTERP_SAMPLE: rendering is single-sampled, so the centroid and every sample are
 * the pixel centre and the input's value is returned. INTERP_OFFSET: value + ddx·offset.x +
 * ddy·offset.y with fine quad derivatives (exact for inputs interpolated linearly in screen space).
 */
function interpolate(rt: TgsiRuntime, ins: PreparedInstruction): void {
  if (ins.src[0]?.reg.file !== TgsiFile.INPUT) {
    throw new TgsiExecutionError(ins.index, `${ins.info.name} needs an input (IN) as source 0`);
  }
  const L = rt.lanes;
  const n = rt.mask.n;
  rt.fetch(ins, 0, 'f', true);
  const v = rt.srcFloats[0]!;
  const words = rt.dstWords;
  if (ins.opcode !== O.INTERP_OFFSET || !rt.isFragment) {
    words.set(rt.srcWords[0]!);
  } else {
    rt.fetch(ins, 1, 'f');
    const offset = rt.srcFloats[1]!;
    for (let c = 0; c < 4; c++) {
      for (let q = 0; q + 3 < n; q += 4) {
        for (let j = 0; j < 4; j++) {
          const i = q + j;
          const dx = quadDelta(v, c * L + q, j, false, true);
          const dy = quadDelta(v, c * L + q, j, true, true);
          const moved = fr(fr(v[c * L + i]! + fr(dx * offset[i]!)) + fr(dy * offset[L + i]!));
          words[c * L + i] = floatBits(moved);
        }
      }
    }
  }
  rt.store(ins, 0xf, true);
}

function geometry(rt: TgsiRuntime, ins: PreparedInstruction): void {
  const gs = rt.geometry;
  if (!gs) throw new TgsiExecutionError(ins.index, `${ins.info.name} is only allowed in geometry shaders`);
  const { n, exec } = rt.mask;
  const outputs = rt.program.space(TgsiFile.OUTPUT).base;
  for (let i = 0; i < n; i++) {
    if (exec[i] === 0) continue;
    const stream = ins.src.length > 0 ? rt.scalar(ins, 0, 'i', i) : 0;
    if (stream < 0 || stream >= GEOMETRY_STREAMS) {
      throw new TgsiExecutionError(
        ins.index,
        `vertex stream ${stream} is not in [0, ${GEOMETRY_STREAMS - 1}]`,
      );
    }
    if (ins.opcode === O.EMIT) gs.emit(rt.i32, outputs, i, stream);
    else gs.endPrimitive(i, stream);
  }
}

function pushAddress(rt: TgsiRuntime, ins: PreparedInstruction): void {
  const L = rt.lanes;
  const { n, exec } = rt.mask;
  const words = rt.fetch(ins, 0, 'i');
  for (let i = 0; i < n; i++) {
    if (exec[i] === 0) continue;
    const depth = rt.addressDepth[i]!;
    if (depth >= ADDRESS_STACK_DEPTH) {
      throw new TgsiExecutionError(
        ins.index,
        `PUSHA beyond the address stack depth (${ADDRESS_STACK_DEPTH})`,
      );
    }
    for (let c = 0; c < 4; c++)
      rt.addressStack[(i * ADDRESS_STACK_DEPTH + depth) * 4 + c] = words[c * L + i]!;
    rt.addressDepth[i] = depth + 1;
  }
}

/** POPA: pops what PUSHA pushed; an empty stack gives zeros. */
function popAddress(rt: TgsiRuntime, ins: PreparedInstruction): void {
  const L = rt.lanes;
  const { n, exec } = rt.mask;
  const words = rt.dstWords;
  for (let i = 0; i < n; i++) {
    if (exec[i] === 0) continue;
    const depth = rt.addressDepth[i]!;
    for (let c = 0; c < 4; c++) {
      words[c * L + i] = depth > 0 ? rt.addressStack[(i * ADDRESS_STACK_DEPTH + depth - 1) * 4 + c]! : 0;
    }
    if (depth > 0) rt.addressDepth[i] = depth - 1;
  }
  rt.store(ins, 0xf, false);
}

/**
 * CLOCK: a 64-bit count (x = low word, y = high word) of CLOCK instructions executed in this run,
 * which increases monotonically as tgsi.rst asks and is the same in both engines.
 */
function clock(rt: TgsiRuntime, ins: PreparedInstruction): void {
  const L = rt.lanes;
  const n = rt.mask.n;
  rt.clock++;
  const words = rt.dstWords;
  words.fill(rt.clock | 0, 0, n);
  words.fill(Math.floor(rt.clock / 2 ** 32) | 0, L, L + n);
  words.fill(0, 2 * L, 4 * L);
  rt.store(ins, 0xf, false);
}

/** READ_HELPER: ~0 for helper lanes (not covered, or demoted), 0 for the others. */
function readHelper(rt: TgsiRuntime, ins: PreparedInstruction): void {
  const L = rt.lanes;
  const n = rt.mask.n;
  const words = rt.dstWords;
  for (let i = 0; i < n; i++) {
    const helper = rt.helper[i]! | rt.mask.demoted[i]! ? -1 : 0;
    for (let c = 0; c < 4; c++) words[c * L + i] = helper;
  }
  rt.store(ins, 0xf, false);
}

function framebufferFetch(rt: TgsiRuntime, ins: PreparedInstruction): void {
  if (!rt.framebufferFetch) {
    throw new TgsiExecutionError(ins.index, 'FBFETCH needs a framebuffer fetch hook (setFramebufferFetch)');
  }
  const output = rt.resourceIndex(ins, 0, TgsiFile.OUTPUT);
  rt.framebufferFetch(output, rt.mask.n, rt.mask.exec, rt.tex.outWords);
  rt.store(ins, 0xf, true);
}
