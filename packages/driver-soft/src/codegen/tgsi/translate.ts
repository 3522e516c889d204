// TGSI fragment and vertex shaders into the code generation IR: the shaders tgsi can express as a lane program
// (straight-line arithmetic, KILL / KILL_IF, and 2D lookups the caller serves) become IR
// statements inside a lanes loop, every register channel an IR value. It follows tgsi's lane program
// step by step — the same operand reads and modifiers, the same float / word bookkeeping, the same
// results — so the IR computes its bits through either back end: common opcodes as vector operations
// (vector-lowerings.ts), every other one as a helper made from the semantics table's own expression
// (expression-helper.ts). Inputs, constants and outputs are what the caller says they are; the result
// says whether the shader read a register it had not written (0 here, stale in tgsi's executable).
// Compute shaders (`phased`) may also have memory instructions and IF / ELSE, as lanes loops in phases
// (memory-phases.ts): branches as masks, registers merged per lane at ENDIF, memory through the caller.
import {
  CANONICAL_NAN_BITS,
  MAX_CONSTANT_BUFFERS,
  opcodeInfo,
  type PreparedInstruction,
  type PreparedSrc,
  type RegRef,
  TGSI_LANE_HELPERS,
  TgsiFile,
  TgsiOpcode,
  TgsiProgram,
  type TgsiShader,
} from '@gallium-ts/tgsi';
import type { IrBuilder } from '../ir/builder.js';
import type { IrValue } from '../ir/ir.js';
import { expressionHelper, type IrHelperFunction, type ResultPart } from './expression-helper.js';
import {
  ATOMICS,
  FENCES,
  memoryIndex,
  memoryPhases,
  phasesOutsideBranches,
  servedBranch,
  servedMemory,
} from './memory-phases.js';
import { type Kind, KindConverter, type RegisterValue } from './register-values.js';
import { HELPER_SHORTCUTS, saturate, VECTOR_LOWERINGS } from './vector-lowerings.js';

export interface TgsiIrInputs {
  /** Lane values of an input or system-value register channel: a varying f32 ('f') or i32 ('i'). */
  input(file: number, index: number, channel: number, kind: Kind): IrValue;
  /** The output register channels wanted, each as a float ('f') or an int32 word ('i'). */
  readonly outputs: readonly { index: number; channel: number; kind: Kind }[];
  /**
   * A TEX or TXP of sampler `unit` and `target` (one `of` was told it serves) at the f32 coordinates
   * x, y, z, w (TXP's divided by w): the texel's four channels as f64 values (they are rounded to
   * float32, and saturated under _SAT, as the lane program does).
   */
  texture?(unit: number, target: number, coords: readonly IrValue[]): readonly IrValue[];
  /** LOAD / STORE / RESQ of shader buffers (a shader that has them is only accepted with `memory`). */
  buffers?: TgsiIrBuffers;
}

/**
 * Shader buffer access as tgsi's executable bounds-checks it (ops-memory.ts); `index` is the BUFFER slot,
 * or SHARED_MEMORY.
 */
export interface TgsiIrBuffers {
  /** The four words of buffer `index` at byte `address` (unsigned) and the 12 after; 0 outside the range. */
  load(index: number, address: IrValue): readonly IrValue[];
  /**
   * STORE to buffer `index` at byte `address` of the words of the channels written (null for the others),
   * word c at `address` + 4·c, dropped outside the range and in lanes outside `active` (a mask; null: every
   * lane) — the lanes an IF's branch runs for. The caller must make every lane's store, in
   * lane order, after every lane of the phase has run (tgsi stores lane by lane, all channels of a lane
   * before the next lane's), before the next phase.
   */
  store(index: number, address: IrValue, words: readonly (IrValue | null)[], active: IrValue | null): void;
  /**
   * An ATOM* `opcode` on buffer `index` at byte `address` with operands `value` and `compare` (ATOMCAS),
   * made like STOREs (after the lanes loop, thread by thread), in lanes of `active`: each thread's result
   * word goes to the spill slots `results` (read back in the next phase).
   */
  atomic(
    index: number,
    opcode: number,
    address: IrValue,
    value: IrValue,
    compare: IrValue,
    active: IrValue | null,
    results: readonly number[],
  ): void;
  /** The bound size of buffer `index` in bytes (uniform; 0 unbound). */
  size(index: number): IrValue;
}

/**
 * The lanes loops of a shader translated in phases (`TgsiIrShader.phased`): memory instructions must see
 * one another as tgsi's executable orders them (every lane finishes an instruction before the next one
 * starts), so a LOAD after a STORE starts a new phase (the stores of a phase are made after its lanes
 * loop, see TgsiIrBuffers.store); register values live across phases pass through per-lane spill slots.
 */
export interface TgsiIrPhases {
  /** Opens a lanes loop over the block's lanes and calls `body` inside it. */
  lanes(body: () => void): void;
  /** Stores the lane's word of spill slot `slot` (inside a lanes loop). */
  spill(slot: number, word: IrValue): void;
  /** The lane's word of spill slot `slot`, as kind `kind` (inside a later lanes loop). */
  reload(slot: number, kind: Kind): IrValue;
}

/** Whether the caller can sample `unit` with `target` one lane at a time (TgsiIrInputs.texture). */
export type TextureServes = (unit: number, target: number) => boolean;

export interface TgsiIrResult {
  /** Per wanted output: its value (f32 or i32 as asked), or null when the shader never writes it. */
  readonly outputs: readonly (IrValue | null)[];
  /** A varying i32 that is nonzero in the lanes KILL / KILL_IF killed, or null without them. */
  readonly killed: IrValue | null;
  /**
   * Whether the shader reads a temporary, output or address channel before writing it: the lane program
   * reads 0 there, tgsi's executable whatever its registers hold (vertex-batch.ts declines those).
   */
  readonly readsUnwritten: boolean;
}

/**
 * Word `word` of constant buffer `slot` as a uniform f32 ('f', 0 beyond the buffer) or i32 ('i'), as
 * the lane program reads `CF[slot][word] ?? 0` / `CW[slot][word] | 0`.
 */
export type ConstantLoad = (slot: number, word: number, kind: Kind) => IrValue;

const O = TgsiOpcode;
const NO_EFFECT = new Set<number>([O.NOP, O.END]);
const F32_WORD = new Int32Array(1);
const F32_VALUE = new Float32Array(F32_WORD.buffer);

/**
 * The analysed program of each shader translated so far: a variant's kernels (block and quads) and every
 * later variant of the same shader translate it again, and the analysis is the costliest part.
 */
const programs = new WeakMap<TgsiShader, TgsiProgram>();

/** A translatable TGSI shader: declare its constants outside the lanes loop, then its lanes inside. */
export class TgsiIrShader {
  /** The helpers the emitted IR calls, by name: pass them to compileJs / instantiateWasm. */
  readonly helpers: Record<string, IrHelperFunction> = {};
  private readonly constants = new Map<string, IrValue>();

  private constructor(private readonly program: TgsiProgram) {}

  /**
   * The translator of `shader`, or null when tgsi would give it no lane program: the lane program's own
   * rule (straight-line arithmetic, KILL and KILL_IF, no indirect addressing, TEX and TXP without
   * offsets of the units and targets `textures` serves).
   */
  static of(
    shader: TgsiShader,
    textures: TextureServes = () => false,
    /** memory: shader buffers and branches (IF / UIF / ELSE / ENDIF) too, for `phased` only. */
    options: { memory?: boolean } = {},
  ): TgsiIrShader | null {
    let program = programs.get(shader);
    if (!program) {
      program = new TgsiProgram(shader, { maxLanes: 4 });
      programs.set(shader, program);
    }
    const direct = (reg: RegRef) => !reg.indirect && !reg.dimIndirect;
    for (const ins of program.instructions) {
      if (NO_EFFECT.has(ins.opcode)) continue;
      if (!ins.src.every((s) => direct(s.reg)) || !ins.dst.every((d) => direct(d.reg))) return null;
      if (ins.kind === 'alu' || ins.opcode === O.KILL || ins.opcode === O.KILL_IF) continue;
      if (options.memory && (servedMemory(ins, program) || servedBranch(ins))) continue;
      const lookup = ins.opcode === O.TEX || ins.opcode === O.TXP;
      if (!lookup || ins.offsets.length > 0 || !textures(ins.src[1]!.reg.index, ins.ir.texture!.target))
        return null;
    }
    if (options.memory && !phasesOutsideBranches(program.instructions)) return null;
    return new TgsiIrShader(program);
  }

  /** Channels the shader's arithmetic instructions compute (a measure of its length). */
  get aluChannels(): number {
    let channels = 0;
    for (const ins of this.program.instructions) channels += ins.alu?.results.length ?? 0;
    return channels;
  }

  /** Whether the shader has KILL or KILL_IF. */
  get kills(): boolean {
    return this.program.instructions.some((ins) => ins.opcode === O.KILL || ins.opcode === O.KILL_IF);
  }

  /** Makes the constant reads through `load` (uniform values: call it outside the lanes loop, before `lanes`). */
  constantsBefore(load: ConstantLoad): void {
    for (const ins of this.program.instructions)
      for (const src of ins.src) {
        const reg = src.reg;
        if (reg.kind !== 'constant' || reg.dim < 0 || reg.dim >= MAX_CONSTANT_BUFFERS) continue;
        for (let chan = 0; chan < 4; chan++)
          for (const k of ['f', 'i'] as const) {
            const key = `${reg.dim}:${reg.index * 4 + chan}:${k}`;
            if (!this.constants.has(key)) this.constants.set(key, load(reg.dim, reg.index * 4 + chan, k));
          }
      }
  }

  /**
   * Emits the shader (memory instructions through `inputs.buffers`) as consecutive lanes loops that
   * `phases` opens; returns the result of the last and the number of spill slots used.
   */
  phased(b: IrBuilder, inputs: TgsiIrInputs, phases: TgsiIrPhases): TgsiIrResult & { spillSlots: number } {
    const lanes = new LaneTranslation(b, this.program, inputs, this.constants, this.helpers);
    lanes.phases = phases;
    const groups = memoryPhases(this.program.instructions);
    let result: TgsiIrResult | null = null;
    groups.forEach((group, g) => {
      phases.lanes(() => {
        if (g > 0) lanes.reload(phases);
        for (const ins of group) if (!NO_EFFECT.has(ins.opcode) && !FENCES.has(ins.opcode)) lanes.add(ins);
        if (g < groups.length - 1) lanes.spill(phases);
        else result = lanes.result();
      });
    });
    return { ...result!, spillSlots: lanes.spillSlots.size };
  }

  /** Emits the shader for the lanes of the lanes loop `b` is in. */
  lanes(b: IrBuilder, inputs: TgsiIrInputs): TgsiIrResult {
    const lanes = new LaneTranslation(b, this.program, inputs, this.constants, this.helpers);
    for (const ins of this.program.instructions) if (!NO_EFFECT.has(ins.opcode)) lanes.add(ins);
    return lanes.result();
  }
}

class LaneTranslation {
  private readonly values = new Map<number, RegisterValue>();
  private readonly loads = new Map<string, IrValue>();
  private readonly kinds: KindConverter;
  private killed: IrValue | null = null;
  private readsUnwritten = false;
  /** Spill slot of each register word kept across phases. */
  readonly spillSlots = new Map<number, number>();
  /** The lanes the instructions run for (an IF's branch), or null: every lane. */
  private active: IrValue | null = null;
  /** The IFs open: the lanes outside, the lanes of the THEN part, the registers before, after THEN. */
  private readonly branches: {
    outer: IrValue | null;
    then: IrValue;
    before: Map<number, RegisterValue>;
    afterThen: Map<number, RegisterValue> | null;
  }[] = [];
  /** Register values merged at an ENDIF (read lazily: refs, but spilled like values). */
  private readonly merged = new Set<RegisterValue>();
  /** Register values read back from their spill slots (made again for each phase). */
  private readonly reloaded = new Set<RegisterValue>();
  /** An atomic's result was read in its own phase (through an ENDIF's merge): the shader is not served. */
  unserved = false;
  /** The phases being translated (set by `phased`). */
  phases: TgsiIrPhases | null = null;
  /** Per atomic result not read back yet: the register's value before it (what its slot holds elsewhere). */
  private readonly atomicPrevious = new Map<RegisterValue, RegisterValue | undefined>();

  constructor(
    private readonly b: IrBuilder,
    private readonly program: TgsiProgram,
    private readonly inputs: TgsiIrInputs,
    private readonly constants: ReadonlyMap<string, IrValue>,
    private readonly helpers: Record<string, IrHelperFunction>,
  ) {
    this.kinds = new KindConverter(b);
  }

  add(ins: PreparedInstruction): void {
    if (ins.opcode === O.KILL || ins.opcode === O.KILL_IF) this.kill(ins);
    else if (ins.kind === 'alu') this.alu(ins);
    else if ((ins.opcode === O.TEX || ins.opcode === O.TXP) && this.inputs.texture) this.texture(ins);
    else if (this.inputs.buffers && servedMemory(ins, this.program)) this.memory(ins, this.inputs.buffers);
    else if (this.inputs.buffers && servedBranch(ins)) this.branch(ins);
    else throw new Error(`TGSI → IR: ${opcodeInfo(ins.opcode)?.name} is not translated`);
  }

  /** TEX / TXP through the caller's lookup, the texel written as the lane program writes it. */
  private texture(ins: PreparedInstruction): void {
    const b = this.b;
    const src = ins.src[0]!;
    let coords = [0, 1, 2, 3].map((c) => this.operand(src, c, 'f'));
    if (ins.opcode === O.TXP)
      coords = [0, 1, 2].map((c) => b.op('div', [coords[c]!, coords[3]!])).concat(coords[3]!);
    const texel = this.inputs.texture!(ins.src[1]!.reg.index, ins.ir.texture!.target, coords);
    const dst = ins.dst[0]!;
    for (let c = 0; c < 4; c++) {
      if (!((dst.writeMask >> c) & 1)) continue;
      const v = b.convert('demote', texel[c]!);
      this.write(
        dst.reg,
        c,
        ins.saturate
          ? { kind: 'f', v: saturate(b, v), nan: null }
          : { kind: 'f', v, nan: CANONICAL_NAN_BITS },
      );
    }
  }

  /** LOAD, STORE or RESQ of a shader buffer, with tgsi's words (servedMemory says which). */
  private memory(ins: PreparedInstruction, buffers: TgsiIrBuffers): void {
    const b = this.b;
    if (ins.opcode === O.STORE) {
      const dst = ins.dst[0]!;
      const address = this.operand(ins.src[0]!, 0, 'i');
      const words = [0, 1, 2, 3].map((c) =>
        (dst.writeMask >> c) & 1 ? this.operand(ins.src[1]!, c, 'i') : null,
      );
      buffers.store(memoryIndex(dst.reg), address, words, this.active);
      return;
    }
    if (ATOMICS.has(ins.opcode)) {
      this.atomic(ins, buffers);
      return;
    }
    const src = ins.src[0]!;
    const words =
      ins.opcode === O.LOAD
        ? buffers.load(memoryIndex(src.reg), this.operand(ins.src[1]!, 0, 'i'))
        : [buffers.size(memoryIndex(src.reg)), b.i32(0), b.i32(0), b.i32(0)];
    const dst = ins.dst[0]!;
    for (let c = 0; c < 4; c++) {
      if (!((dst.writeMask >> c) & 1)) continue;
      const word = ins.opcode === O.LOAD ? words[src.swizzle[c]!]! : words[c]!;
      this.write(dst.reg, c, { kind: 'i', v: word });
    }
  }

  /**
   * IF / UIF / ELSE / ENDIF as masks: both parts run for every lane; at ENDIF each register either part
   * wrote becomes, per lane, the THEN part's word where the condition held and the other's elsewhere —
   * what tgsi's executable keeps, which writes only the lanes a part runs for. (Lanes outside an outer
   * IF's part are set right by that IF's ENDIF.)
   */
  private branch(ins: PreparedInstruction): void {
    const b = this.b;
    if (ins.opcode === O.IF || ins.opcode === O.UIF) {
      const condition =
        ins.opcode === O.IF
          ? b.compare('ne', this.operand(ins.src[0]!, 0, 'f'), b.f32(0))
          : b.compare('ne', this.operand(ins.src[0]!, 0, 'i'), b.i32(0));
      const outer = this.active;
      const then = outer ? b.binary('and', outer, condition) : condition;
      this.branches.push({ outer, then, before: new Map(this.values), afterThen: null });
      this.active = then;
      return;
    }
    const top = this.branches[this.branches.length - 1]!;
    if (ins.opcode === O.ELSE) {
      top.afterThen = new Map(this.values);
      this.values.clear();
      for (const [key, value] of top.before) this.values.set(key, value);
      const otherwise = b.unary('not', top.then);
      this.active = top.outer ? b.binary('and', top.outer, otherwise) : otherwise;
      return;
    }
    this.branches.pop();
    this.active = top.outer;
    const thenValues = top.afterThen ?? this.values;
    const elseValues = top.afterThen ? this.values : top.before;
    const keys = new Set([...thenValues.keys(), ...elseValues.keys()]);
    const result = new Map<number, RegisterValue>();
    for (const key of keys) {
      const t = thenValues.get(key);
      const e = elseValues.get(key);
      if (t === e) {
        result.set(key, t!);
        continue;
      }
      // An atomic's result in one part, the other part's value in its slot already.
      const isPending = (v: RegisterValue | undefined, other: RegisterValue | undefined) =>
        v !== undefined && this.atomicPrevious.has(v) && this.atomicPrevious.get(v) === other;
      if (isPending(t, e) || isPending(e, t)) {
        result.set(key, isPending(t, e) ? t! : e!);
        continue;
      }
      const word = (v: RegisterValue | undefined) => (v ? this.kinds.convert(v, 'i') : this.load(key, 'i'));
      let chosen: IrValue | null = null;
      const value: RegisterValue = {
        kind: 'ref',
        key,
        read: (k) => {
          chosen ??= b.select(top.then, word(t), word(e));
          return k === 'i' ? chosen : this.kinds.convert({ kind: 'i', v: chosen }, 'f');
        },
      };
      this.merged.add(value);
      result.set(key, value);
    }
    this.values.clear();
    for (const [key, value] of result) this.values.set(key, value);
  }

  /**
   * An atomic: its result channels get spill slots the caller's thread-by-thread loop writes; until the
   * next phase (memoryPhases cuts before any instruction touching the register) they read as unserved.
   * Inside an IF, the register's word before the atomic goes into the slot first, so lanes outside the
   * branch read it back (and the ENDIF's merge is the slot itself).
   */
  private atomic(ins: PreparedInstruction, buffers: TgsiIrBuffers): void {
    const address = this.operand(ins.src[1]!, 0, 'i');
    const first = this.operand(ins.src[2]!, 0, 'i');
    const value = ins.opcode === O.ATOMCAS ? this.operand(ins.src[3]!, 0, 'i') : first;
    const dst = ins.dst[0]!;
    const results: number[] = [];
    for (let c = 0; c < 4; c++) {
      if (!((dst.writeMask >> c) & 1) || dst.reg.kind !== 'storage') continue;
      const key = this.key(dst.reg, c);
      let slot = this.spillSlots.get(key);
      if (slot === undefined) {
        slot = this.spillSlots.size;
        this.spillSlots.set(key, slot);
      }
      results.push(slot);
      const previous = this.values.get(key);
      if (this.active)
        this.phases!.spill(slot, previous ? this.kinds.convert(previous, 'i') : this.load(key, 'i'));
      const pending: RegisterValue = {
        kind: 'ref',
        key,
        read: (k) => {
          this.unserved = true;
          return k === 'f' ? this.b.f32(0) : this.b.i32(0);
        },
      };
      this.reloaded.add(pending);
      this.atomicPrevious.set(pending, previous);
      this.values.set(key, pending);
    }
    buffers.atomic(memoryIndex(ins.src[0]!.reg), ins.opcode, address, value, first, this.active, results);
  }

  /** At the end of a phase: every register word computed so far into its spill slot. */
  spill(phases: TgsiIrPhases): void {
    for (const [key, value] of this.values) {
      if (value.kind === 'ref' && !this.merged.has(value)) continue;
      let slot = this.spillSlots.get(key);
      if (slot === undefined) {
        slot = this.spillSlots.size;
        this.spillSlots.set(key, slot);
      }
      phases.spill(slot, this.kinds.convert(value, 'i'));
    }
  }

  /** At the start of the next phase: those words read back from their slots when used. */
  reload(phases: TgsiIrPhases): void {
    this.loads.clear();
    for (const [key, value] of this.values) {
      if (value.kind === 'ref' && !this.merged.has(value) && !this.reloaded.has(value)) continue;
      const slot = this.spillSlots.get(key)!;
      const read = new Map<Kind, IrValue>();
      const reloaded: RegisterValue = {
        kind: 'ref',
        key,
        read: (k) => {
          let v = read.get(k);
          if (!v) {
            v = phases.reload(slot, k);
            read.set(k, v);
          }
          return v;
        },
      };
      this.reloaded.add(reloaded);
      this.values.set(key, reloaded);
    }
  }

  result(): TgsiIrResult {
    const space = this.program.spaces.get(TgsiFile.OUTPUT);
    const outputs = this.inputs.outputs.map(({ index, channel, kind }) => {
      if (!space || index < 0 || index >= space.count || channel < 0 || channel > 3) return null;
      const value = this.values.get(space.base + index * space.regStride + channel * space.chanStride);
      return value ? this.kinds.convert(value, kind) : null;
    });
    return { outputs, killed: this.killed, readsUnwritten: this.readsUnwritten || this.unserved };
  }

  private kill(ins: PreparedInstruction): void {
    const b = this.b;
    this.killed ??= b.variable(b.i32(0), 'killed', true);
    if (ins.opcode === O.KILL) {
      b.set(this.killed, b.i32(-1));
      return;
    }
    const src = ins.src[0]!;
    let any: IrValue | null = null;
    for (let c = 0; c < 4; c++) {
      const negative = b.compare('lt', this.operand(src, c, 'f'), b.f32(0));
      any = any ? b.binary('or', any, negative) : negative;
    }
    b.set(this.killed, b.binary('or', this.killed, any!));
  }

  private alu(ins: PreparedInstruction): void {
    const alu = ins.alu!;
    const name = opcodeInfo(ins.opcode)!.name;
    // Compute every result before writing any destination (sources may overlap destinations).
    const writes: { dst: number; chan: number; value: RegisterValue }[] = [];
    if (ins.opcode === O.MOV && alu.srcTypes[0] === 'b') {
      for (const r of alu.results)
        writes.push({ dst: 0, chan: r.channels[0]!, value: this.moved(ins.src[0]!, r.channels[0]!) });
    } else {
      const operands = new Map<string, IrValue>();
      const operand = (src: number, sel: number): IrValue => {
        const key = `${src}:${sel}`;
        let v = operands.get(key);
        if (!v) {
          v = this.operand(ins.src[src]!, sel, alu.srcTypes[src]!);
          operands.set(key, v);
        }
        return v;
      };
      const lowering = VECTOR_LOWERINGS[name];
      for (const r of alu.results) {
        if (r.type === 'd') {
          const [lo, hi] = r.channels as [number, number];
          for (const [chan, part] of [
            [lo, 'lo'],
            [hi, 'hi'],
          ] as const)
            writes.push({ dst: r.dst, chan, value: { kind: 'i', v: this.viaHelper(ins, r, part, operand) } });
          continue;
        }
        const chan = r.channels[0]!;
        const lowered = lowering ? lowering(this.b, operand, chan) : null;
        let v = lowered ?? this.helperResult(ins, r, name, chan, operand);
        if (r.type === 'f') {
          if (lowered && ins.saturate) v = saturate(this.b, v);
          const nan = ins.saturate || r.neverNaN ? null : CANONICAL_NAN_BITS;
          writes.push({ dst: r.dst, chan, value: { kind: 'f', v, nan } });
        } else writes.push({ dst: r.dst, chan, value: { kind: 'i', v } });
      }
    }
    for (const w of writes) {
      const dst = ins.dst[w.dst]!;
      if ((dst.writeMask >> w.chan) & 1) this.write(dst.reg, w.chan, w.value);
    }
  }

  /**
   * A float or word result through its helper, which runs only in groups of lanes that need it when the
   * opcode has a shortcut for the channel (HELPER_SHORTCUTS).
   */
  private helperResult(
    ins: PreparedInstruction,
    r: NonNullable<PreparedInstruction['alu']>['results'][number],
    name: string,
    chan: number,
    operand: (src: number, sel: number) => IrValue,
  ): IrValue {
    const b = this.b;
    const shortcut = HELPER_SHORTCUTS[name]?.(b, operand, chan);
    if (!shortcut) return this.viaHelper(ins, r, 'value', operand);
    // The helper's operands are read before the branch, so they stay visible to later instructions.
    const alu = ins.alu!;
    for (const { src, sel } of expressionHelper(name, r, alu.srcTypes, ins.saturate, 'value').reads)
      operand(src, sel);
    const result = b.variable(shortcut.value, `${name}_r`, true);
    // A uniform mask is the group's answer already.
    const needed = shortcut.needed.varying ? b.op('anyTrue', [shortcut.needed]) : shortcut.needed;
    b.if(needed, () => b.set(result, this.viaHelper(ins, r, 'value', operand)));
    return result;
  }

  /** A result through the helper made from its semantics expression (see expression-helper.ts). */
  private viaHelper(
    ins: PreparedInstruction,
    r: NonNullable<PreparedInstruction['alu']>['results'][number],
    part: ResultPart,
    operand: (src: number, sel: number) => IrValue,
  ): IrValue {
    const b = this.b;
    const alu = ins.alu!;
    const helper = expressionHelper(opcodeInfo(ins.opcode)!.name, r, alu.srcTypes, ins.saturate, part);
    b.helper(helper.name, helper.reads.length);
    this.helpers[helper.name] = helper.fn;
    const args = helper.reads.map(({ src, sel }) => {
      const v = operand(src, sel);
      return v.type === 'f64' ? v : b.convert(v.type === 'f32' ? 'promote' : 'convertF64', v);
    });
    const result = b.call(helper.name, args, `${helper.name}_r`);
    return r.type === 'f' && part === 'value' ? b.convert('demote', result) : b.convert('truncSat', result);
  }

  /** Source `src`, selector `sel` (channel 0-3, or pair 4 / 5 as an f64), as `type` reads it. */
  private operand(src: PreparedSrc, sel: number, type: string): IrValue {
    const b = this.b;
    if (sel >= 4) {
      const p = (sel - 4) * 2;
      const word = (c: number) => b.convert('convertF64', this.raw(src.reg, src.swizzle[c]!, 'i'));
      this.declare('dbl', 2);
      let v = b.call('dbl', [word(p), word(p + 1)]);
      if (src.abs) v = b.unary('abs', v);
      if (src.neg) v = b.unary('neg', v);
      return v;
    }
    const chan = src.swizzle[sel]!;
    if (type === 'f') {
      let v = this.raw(src.reg, chan, 'f');
      if (src.abs) v = b.unary('abs', v);
      if (src.neg) v = b.unary('neg', v);
      return v;
    }
    let v = this.raw(src.reg, chan, 'i');
    if (type === 'b') {
      if (src.abs) v = b.binary('and', v, b.i32(0x7fffffff));
      if (src.neg) v = b.binary('xor', v, b.i32(0x80000000));
      return v;
    }
    // Integers: |v| and −v wrap at 32 bits; unsigned sources stay words (their users compare unsigned).
    if (src.abs) v = b.select(b.compare('lt', v, b.i32(0)), b.sub(b.i32(0), v), v);
    if (src.neg) v = b.sub(b.i32(0), v);
    return v;
  }

  /**
   * MOV keeps the source's value and kind; with modifiers it flips sign bits: of a float computed here
   * as a float (and of the NaN word it is stored as), of anything else as a word.
   */
  private moved(src: PreparedSrc, sel: number): RegisterValue {
    const b = this.b;
    const chan = src.swizzle[sel]!;
    const reg = src.reg;
    const inPlace = reg.kind === 'storage' && reg.space!.laneStride === 1;
    const known = inPlace ? this.values.get(this.key(reg, chan)) : undefined;
    if (src.abs || src.neg) {
      if (known?.kind !== 'f') return { kind: 'i', v: this.operand(src, sel, 'b') };
      let v = known.v;
      let nan = known.nan;
      if (src.abs) {
        v = b.unary('abs', v);
        if (nan !== null) nan &= 0x7fffffff;
      }
      if (src.neg) {
        v = b.unary('neg', v);
        if (nan !== null) nan = (nan ^ 0x80000000) | 0;
      }
      return { kind: 'f', v, nan };
    }
    if (inPlace) {
      const key = this.key(reg, chan);
      return known ?? { kind: 'ref', key, read: (k) => this.load(key, k) };
    }
    if (
      reg.kind === 'zero' ||
      reg.kind === 'constant' ||
      (reg.kind === 'storage' && reg.space!.laneStride === 0)
    )
      return { kind: 'ref', key: -1, read: (k) => this.raw(reg, chan, k) };
    return { kind: 'i', v: this.raw(reg, chan, 'i') };
  }

  private key(reg: RegRef, chan: number): number {
    const s = reg.space!;
    return s.base + reg.dim * s.vertexStride + reg.index * s.regStride + chan * s.chanStride;
  }

  /** The word of a register channel read as kind `k`, without modifiers. */
  private raw(reg: RegRef, chan: number, k: Kind): IrValue {
    const b = this.b;
    const zero = () => (k === 'f' ? b.f32(0) : b.i32(0));
    if (reg.kind === 'zero' || reg.kind === 'none' || reg.kind === 'resource') return zero();
    if (reg.kind === 'constant') {
      if (reg.dim < 0 || reg.dim >= MAX_CONSTANT_BUFFERS) return zero();
      const v = this.constants.get(`${reg.dim}:${reg.index * 4 + chan}:${k}`);
      if (!v) throw new Error('TGSI → IR: constantsBefore() was not called');
      return v;
    }
    if (reg.space!.laneStride === 0) {
      const word = this.program.immediateWords[reg.index * 4 + chan]!;
      if (k === 'i') return b.i32(word);
      F32_WORD[0] = word;
      return b.f32(F32_VALUE[0]!);
    }
    const key = this.key(reg, chan);
    const known = this.values.get(key);
    return known ? this.kinds.convert(known, k) : this.load(key, k);
  }

  /** Lane values of storage word `key` the shader has not written: inputs from the caller, else 0. */
  private load(key: number, k: Kind): IrValue {
    const id = `${key}:${k}`;
    let v = this.loads.get(id);
    if (!v) {
      const where = this.locate(key);
      const served = where && (where.file === TgsiFile.INPUT || where.file === TgsiFile.SYSTEM_VALUE);
      if (!served) this.readsUnwritten = true;
      v = served
        ? this.inputs.input(where.file, where.index, where.channel, k)
        : k === 'f'
          ? this.b.f32(0)
          : this.b.i32(0);
      this.loads.set(id, v);
    }
    return v;
  }

  /** The file, register and channel of storage word `key`, or null. */
  private locate(key: number): { file: number; index: number; channel: number } | null {
    for (const space of this.program.spaces.values()) {
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

  private write(reg: RegRef, chan: number, value: RegisterValue): void {
    if (reg.kind === 'storage') this.values.set(this.key(reg, chan), value);
  }

  private declare(name: 'dbl', arity: number): void {
    this.b.helper(name, arity);
    this.helpers[name] = TGSI_LANE_HELPERS[name] as IrHelperFunction;
  }
}
