// Generates the JavaScript of one fused block: a run of consecutive arithmetic instructions executed
// in a single loop over the lanes. Inside the loop every register channel the block touches lives in
// a local variable; it is loaded from the register storage on first use and stored back once at the
// end of the lane's iteration. Swizzles, write masks, modifiers and register locations are resolved
// here, at compile time, so the loop body is straight-line code over typed arrays.
//
// The expressions come from the shared semantics table; everything else spliced into the source is a
// number or an identifier made here. Register values keep their type across instructions (a float
// result stays a float variable) and are reinterpreted through `floatBits`/`bitsFloat` only when an
// instruction reads them as the other type — the same conversions the interpreter's word storage does.
import { TgsiOpcode } from '../../opcodes.js';
import { bitsFloat, CANONICAL_NAN_BITS } from '../numeric.js';
import {
  MAX_CONSTANT_BUFFERS,
  type PreparedInstruction,
  type PreparedSrc,
  type RegRef,
  type ScalarRef,
  type TgsiProgram,
} from '../program.js';
import { substitute, type ValueType } from '../semantics.js';

/**
 * How a lane value is held: a float ('f') or an int32 word ('i').
 * @inline
 */
export type Kind = 'f' | 'i';

/** A variable name or number literal, used as it is instead of being copied into a new variable. */
const SIMPLE = /^(?:[tk]\d+|\(?-?[\d.e+-]+\)?|NaN|\(?-?Infinity\)?)$/;

/**
 * A register channel's value inside the block: an int variable, a float variable, or a lazily read
 * source. A float carries the word it is stored as when it is NaN (`nan`: the canonical NaN for
 * results of the semantics table, a sign-flipped one after MOV's modifiers), or null when it can never
 * be NaN (comparisons giving 0 or 1, constants, saturated results), which needs no test on store.
 */
export type Value =
  | { kind: 'i'; v: string }
  | { kind: 'f'; v: string; nan: number | null }
  | { kind: 'ref'; read: (k: Kind) => string; key: number };

/** A stored value: its kind, variable and NaN word as in Value. */
type Stored = { kind: Kind; v: string; nan: number | null };

/** A JS number literal that reads back as exactly `v`. */
export function numberLiteral(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (v === Number.POSITIVE_INFINITY) return 'Infinity';
  if (v === Number.NEGATIVE_INFINITY) return '(-Infinity)';
  if (Object.is(v, -0)) return '(-0)';
  return v < 0 ? `(${String(v)})` : String(v);
}

/**
 * Where a block reads register words it has not computed itself: by default lane i of the register
 * storage (`F[key + i]`); a lane program (lane-program.ts) names its own variables instead.
 */
export type StorageSource = (key: number, k: Kind) => string;

export class BlockEmitter {
  protected readonly program: TgsiProgram;
  protected readonly hoisted: string[] = [];
  protected readonly body: string[] = [];
  private readonly loads = new Map<string, string>();
  private readonly constants = new Map<string, string>();
  protected readonly buffers = new Set<number>();
  protected readonly values = new Map<number, Value>();
  private readonly conversions = new Map<string, string>();
  private counter = 0;
  private readonly source: StorageSource;

  constructor(program: TgsiProgram, source: StorageSource | null = null) {
    this.program = program;
    this.source = source ?? ((key, k) => `${k === 'f' ? 'F' : 'I'}[${key} + i]`);
  }

  /** Adds one arithmetic instruction to the block. */
  add(ins: PreparedInstruction): void {
    const alu = ins.alu!;
    // Compute every result before writing any destination (sources may overlap destinations).
    const writes: { dst: number; chan: number; value: Value }[] = [];
    if (ins.opcode === TgsiOpcode.MOV && alu.srcTypes[0] === 'b') {
      const src = ins.src[0]!;
      for (const r of alu.results)
        writes.push({ dst: 0, chan: r.channels[0]!, value: this.moved(src, r.channels[0]!) });
    } else {
      const operands = new Map<string, string>();
      const operand = (k: number, sel: number): string => {
        const key = `${k}:${sel}`;
        let v = operands.get(key);
        if (v === undefined) {
          const expr = this.operand(ins.src[k]!, sel, alu.srcTypes[k]!);
          v = SIMPLE.test(expr) ? expr : this.temp(expr);
          operands.set(key, v);
        }
        return v;
      };
      const computed = new Map<string, string>();
      for (const r of alu.results) {
        let expr = substitute(r.expr, (p) => operand(p.src, p.sel));
        const float = r.type === 'f';
        if (r.type === 'i' || r.type === 'b') expr = `(${expr}) | 0`;
        else if (ins.saturate) expr = `sat(${expr})`;
        let v = computed.get(expr);
        if (v === undefined) {
          v = this.temp(expr);
          computed.set(expr, v);
        }
        if (r.type === 'd') {
          const [lo, hi] = r.channels as [number, number];
          writes.push({ dst: r.dst, chan: lo, value: { kind: 'i', v: this.temp(`doubleLo(${v})`) } });
          writes.push({ dst: r.dst, chan: hi, value: { kind: 'i', v: this.temp(`doubleHi(${v})`) } });
        } else if (float) {
          const nan = ins.saturate || r.neverNaN ? null : CANONICAL_NAN_BITS;
          writes.push({ dst: r.dst, chan: r.channels[0]!, value: { kind: 'f', v, nan } });
        } else {
          writes.push({ dst: r.dst, chan: r.channels[0]!, value: { kind: 'i', v } });
        }
      }
    }
    for (const w of writes) {
      const dst = ins.dst[w.dst]!;
      if ((dst.writeMask >> w.chan) & 1) this.write(dst.reg, w.chan, w.value);
    }
  }

  /** The block as the body of a function of no arguments. */
  finish(masked: boolean): string {
    // Store every written channel: first read all values (a value may alias another register's
    // storage), then write them; channels holding the same float share one NaN test.
    const pending = new Map<string, { value: Stored; keys: number[] }>();
    for (const [key, value] of this.values) {
      let stored: Stored;
      if (value.kind === 'ref') {
        if (value.key === key) continue;
        stored = { kind: 'i', v: value.read('i'), nan: null };
      } else {
        stored = value.kind === 'f' ? value : { kind: 'i', v: value.v, nan: null };
      }
      const id = `${stored.kind}:${stored.v}:${stored.nan}`;
      const group = pending.get(id);
      if (group) group.keys.push(key);
      else pending.set(id, { value: stored, keys: [key] });
    }
    const stores = [...pending.values()].map(({ value, keys }) =>
      this.storeStatement(
        keys.map((key) => `${key} + i`),
        value,
      ),
    );
    const lines = ['const n = M.n;'];
    if (masked) lines.push('if (!M.any) return;');
    for (const slot of this.buffers) lines.push(`const cf${slot} = CF[${slot}], cw${slot} = CW[${slot}];`);
    lines.push(...this.hoisted);
    lines.push('for (let i = 0; i < n; i++) {');
    if (masked) lines.push('  if (E[i] === 0) continue;');
    for (const l of [...this.body, ...stores]) lines.push(`  ${l}`);
    lines.push('}');
    return lines.join('\n');
  }

  protected temp(expr: string): string {
    const v = `t${this.counter++}`;
    this.body.push(`const ${v} = ${expr};`);
    return v;
  }

  /** Stores a value at the word offsets given: ints and never-NaN floats directly, other floats after a NaN test. */
  private storeStatement(offsets: readonly string[], value: Stored): string {
    const store = (array: string, v: string) => offsets.map((o) => `${array}[${o}] = ${v};`).join(' ');
    if (value.kind === 'i') return store('I', value.v);
    if (value.nan === null) return store('F', value.v);
    return `if (${value.v} === ${value.v}) { ${store('F', value.v)} } else { ${store('I', `${value.nan}`)} }`;
  }

  /** Source `src`, selector `sel` (channel 0-3, or pair 4/5), as an expression of `type`. */
  protected operand(src: PreparedSrc, sel: number, type: ValueType): string {
    if (sel >= 4) {
      const p = (sel - 4) * 2;
      let v = `dbl(${this.raw(src.reg, src.swizzle[p]!, 'i')}, ${this.raw(src.reg, src.swizzle[p + 1]!, 'i')})`;
      if (src.abs) v = `Math.abs(${v})`;
      if (src.neg) v = `-(${v})`;
      return v;
    }
    const chan = src.swizzle[sel]!;
    if (type === 'f') {
      let v = this.raw(src.reg, chan, 'f');
      if (src.abs) v = `Math.abs(${v})`;
      if (src.neg) v = `-(${v})`;
      return v;
    }
    let v = this.raw(src.reg, chan, 'i');
    if (type === 'b') {
      if (src.abs) v = `(${v} & 2147483647)`;
      if (src.neg) v = `(${v} ^ -2147483648)`;
      return v;
    }
    if (src.abs) v = `(Math.abs(${v}) | 0)`;
    if (src.neg) v = `(-(${v}) | 0)`;
    return type === 'u' ? `(${v} >>> 0)` : v;
  }

  /**
   * MOV without modifiers keeps the source's value (and type); with modifiers it flips sign bits. A
   * float computed earlier in the block stays a float: |x| and −x act on the value, and the sign bit
   * of the word it is stored as when NaN flips with it.
   */
  private moved(src: PreparedSrc, sel: number): Value {
    const chan = src.swizzle[sel]!;
    const reg = src.reg;
    const inPlace =
      reg.kind === 'storage' && !reg.indirect && !reg.dimIndirect && reg.space!.laneStride === 1;
    const known = inPlace ? this.values.get(this.key(reg, chan)) : undefined;
    if (src.abs || src.neg) {
      if (known?.kind !== 'f') return { kind: 'i', v: this.temp(this.operand(src, sel, 'b')) };
      let v = known.v;
      let nan = known.nan;
      if (src.abs) {
        v = `Math.abs(${v})`;
        if (nan !== null) nan &= 0x7fffffff;
      }
      if (src.neg) {
        v = `-${v}`;
        if (nan !== null) nan = (nan ^ 0x80000000) | 0;
      }
      return { kind: 'f', v: this.temp(v), nan };
    }
    if (inPlace) {
      const key = this.key(reg, chan);
      return known ?? { kind: 'ref', key, read: (k) => this.load(key, k) };
    }
    if (reg.kind === 'zero' || (reg.kind === 'storage' && reg.space!.laneStride === 0 && !reg.indirect)) {
      return { kind: 'ref', key: -1, read: (k) => this.raw(reg, chan, k) };
    }
    if (reg.kind === 'constant' && !reg.indirect && !reg.dimIndirect) {
      return { kind: 'ref', key: -1, read: (k) => this.raw(reg, chan, k) };
    }
    return { kind: 'i', v: this.temp(this.raw(reg, chan, 'i')) };
  }

  /** A variable holding an indirect index: the address register's word plus `offset`. */
  private indexed(address: ScalarRef, offset: number): string {
    return this.temp(`${this.raw(address.reg, address.channel, 'i')} + ${offset}`);
  }

  protected key(reg: RegRef, chan: number): number {
    const s = reg.space!;
    return s.base + reg.dim * s.vertexStride + reg.index * s.regStride + chan * s.chanStride;
  }

  /** The word of a register channel read as kind `k`, without modifiers. */
  private raw(reg: RegRef, chan: number, k: Kind): string {
    if (reg.kind === 'zero' || reg.kind === 'none' || reg.kind === 'resource') return '0';
    if (reg.kind === 'constant') return this.constant(reg, chan, k);
    const s = reg.space!;
    if (!reg.indirect && !reg.dimIndirect) {
      if (s.laneStride === 0) {
        const word = this.program.immediateWords[reg.index * 4 + chan]!;
        return k === 'f' ? numberLiteral(bitsFloat(word)) : numberLiteral(word);
      }
      const key = this.key(reg, chan);
      const known = this.values.get(key);
      return known ? this.convert(known, k) : this.load(key, k);
    }
    // Indirect: computed per lane, bounds-checked like the interpreter.
    const checks: string[] = [];
    let offset = `${s.base + chan * s.chanStride}`;
    let idx = `${reg.index}`;
    if (reg.indirect) {
      idx = this.indexed(reg.indirect, reg.index);
      checks.push(`${idx} >= ${reg.lo} && ${idx} <= ${reg.hi}`);
    }
    offset += ` + ${idx} * ${s.regStride}`;
    if (reg.dimIndirect) {
      const dim = this.indexed(reg.dimIndirect, reg.dim);
      checks.push(`${dim} >= 0 && ${dim} < ${reg.dimCount}`);
      offset += ` + ${dim} * ${s.vertexStride}`;
    } else {
      offset += ` + ${reg.dim * s.vertexStride}`;
    }
    if (s.laneStride === 1) offset += ' + i';
    return this.temp(`${checks.join(' && ')} ? ${k === 'f' ? 'F' : 'I'}[${offset}] : 0`);
  }

  private constant(reg: RegRef, chan: number, k: Kind): string {
    const direct = !reg.indirect && !reg.dimIndirect;
    if (direct) {
      if (reg.dim < 0 || reg.dim >= MAX_CONSTANT_BUFFERS) return '0';
      const word = reg.index * 4 + chan;
      const key = `${reg.dim}:${word}:${k}`;
      let v = this.constants.get(key);
      if (v === undefined) {
        v = `k${this.constants.size}`;
        this.buffers.add(reg.dim);
        this.hoisted.push(
          k === 'f' ? `const ${v} = cf${reg.dim}[${word}] ?? 0;` : `const ${v} = cw${reg.dim}[${word}] | 0;`,
        );
        this.constants.set(key, v);
      }
      return v;
    }
    const slot = reg.dimIndirect ? this.indexed(reg.dimIndirect, reg.dim) : `${reg.dim}`;
    const idx = reg.indirect ? this.indexed(reg.indirect, reg.index) : `${reg.index}`;
    const array = k === 'f' ? 'CF' : 'CW';
    const read = `${array}[${slot}][${idx} * 4 + ${chan}]`;
    const value = k === 'f' ? `(${read} ?? 0)` : `(${read} | 0)`;
    return this.temp(`${slot} >= 0 && ${slot} < ${MAX_CONSTANT_BUFFERS} && ${idx} >= 0 ? ${value} : 0`);
  }

  /** A known value as kind `k`, converting through the word representation when needed. */
  protected convert(value: Value, k: Kind): string {
    if (value.kind === 'ref') return value.read(k);
    if (value.kind === k) return value.v;
    const key = `${value.v}:${k}`;
    let v = this.conversions.get(key);
    if (v === undefined) {
      // floatBits gives the canonical NaN word; a float with another NaN word is tested first.
      const odd = value.kind === 'f' && value.nan !== null && value.nan !== CANONICAL_NAN_BITS;
      v = this.temp(
        k === 'f'
          ? `bitsFloat(${value.v})`
          : odd
            ? `${value.v} === ${value.v} ? floatBits(${value.v}) : ${value.nan}`
            : `floatBits(${value.v})`,
      );
      this.conversions.set(key, v);
    }
    return v;
  }

  /** Lane i's word at storage `key` as kind `k`, read once per iteration. */
  private load(key: number, k: Kind): string {
    const id = `${key}:${k}`;
    let v = this.loads.get(id);
    if (v === undefined) {
      v = this.temp(this.source(key, k));
      this.loads.set(id, v);
    }
    return v;
  }

  protected write(reg: RegRef, chan: number, value: Value): void {
    if (reg.kind !== 'storage') return;
    const s = reg.space!;
    if (!reg.indirect) {
      this.values.set(this.key(reg, chan), value);
      return;
    }
    // Indirect destination (the instruction is alone in its block): store at once, bounds-checked.
    const idx = this.indexed(reg.indirect, reg.index);
    const stored: Stored =
      value.kind === 'ref'
        ? { kind: 'i', v: value.read('i'), nan: null }
        : value.kind === 'f'
          ? value
          : { kind: 'i', v: value.v, nan: null };
    const offset = `${s.base + chan * s.chanStride} + ${idx} * ${s.regStride} + i`;
    this.body.push(
      `if (${idx} >= ${reg.lo} && ${idx} <= ${reg.hi}) { ${this.storeStatement([offset], stored)} }`,
    );
  }
}
