// The TGSI side of one translation: the Ureg, the registers every resolved operand maps to (declared
// up front: inputs in IN order, outputs, temporaries, address registers), and the constant slots of
// the parameter list (one CONST range, declared when the program is finished, since lowerings may
// still add parameters).
import {
  TgsiInterpolate,
  TgsiProcessor,
  TgsiPropertyName,
  TgsiSemantic,
  Ureg,
  type UregDst,
  type UregSrc,
} from '@gallium-ts/tgsi';
import { BACK_COLOR_GENERIC } from '../ffp/attribs.js';
import type { ArbParameter } from './ast.js';
import { fixedComponents, fragmentInput, output } from './io.js';
import type { ResolvedDst, ResolvedProgram, ResolvedSrc } from './resolved.js';

const CHANNELS = 'xyzw';

/** The channel letters of a write mask (bit c = channel c). */
export function maskLetters(mask: number): string {
  return [...CHANNELS].filter((_, c) => mask & (1 << c)).join('');
}

/**
 * How colours travel where the GL layer lowers the rasterizer's colour features: fragment colour inputs
 * with constant interpolation (flat shading); two-sided colours passed as GENERIC[BACK_COLOR_GENERIC + i]
 * by the vertex program and chosen by FACE in the fragment program.
 */
export interface ArbColorOptions {
  flatColors?: boolean;
  backColorsGeneric?: boolean;
  faceColors?: boolean;
}

export class ArbEmitter {
  readonly u: Ureg;
  /** IN register (or the temporary holding its fixed-up value) of each resolved input. */
  readonly inputs: UregSrc[] = [];
  /** Resolved input index of IN[i]. */
  readonly inputOrder: number[] = [];
  readonly outputs: UregDst[] = [];
  readonly temps: UregDst[] = [];
  readonly addresses: UregDst[] = [];
  private constBase: UregSrc | null = null;

  constructor(
    readonly program: ResolvedProgram,
    private readonly colors: ArbColorOptions = {},
  ) {
    const vertex = program.kind === 'vertex';
    this.u = new Ureg(vertex ? TgsiProcessor.VERTEX : TgsiProcessor.FRAGMENT);
    // COLOR[0] goes to every bound colour buffer, as the fixed-function fragment program's does.
    if (!vertex) this.u.property(TgsiPropertyName.FS_COLOR0_WRITES_ALL_CBUFS, 1);
    this.declareInputs();
    for (const b of program.outputs) {
      const o = output(b);
      const back = o.semantic === TgsiSemantic.BCOLOR && colors.backColorsGeneric;
      this.outputs.push(
        back
          ? this.u.declOutput(TgsiSemantic.GENERIC, BACK_COLOR_GENERIC + o.semanticIndex)
          : this.u.declOutput(o.semantic, o.semanticIndex),
      );
    }
    for (let i = 0; i < program.temporaries; i++) this.temps.push(this.u.declTemp());
    for (let i = 0; i < program.addressRegisters; i++) this.addresses.push(this.u.declAddress());
  }

  /** Inputs in IN order: the vertex position first (IN[0], as in the fixed-function program), then by first use. */
  private declareInputs(): void {
    const { inputs } = this.program;
    const order = inputs.map((_, i) => i);
    const position = inputs.findIndex((b) => b.name === 'position');
    if (this.program.kind === 'vertex' && position > 0) order.unshift(...order.splice(position, 1));
    const regs: UregSrc[] = [];
    order.forEach((i, reg) => {
      const b = inputs[i]!;
      if (this.program.kind === 'vertex') regs[i] = this.u.declVsInput(reg);
      else {
        const f = fragmentInput(b);
        if (f.semantic === TgsiSemantic.COLOR) regs[i] = this.colorInput(f.semanticIndex);
        else regs[i] = this.u.declInput(f.semantic, f.semanticIndex);
      }
    });
    this.inputOrder.push(...order);
    inputs.forEach((b, i) => {
      const fixed = fixedComponents(b);
      if (fixed === null) {
        this.inputs[i] = regs[i]!;
        return;
      }
      const t = this.u.declTemp();
      if (fixed === 'xyz1') {
        this.u.MOV(t.mask('xyz'), regs[i]!);
        this.u.MOV(t.mask('w'), this.u.immFloat([1]));
      } else {
        this.u.MOV(t.mask('x'), regs[i]!.x);
        this.u.MOV(t.mask('yzw'), this.u.immFloat([0, 0, 0, 1]));
      }
      this.inputs[i] = t.src();
    });
  }

  /**
   * Interpolated colour `index` (constant interpolation for flat colours); with face colours, a back
   * face (FACE < 0) reads the back colour GENERIC[BACK_COLOR_GENERIC + index] instead.
   */
  private colorInput(index: number): UregSrc {
    const { u } = this;
    const interpolate = this.colors.flatColors ? TgsiInterpolate.CONSTANT : TgsiInterpolate.COLOR;
    const front = u.declInput(TgsiSemantic.COLOR, index, { interpolate });
    if (!this.colors.faceColors) return front;
    const back = u.declInput(TgsiSemantic.GENERIC, BACK_COLOR_GENERIC + index, { interpolate });
    const chosen = u.declTemp();
    u.CMP(chosen, u.declInput(TgsiSemantic.FACE, 0).x, back, front);
    return chosen.src();
  }

  /** CONST[slot]. */
  constant(slot: number): UregSrc {
    this.constBase ??= this.u.declConstant(0);
    return this.constBase.offset(slot);
  }

  /** The slot of a parameter the translation adds (shared with an identical single binding). */
  parameter(p: ArbParameter): UregSrc {
    return this.constant(this.program.params.single(p, 0));
  }

  /** A literal the lowering needs, as a TGSI immediate (not a program parameter). */
  immediate(v: readonly number[]): UregSrc {
    return this.u.immFloat(v);
  }

  src(s: ResolvedSrc): UregSrc {
    let reg: UregSrc;
    if (s.file === 'temp') reg = this.temps[s.index]!.src();
    else if (s.file === 'input') reg = this.inputs[s.index]!;
    else {
      reg = this.constant(s.index);
      if (s.relative !== null) reg = reg.indirect(this.addresses[s.relative.address]!.src().x);
    }
    reg = reg.swizzle(s.swizzle.map((c) => CHANNELS[c]).join(''));
    return s.negate ? reg.neg() : reg;
  }

  dst(d: ResolvedDst): UregDst {
    const reg =
      d.file === 'temp'
        ? this.temps[d.index]!
        : d.file === 'output'
          ? this.outputs[d.index]!
          : this.addresses[d.index]!;
    return reg.mask(maskLetters(d.mask));
  }

  /** Declares the constant slots the program uses (0 .. n-1). */
  finishConstants(): void {
    const n = this.program.params.slots.length;
    if (n > 0) this.u.declConstantRange(0, n - 1);
  }
}
