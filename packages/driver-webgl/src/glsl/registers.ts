// Where each TGSI register lives in the generated GLSL and how an operand reads or writes it. Every
// register is a `uvec4` of raw 32-bit words (TEMP `T[]`, IN `IN[]`, OUT `OUT[]`, SV `SV[]`, ADDR
// `A[]` as `ivec4`), so float, int and uint opcodes share registers exactly as in TGSI; immediates
// are `uvec4` literals, constant buffers `uvec4` arrays in std140 uniform blocks. Indirect accesses
// are bounds-checked against the declared array (or the file): reads outside give 0, writes outside
// are dropped, as TgsiMachine does.
import {
  type TgsiDstOperand,
  TgsiFile,
  TgsiImmediateType,
  type TgsiRegister,
  type TgsiShader,
  type TgsiSrcOperand,
} from '@gallium-ts/tgsi';
import type { GlslValueType } from './alu.js';

const SWZ = 'xyzw';
const WORD_F32 = new Float32Array(1);
const WORD_U32 = new Uint32Array(WORD_F32.buffer);
const FILE_NAMES: Record<number, string> = {
  [TgsiFile.TEMPORARY]: 'T',
  [TgsiFile.INPUT]: 'IN',
  [TgsiFile.OUTPUT]: 'OUT',
  [TgsiFile.SYSTEM_VALUE]: 'SV',
  [TgsiFile.ADDRESS]: 'A',
};

/** The GLSL 4-vector type holding a value type. */
export function vecType(t: GlslValueType): string {
  return t === 'f' ? 'vec4' : t === 'i' ? 'ivec4' : 'uvec4';
}

/** A uint literal of a 32-bit word. */
export function uintLiteral(word: number): string {
  return `0x${(word >>> 0).toString(16)}u`;
}

export type RegisterLayoutError = (why: string) => never;

export class RegisterLayout {
  /** Registers per storage file (declared ranges and direct indices, as TgsiMachine sizes them). */
  readonly counts = new Map<number, number>();
  /** Constant buffer → number of vec4s (declared or directly used). */
  readonly constantBuffers = new Map<number, number>();
  private readonly arrays = new Map<string, [number, number]>();
  /** Statements an operand needs before its expression (index computations). */
  private prefix: string[] = [];
  private tmp = 0;
  immediatesIndirect = false;

  constructor(
    private readonly shader: TgsiShader,
    private readonly stagePrefix: string,
    private readonly fail: RegisterLayoutError,
  ) {
    const need = (file: number, index: number) =>
      this.counts.set(file, Math.max(this.counts.get(file) ?? 0, index + 1));
    const needConst = (buffer: number, index: number) =>
      this.constantBuffers.set(buffer, Math.max(this.constantBuffers.get(buffer) ?? 0, index + 1));
    for (const d of shader.declarations) {
      if (d.file === TgsiFile.CONSTANT) needConst(d.dimension ?? 0, d.last);
      else need(d.file, d.last);
      if (d.arrayId !== 0) this.arrays.set(`${d.file}:${d.arrayId}`, [d.first, d.last]);
    }
    for (const ins of shader.instructions) {
      for (const r of [...ins.src, ...ins.dst]) {
        if (r.file === TgsiFile.CONSTANT) {
          if (!r.indirect) needConst(r.dimension?.index ?? 0, r.index);
          else needConst(r.dimension?.index ?? 0, 0);
        } else need(r.file, r.index);
        if (r.indirect) need(r.indirect.file, r.indirect.index);
      }
    }
  }

  count(file: number): number {
    return this.counts.get(file) ?? 0;
  }

  /** Takes the statements the operands read since the last call needed. */
  takePrefix(): string[] {
    const p = this.prefix;
    this.prefix = [];
    return p;
  }

  /** GLSL declarations of the register files this shader uses (globals, shared with subroutines). */
  declarations(): string[] {
    const out: string[] = [];
    for (const file of [TgsiFile.TEMPORARY, TgsiFile.INPUT, TgsiFile.OUTPUT, TgsiFile.SYSTEM_VALUE]) {
      const n = this.count(file);
      if (n > 0) out.push(`uvec4 ${FILE_NAMES[file]}[${n}];`);
    }
    const a = this.count(TgsiFile.ADDRESS);
    if (a > 0) out.push(`ivec4 A[${a}];`);
    if (this.immediatesIndirect && this.shader.immediates.length > 0) {
      const items = this.shader.immediates.map((_, k) => this.immediate(k));
      out.push(`const uvec4 IMM[${items.length}] = uvec4[${items.length}](${items.join(', ')});`);
    }
    return out;
  }

  /** Name of the uniform block instance of constant buffer `b`. */
  blockInstance(b: number): string {
    return `${this.stagePrefix}_cb${b}`;
  }

  /** The 32-bit word in channel c of IMM[k] (0 past its values). */
  immediateWord(k: number, c: number): number {
    const imm = this.shader.immediates[k];
    if (!imm) return 0;
    if (imm.type === TgsiImmediateType.FLT64) this.fail('64-bit immediates (doubles) are not supported');
    const v = imm.values[c] ?? 0;
    if (imm.type !== TgsiImmediateType.FLT32) return v >>> 0;
    WORD_F32[0] = v;
    return WORD_U32[0]!;
  }

  private immediate(k: number): string {
    const words = [0, 1, 2, 3].map((c) => this.immediateWord(k, c));
    return `uvec4(${words.map(uintLiteral).join(', ')})`;
  }

  /** An int expression of an indirect index `addr.c + index`, computed into a local. */
  private indirectIndex(r: TgsiRegister): string {
    const ind = r.indirect!;
    const addr = this.plainRegister({ file: ind.file, index: ind.index, indirect: null, dimension: null });
    const name = `k${this.tmp++}`;
    const base =
      ind.file === TgsiFile.ADDRESS ? `${addr}.${SWZ[ind.channel]}` : `int(${addr}.${SWZ[ind.channel]})`;
    this.prefix.push(`int ${name} = ${base} + ${r.index};`);
    return name;
  }

  /** Bounds [lo, hi] an indirect access of `r` must stay within. */
  private range(r: TgsiRegister): [number, number] {
    if (r.indirect && r.indirect.arrayId !== 0) {
      const range = this.arrays.get(`${r.file}:${r.indirect.arrayId}`);
      if (!range) this.fail(`array ${r.indirect.arrayId} is not declared`);
      return range;
    }
    return [0, this.count(r.file) - 1];
  }

  /** Expression of a directly addressed storage register (no indirect part). */
  private plainRegister(r: TgsiRegister): string {
    if (r.file === TgsiFile.ADDRESS) return `A[${r.index}]`;
    const name = FILE_NAMES[r.file];
    if (!name) this.fail(`registers of file ${r.file} cannot be read here`);
    return `${name}[${r.index}]`;
  }

  /** The raw uvec4 value of a register operand (before swizzle and modifiers). */
  registerValue(r: TgsiRegister): string {
    if (r.dimension && r.file !== TgsiFile.CONSTANT)
      this.fail('2D register operands exist only in GS/TCS/TES');
    switch (r.file) {
      case TgsiFile.IMMEDIATE: {
        if (!r.indirect) return this.immediate(r.index);
        this.immediatesIndirect = true;
        const k = this.indirectIndex(r);
        const hi = this.shader.immediates.length - 1;
        return `(uint(${k}) <= ${hi}u ? IMM[clamp(${k}, 0, ${hi})] : uvec4(0u))`;
      }
      case TgsiFile.CONSTANT: {
        if (r.dimension?.indirect)
          this.fail('indirect constant-buffer selection (CONST[ADDR][n]) is not supported');
        const b = r.dimension?.index ?? 0;
        const block = this.blockInstance(b);
        if (!r.indirect) return `${block}.c[${r.index}]`;
        const n = this.constantBuffers.get(b) ?? 1;
        const k = this.indirectIndex(r);
        return `(uint(${k}) < ${n}u ? ${block}.c[clamp(${k}, 0, ${n - 1})] : uvec4(0u))`;
      }
      case TgsiFile.ADDRESS:
        return `uvec4(${this.plainRegister(r)})`;
      case TgsiFile.TEMPORARY:
      case TgsiFile.INPUT:
      case TgsiFile.OUTPUT:
      case TgsiFile.SYSTEM_VALUE: {
        if (!r.indirect) return this.plainRegister(r);
        const [lo, hi] = this.range(r);
        const k = this.indirectIndex(r);
        const name = FILE_NAMES[r.file];
        return `(uint(${k} - ${lo}) <= ${hi - lo}u ? ${name}[clamp(${k}, ${lo}, ${hi})] : uvec4(0u))`;
      }
      default:
        return this.fail(`registers of file ${r.file} cannot be read as values`);
    }
  }

  /** A source operand read as `type`, swizzled, with its modifiers applied. */
  source(s: TgsiSrcOperand, type: GlslValueType): string {
    const raw = this.registerValue(s);
    const swz = s.swizzle.map((c) => SWZ[c]).join('');
    const bits = swz === 'xyzw' ? raw : `${raw}.${swz}`;
    switch (type) {
      case 'f': {
        let v = `uintBitsToFloat(${bits})`;
        if (s.absolute) v = `abs(${v})`;
        return s.negate ? `(-${v})` : v;
      }
      case 'i': {
        let v = `ivec4(${bits})`;
        if (s.absolute) v = `iabs(${v})`;
        return s.negate ? `ivec4(uvec4(0u) - uvec4(${v}))` : v;
      }
      case 'u': {
        let v = bits;
        if (s.absolute) v = `uvec4(iabs(ivec4(${v})))`;
        return s.negate ? `(uvec4(0u) - ${v})` : v;
      }
      case 'b': {
        let v = bits;
        if (s.absolute) v = `(${v} & 0x7fffffffu)`;
        return s.negate ? `(${v} ^ 0x80000000u)` : v;
      }
    }
  }

  /**
   * Statements storing the uvec4 expression `value` into the destination's write-mask channels. An
   * indirect destination outside its array is dropped. The NULL file discards the value.
   */
  store(d: TgsiDstOperand, value: string): string[] {
    const mask = [0, 1, 2, 3]
      .filter((c) => d.writeMask & (1 << c))
      .map((c) => SWZ[c])
      .join('');
    if (mask === '' || d.file === TgsiFile.NULL) return [];
    if (d.dimension) this.fail('2D destinations exist only in TCS');
    const conv = (target: string) =>
      d.file === TgsiFile.ADDRESS
        ? `${target}.${mask} = ivec4(${value}).${mask};`
        : `${target}.${mask} = (${value}).${mask};`;
    if (![TgsiFile.TEMPORARY, TgsiFile.OUTPUT, TgsiFile.ADDRESS].includes(d.file as 4 | 3 | 6)) {
      this.fail(`file ${d.file} cannot be written`);
    }
    if (!d.indirect) return [conv(this.plainRegister(d))];
    const [lo, hi] = this.range(d);
    const k = this.indirectIndex(d);
    const name = d.file === TgsiFile.ADDRESS ? 'A' : FILE_NAMES[d.file];
    return [`if (uint(${k} - ${lo}) <= ${hi - lo}u) { ${conv(`${name}[clamp(${k}, ${lo}, ${hi})]`)} }`];
  }
}
