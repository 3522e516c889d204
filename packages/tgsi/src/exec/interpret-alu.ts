// The interpreter's arithmetic: evaluates an instruction's results from the shared semantics table
// (each expression compiled once into a function of the source channels) for every active lane,
// reading and writing registers through the runtime's generic operand access.
import { bitsFloat, dbl, doubleHi, doubleLo, floatBits, sat } from './numeric.js';
import type { PreparedInstruction, PreparedSrc } from './program.js';
import type { TgsiRuntime } from './runtime.js';
import { HELPER_NAMES, HELPERS, substitute, type ValueType } from './semantics.js';

type Evaluate = (args: number[]) => number;

const compiled = new Map<string, Evaluate>();

/** The expression as a function of an argument array (source k, selector s at index 6k + s). */
function evaluator(expr: string): Evaluate {
  let fn = compiled.get(expr);
  if (!fn) {
    const body = substitute(expr, (p) => `a[${p.src * 6 + p.sel}]`);
    fn = new Function(
      'h',
      `const {${HELPER_NAMES.join(', ')}} = h;\nreturn function (a) { return ${body}; };`,
    )(HELPERS) as Evaluate;
    compiled.set(expr, fn);
  }
  return fn;
}

/** One source value in the source's type: 32-bit channels 0-3, channel pairs 4 (xy) and 5 (zw) as doubles. */
function fetch(rt: TgsiRuntime, src: PreparedSrc, sel: number, type: ValueType, lane: number): number {
  if (sel >= 4) {
    const p = (sel - 4) * 2;
    let v = dbl(rt.readBits(src.reg, src.swizzle[p]!, lane), rt.readBits(src.reg, src.swizzle[p + 1]!, lane));
    if (src.abs) v = Math.abs(v);
    if (src.neg) v = -v;
    return v;
  }
  let bits = rt.readBits(src.reg, src.swizzle[sel]!, lane);
  switch (type) {
    case 'f': {
      let v = bitsFloat(bits);
      if (src.abs) v = Math.abs(v);
      if (src.neg) v = -v;
      return v;
    }
    case 'b':
      if (src.abs) bits &= 0x7fffffff;
      if (src.neg) bits ^= 0x80000000;
      return bits | 0;
    default:
      if (src.abs) bits = Math.abs(bits) | 0;
      if (src.neg) bits = -bits | 0;
      return type === 'u' ? bits >>> 0 : bits;
  }
}

/** The result functions of each prepared instruction. */
const evaluators = new WeakMap<object, Evaluate[]>();
const args: number[] = new Array(24).fill(0);
const values: number[] = [];

/** Executes an arithmetic instruction for the active lanes. */
export function executeAlu(rt: TgsiRuntime, ins: PreparedInstruction): void {
  const alu = ins.alu!;
  const { exec, n } = rt.mask;
  const results = alu.results;
  let fns = evaluators.get(alu);
  if (!fns) {
    fns = results.map((r) => evaluator(r.expr));
    evaluators.set(alu, fns);
  }
  for (let lane = 0; lane < n; lane++) {
    if (exec[lane] === 0) continue;
    for (const p of alu.reads) {
      args[p.src * 6 + p.sel] = fetch(rt, ins.src[p.src]!, p.sel, alu.srcTypes[p.src]!, lane);
    }
    for (let k = 0; k < results.length; k++) values[k] = fns[k]!(args);
    for (let k = 0; k < results.length; k++) {
      const r = results[k]!;
      const dst = ins.dst[r.dst]!;
      let v = values[k]!;
      if (r.type === 'd') {
        if (ins.saturate) v = sat(v);
        const [lo, hi] = r.channels as [number, number];
        if ((dst.writeMask >> lo) & 1) rt.writeBits(dst.reg, lo, lane, doubleLo(v));
        if ((dst.writeMask >> hi) & 1) rt.writeBits(dst.reg, hi, lane, doubleHi(v));
      } else {
        const bits = r.type === 'f' ? floatBits(ins.saturate ? sat(v) : v) : v | 0;
        rt.writeBits(dst.reg, r.channels[0]!, lane, bits);
      }
    }
  }
}
