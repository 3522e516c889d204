// Operand handles of the Ureg builder: immutable values that wrap an IR register reference and
// derive new operands (`src.swizzle('xxyy')`, `src.neg()`, `src.abs()`, `dst.mask('xy')`,
// `reg.indirect(addr)`, `reg.dim(1)`, `reg.offset(2)`). Every method returns a new handle.
import type {
  TgsiChannel,
  TgsiDimension,
  TgsiDstOperand,
  TgsiFile,
  TgsiIndirect,
  TgsiRegister,
  TgsiSrcOperand,
  TgsiSwizzle,
} from '../ir.js';
import { CHANNEL_LETTERS } from '../text/names.js';
import { UregError } from './errors.js';

/**
 * Fields shared by sources and destinations.
 * @inline
 */
interface RegisterFields {
  file: TgsiFile;
  index: number;
  indirect: TgsiIndirect | null;
  dimension: TgsiDimension | null;
  /** Array id of the declaration the register belongs to (used by indirect access), 0 when none. */
  arrayId: number;
}

/** A direct register reference: no indirect index, no second dimension. */
export function directRegister(file: TgsiFile, index: number, arrayId = 0): RegisterFields {
  return { file, index, indirect: null, dimension: null, arrayId };
}

function channels(method: string, spec: string): TgsiChannel[] {
  if (spec.length < 1 || spec.length > 4)
    throw new UregError(method, `expected 1 to 4 channel letters, got '${spec}'`);
  return [...spec.toLowerCase()].map((letter) => {
    const c = CHANNEL_LETTERS.indexOf(letter);
    if (c < 0) throw new UregError(method, `'${letter}' is not a channel (x, y, z or w)`);
    return c as TgsiChannel;
  });
}

/** The address component an indirect access reads: the first channel selected by `addr`. */
function indirectOf(method: string, addr: UregSrc | UregDst, arrayId: number): TgsiIndirect {
  const reg = addr instanceof UregSrc ? addr.toOperand() : addr.src().toOperand();
  if (reg.indirect !== null || reg.dimension !== null) {
    throw new UregError(method, 'an address operand must be a plain register such as ADDR[0].x');
  }
  return { file: reg.file, index: reg.index, channel: reg.swizzle[0], arrayId };
}

abstract class UregRegister {
  protected constructor(protected readonly fields: RegisterFields) {}

  get file(): TgsiFile {
    return this.fields.file;
  }

  get index(): number {
    return this.fields.index;
  }

  /** Array id of the declaration this register belongs to, 0 when none. */
  get arrayId(): number {
    return this.fields.arrayId;
  }

  protected abstract with(fields: Partial<RegisterFields>): this;

  /** The register reference as fresh IR data (the part sources and destinations share). */
  protected register(): TgsiRegister {
    const { file, index, indirect, dimension } = this.fields;
    return {
      file,
      index,
      indirect: indirect && { ...indirect },
      dimension: dimension && {
        index: dimension.index,
        indirect: dimension.indirect && { ...dimension.indirect },
      },
    };
  }

  /** The register `k` places further (`arr.offset(2)` is element 2 of a temp array). */
  offset(k: number): this {
    return this.with({ index: this.fields.index + k });
  }

  /** Indirect addressing: `FILE[addr + index]` where `addr` is e.g. `ADDR[0].x` (its first selected channel). */
  indirect(addr: UregSrc | UregDst): this {
    return this.with({ indirect: indirectOf('indirect', addr, this.fields.arrayId) });
  }

  /** The second dimension: a constant buffer (`CONST[1][n]`) or a vertex of a per-vertex input (`IN[2][n]`). */
  dim(index: number | UregSrc | UregDst, offset = 0): this {
    if (typeof index === 'number') return this.with({ dimension: { index, indirect: null } });
    return this.with({ dimension: { index: offset, indirect: indirectOf('dim', index, 0) } });
  }
}

/** A source operand: register, swizzle, negate and absolute value. */
export class UregSrc extends UregRegister {
  private readonly swz: TgsiSwizzle;
  private readonly absolute: boolean;
  private readonly negate: boolean;

  /** @internal Sources come from Ureg's decl* and imm* methods. */
  constructor(fields: RegisterFields, swizzle: TgsiSwizzle = [0, 1, 2, 3], absolute = false, negate = false) {
    super(fields);
    this.swz = swizzle;
    this.absolute = absolute;
    this.negate = negate;
  }

  protected with(fields: Partial<RegisterFields>): this {
    return new UregSrc({ ...this.fields, ...fields }, this.swz, this.absolute, this.negate) as this;
  }

  /**
   * Selects channels of the current swizzle: 'yxzw', or fewer letters with the last one repeated
   * ('x' = 'xxxx', 'xy' = 'xyyy'). Swizzles compose: `s.swizzle('yxzw').swizzle('xxxx')` reads y.
   */
  swizzle(spec: string): UregSrc {
    const picked = channels('swizzle', spec);
    while (picked.length < 4) picked.push(picked[picked.length - 1]!);
    const composed = picked.map((c) => this.swz[c]!) as unknown as TgsiSwizzle;
    return new UregSrc(this.fields, composed, this.absolute, this.negate);
  }

  get x(): UregSrc {
    return this.swizzle('x');
  }
  get y(): UregSrc {
    return this.swizzle('y');
  }
  get z(): UregSrc {
    return this.swizzle('z');
  }
  get w(): UregSrc {
    return this.swizzle('w');
  }

  /** Negates (again: `s.neg().neg()` is `s`). */
  neg(): UregSrc {
    return new UregSrc(this.fields, this.swz, this.absolute, !this.negate);
  }

  /** Absolute value; drops any negation (`|−x| = |x|`), so `s.abs().neg()` is `-|s|`. */
  abs(): UregSrc {
    return new UregSrc(this.fields, this.swz, true, false);
  }

  /** The same register as a destination, all channels (STORE writes buffers, images and memory this way). */
  dst(): UregDst {
    return new UregDst(this.fields);
  }

  /** The operand as fresh IR data. */
  toOperand(): TgsiSrcOperand {
    return {
      ...this.register(),
      swizzle: [...this.swz] as unknown as TgsiSwizzle,
      absolute: this.absolute,
      negate: this.negate,
    };
  }
}

/** A destination operand: register and write mask. */
export class UregDst extends UregRegister {
  private readonly writeMask: number;

  /** @internal Destinations come from Ureg's decl* methods. */
  constructor(fields: RegisterFields, writeMask = 0xf) {
    super(fields);
    this.writeMask = writeMask;
  }

  protected with(fields: Partial<RegisterFields>): this {
    return new UregDst({ ...this.fields, ...fields }, this.writeMask) as this;
  }

  /** Restricts the written channels ('xy'); masks combine by intersection. */
  mask(spec: string): UregDst {
    let mask = 0;
    for (const c of channels('mask', spec)) mask |= 1 << c;
    const combined = mask & this.writeMask;
    if (combined === 0)
      throw new UregError('mask', `'${spec}' leaves no channel of the current mask to write`);
    return new UregDst(this.fields, combined);
  }

  /** The same register read as a source (identity swizzle). */
  src(): UregSrc {
    return new UregSrc(this.fields);
  }

  /** The operand as fresh IR data. */
  toOperand(): TgsiDstOperand {
    return { ...this.register(), writeMask: this.writeMask };
  }
}

/** A subroutine label: create with `u.subroutine()`, call with `u.CAL(sub)`, start with `u.BGNSUB(sub)`. */
export class UregSubroutine {
  /** @internal Index of the BGNSUB instruction once emitted. */
  start: number | null = null;
}
