// Lane programs: a straight-line shader as the JavaScript statements that compute one lane, for a driver
// to splice into code it generates itself (driver-soft fuses simple fragment shaders with interpolation
// and the per-fragment back end, as llvmpipe fuses its fragment functions). The statements are the JIT's
// own (emit-block.ts over the shared semantics table), so a lane program computes exactly what
// compileTgsi and TgsiMachine compute; only where values come from and go to differs: inputs and system
// values are variables the caller names, outputs are expressions the caller reads, texture lookups are
// code the caller supplies. Like the JIT, nothing from the shader's text reaches the source.
import { TgsiFile, type TgsiShader, type TgsiTextureTarget } from '../../ir.js';
import { TgsiOpcode } from '../../opcodes.js';
import { CANONICAL_NAN_BITS } from '../numeric.js';
import { type PreparedInstruction, TgsiProgram } from '../program.js';
import { HELPER_NAMES, HELPERS } from '../semantics.js';
import { BlockEmitter, type Kind, type Value } from './emit-block.js';

const O = TgsiOpcode;

/** What a texture lookup of a lane program becomes, supplied by the caller. */
export interface TgsiLaneTexture {
  /** Statements computing the texel (they may use the coordinate expressions more than once). */
  readonly code: string;
  /** Float expressions of the texel's x, y, z and w after `code`. */
  readonly texel: readonly [string, string, string, string];
}

export interface TgsiLaneProgramOptions {
  /**
   * The variable holding lane i's value of an input or system-value register channel, as a float
   * (`kind` 'f', exactly representable in float32) or an int32 word ('i').
   */
  input(
    file: typeof TgsiFile.INPUT | typeof TgsiFile.SYSTEM_VALUE,
    index: number,
    channel: number,
    kind: Kind,
  ): string;
  /**
   * A TEX or TXP of sampler `unit` and `target` at the given float coordinate expressions (x, y, z, w;
   * TXP's already divided by w), or null when the caller cannot inline it (the shader then has no lane
   * program). Without this option no lookup can be inlined.
   */
  texture?(unit: number, target: TgsiTextureTarget, coords: readonly string[]): TgsiLaneTexture | null;
  /** The output register channels the caller reads, each as a float ('f') or an int32 word ('i'). */
  outputs: readonly { index: number; channel: number; kind: Kind }[];
}

export interface TgsiLaneProgram {
  /**
   * Statements run once before the lanes: they read the constants the program uses from `CF[slot]` /
   * `CW[slot]` (the Float32Array / Int32Array views of each constant buffer, as a TgsiExecutable's
   * `constantFloats` / `constantWords` hold them). The caller declares CF and CW.
   */
  readonly prelude: string;
  /** Statements computing one lane; they use the helpers (`TGSI_LANE_HELPERS`, bound by name). */
  readonly body: string;
  /** Set to 1 by the body when KILL or KILL_IF kills the lane (declared in the body), or null. */
  readonly killed: string | null;
  /** Per entry of `options.outputs`: its value after the body (an expression), or null if never written. */
  readonly outputs: readonly (string | null)[];
}

/** The helper functions lane programs call, by name: `const {fr, sat, ...} = TGSI_LANE_HELPERS`. */
export const TGSI_LANE_HELPERS: Readonly<Record<string, unknown>> = HELPERS;
export const TGSI_LANE_HELPER_NAMES: readonly string[] = HELPER_NAMES;

/** Opcodes a lane program skips: they do nothing in straight-line code. */
const NO_EFFECT = new Set<number>([O.NOP, O.END]);

/**
 * The lane program of `shader`, or null when it has none: control flow, subroutines, indirect
 * addressing, derivatives and every other non-arithmetic instruction except KILL, KILL_IF and the texture
 * lookups `options.texture` inlines.
 */
export function emitTgsiLaneProgram(
  shader: TgsiShader,
  options: TgsiLaneProgramOptions,
): TgsiLaneProgram | null {
  const program = new TgsiProgram(shader, { maxLanes: 4 });
  const emitter = new LaneEmitter(program, options);
  try {
    for (const ins of program.instructions) {
      if (NO_EFFECT.has(ins.opcode)) continue;
      if (!emitter.accepts(ins)) return null;
      emitter.addLane(ins);
    }
  } catch (error) {
    if (error instanceof NotInlinable) return null;
    throw error;
  }
  return emitter.result();
}

class LaneEmitter extends BlockEmitter {
  private killed: string | null = null;
  private readonly options: TgsiLaneProgramOptions;

  constructor(program: TgsiProgram, options: TgsiLaneProgramOptions) {
    // Register words not computed in the program: inputs and system values from the caller, the rest 0.
    super(program, (key, k) => {
      const where = locate(program, key);
      if (where && (where.file === TgsiFile.INPUT || where.file === TgsiFile.SYSTEM_VALUE))
        return options.input(where.file, where.index, where.channel, k);
      return '0';
    });
    this.options = options;
  }

  /** Whether the instruction can be part of a lane program. */
  accepts(ins: PreparedInstruction): boolean {
    const direct = (reg: PreparedInstruction['src'][number]['reg']) => !reg.indirect && !reg.dimIndirect;
    if (!ins.src.every((s) => direct(s.reg)) || !ins.dst.every((d) => direct(d.reg))) return false;
    if (ins.kind === 'alu') return true;
    if (ins.opcode === O.KILL || ins.opcode === O.KILL_IF) return true;
    return (
      (ins.opcode === O.TEX || ins.opcode === O.TXP) &&
      this.options.texture !== undefined &&
      ins.offsets.length === 0
    );
  }

  /** Adds an accepted instruction. */
  addLane(ins: PreparedInstruction): void {
    if (ins.kind === 'alu') {
      this.add(ins);
      return;
    }
    if (ins.opcode === O.KILL || ins.opcode === O.KILL_IF) {
      this.killed ??= this.declareKilled();
      if (ins.opcode === O.KILL) this.body.push(`${this.killed} = 1;`);
      else {
        const src = ins.src[0]!;
        const tests = [0, 1, 2, 3].map((c) => `${this.operand(src, c, 'f')} < 0`);
        this.body.push(`if (${tests.join(' || ')}) ${this.killed} = 1;`);
      }
      return;
    }
    this.texture(ins);
  }

  private declareKilled(): string {
    this.body.unshift('let killed = 0;');
    return 'killed';
  }

  private texture(ins: PreparedInstruction): void {
    const src = ins.src[0]!;
    let coords = [0, 1, 2, 3].map((c) => this.temp(this.operand(src, c, 'f')));
    if (ins.opcode === O.TXP)
      coords = [0, 1, 2].map((c) => this.temp(`fr(${coords[c]} / ${coords[3]})`)).concat(coords[3]!);
    const unit = ins.src[1]!.reg.index;
    const target = ins.ir.texture!.target;
    const lookup = this.options.texture!(unit, target, coords);
    if (!lookup) throw new NotInlinable();
    this.body.push(lookup.code);
    const dst = ins.dst[0]!;
    for (let c = 0; c < 4; c++) {
      if (!((dst.writeMask >> c) & 1)) continue;
      // Texels reach registers as float32 words; saturate as the store does.
      const v = ins.saturate ? `sat(fr(${lookup.texel[c]}))` : `fr(${lookup.texel[c]})`;
      const value: Value = { kind: 'f', v: this.temp(v), nan: ins.saturate ? null : CANONICAL_NAN_BITS };
      this.write(dst.reg, c, value);
    }
  }

  result(): TgsiLaneProgram {
    const space = this.program.spaces.get(TgsiFile.OUTPUT);
    // Outputs first: reading them may add statements (conversions, loads) to the body.
    const outputs = this.options.outputs.map(({ index, channel, kind }) => {
      if (!space || index < 0 || index >= space.count || channel < 0 || channel > 3) return null;
      const value = this.values.get(space.base + index * space.regStride + channel * space.chanStride);
      return value ? this.convert(value, kind) : null;
    });
    const prelude = [...this.buffers].map(
      (slot) => `const cf${slot} = CF[${slot}], cw${slot} = CW[${slot}];`,
    );
    prelude.push(...this.hoisted);
    return { prelude: prelude.join('\n'), body: this.body.join('\n'), killed: this.killed, outputs };
  }
}

/** A texture lookup the caller declined: the shader has no lane program. */
class NotInlinable extends Error {}

/** The file, register and channel a storage word belongs to (lane 0), or null (immediates, padding). */
function locate(program: TgsiProgram, key: number): { file: number; index: number; channel: number } | null {
  for (const space of program.spaces.values()) {
    const offset = key - space.base;
    if (offset < 0 || offset >= space.count * space.regStride) continue;
    return {
      file: space.file,
      index: Math.floor(offset / space.regStride),
      channel: Math.floor((offset % space.regStride) / space.chanStride),
    };
  }
  return null;
}
