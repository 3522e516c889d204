// Translates the instructions of one TGSI shader into GLSL ES 3.00 functions over global registers:
// `tgsi_main()` for the main program and one function per subroutine (TGSI registers are global, so
// subroutines need no parameters). Structured control flow maps one to one (IF/UIF → if, loops → a
// for loop under a shared iteration budget, SWITCH → switch, CAL → a call); refused opcodes and
// features throw GlslTranslationError with the instruction index.
import {
  opcodeInfo,
  scanTgsi,
  TgsiFile,
  type TgsiInstruction,
  TgsiOpcode,
  TgsiReturnType,
  type TgsiScanInfo,
  type TgsiShader,
} from '@gallium-ts/tgsi';
import { ALU, type GlslValueType } from './alu.js';
import { type GlslStage, GlslTranslationError } from './errors.js';
import { REFUSED_OPCODES } from './opcode-support.js';
import { RegisterLayout, vecType } from './registers.js';
import {
  fetchInstruction,
  SAMPLE_OPCODES,
  type SamplerKind,
  sampleInstruction,
  samplerType,
  sizeInstruction,
  type TextureContext,
} from './textures.js';

/**
 * Loop iterations one shader invocation may run in total, over all its loops: past it every loop
 * exits (GLSL ES needs loops to terminate; TgsiMachine throws TgsiExecutionError at its own limit).
 * It stays below llvmpipe's own per-loop limit of 65535 iterations, so this cap is the one that acts.
 */
export const GLSL_LOOP_ITERATION_CAP = 60000;
/** Depth of the PUSHA/POPA stack (as TgsiMachine's ADDRESS_STACK_DEPTH); further pushes are dropped. */
const STACK_DEPTH = 16;

/** One sampler uniform of a stage. */
export interface StageSampler {
  readonly name: string;
  /** Sampler view (texture) unit: SAMP[n] of TEX-style opcodes, SVIEW[n] of SAMPLE-style ones. */
  readonly view: number;
  /** Sampler state unit SAMP[n]. */
  readonly sampler: number;
  readonly kind: SamplerKind;
  /** Name of the `int` uniform with the view's level count (TXF, TXQ, SVIEWINFO), or null. */
  levels: string | null;
}

export interface StageCode {
  readonly stage: GlslStage;
  readonly shader: TgsiShader;
  readonly scan: TgsiScanInfo;
  readonly layout: RegisterLayout;
  /** Global declarations besides the register files (loop budget, demote flag, address stack). */
  readonly globals: string[];
  /** Prototypes, `tgsi_main` and subroutines. */
  readonly functions: string[];
  readonly helpers: Set<string>;
  readonly samplers: StageSampler[];
  readonly usesDemote: boolean;
}

const O = TgsiOpcode;
const SWZ = 'xyzw';

/** Translates the instructions of one shader (declarations and IO are the linker's). */
export function translateStage(shader: TgsiShader, stage: GlslStage): StageCode {
  return new StageTranslator(shader, stage).run();
}

class StageTranslator implements TextureContext {
  private readonly scan: TgsiScanInfo;
  private readonly layout: RegisterLayout;
  private readonly helpers = new Set<string>();
  private readonly samplers = new Map<string, StageSampler>();
  private readonly prefix: string;
  private current = -1;
  private ins: TgsiInstruction | null = null;
  private body: string[] = [];
  private depth = 1;
  private usesLoops = false;
  private usesDemote = false;
  private usesStack = false;
  private readonly switchCases: Set<number>[] = [];

  constructor(
    private readonly shader: TgsiShader,
    readonly stage: GlslStage,
  ) {
    this.prefix = stage === 'vertex' ? 'vs' : 'fs';
    this.scan = scanTgsi(shader);
    this.layout = new RegisterLayout(shader, this.prefix, (why) => this.fail(why));
  }

  fail(why: string): never {
    throw new GlslTranslationError(this.stage, this.current >= 0 ? this.current : null, why);
  }

  run(): StageCode {
    const functions: string[] = [];
    const subs: Array<{ index: number; lines: string[] }> = [];
    const main: string[] = [];
    this.body = main;
    let skipping = false;
    let inSub = false;
    const calls = new Map<number, Set<number>>(); // caller (-1 = main) → subroutines
    let caller = -1;
    this.shader.instructions.forEach((ins, i) => {
      this.current = i;
      this.ins = ins;
      if (ins.opcode === O.BGNSUB) {
        inSub = true;
        skipping = false;
        caller = i;
        this.body = [];
        this.depth = 1;
        subs.push({ index: i, lines: this.body });
        return;
      }
      if (ins.opcode === O.ENDSUB) {
        inSub = false;
        skipping = true;
        return;
      }
      if (skipping) return;
      if (ins.opcode === O.END) {
        if (!inSub) skipping = true;
        return;
      }
      if (ins.opcode === O.CAL || ins.opcode === O.CALLNZ) {
        const target = ins.label;
        if (target === null || this.shader.instructions[target]?.opcode !== O.BGNSUB) {
          this.fail('CAL needs the index of its BGNSUB as its label');
        }
        if (!calls.has(caller)) calls.set(caller, new Set());
        calls.get(caller)!.add(target);
      }
      this.instruction(ins);
    });
    this.current = -1;
    this.checkRecursion(calls);
    for (const s of subs) functions.push(`void sub_${s.index}();`);
    functions.push(['void tgsi_main() {', ...main, '}'].join('\n'));
    for (const s of subs) functions.push([`void sub_${s.index}() {`, ...s.lines, '}'].join('\n'));
    const globals: string[] = [...this.layout.declarations()];
    if (this.usesLoops) globals.push('int gts_loops = 0;');
    if (this.usesDemote) globals.push('bool gts_demoted = false;');
    if (this.usesStack) globals.push(`uvec4 gts_stack[${STACK_DEPTH}];`, 'int gts_sp = 0;');
    return {
      stage: this.stage,
      shader: this.shader,
      scan: this.scan,
      layout: this.layout,
      globals,
      functions,
      helpers: this.helpers,
      samplers: [...this.samplers.values()],
      usesDemote: this.usesDemote,
    };
  }

  /** GLSL has no recursion: refuse call graphs with a cycle. */
  private checkRecursion(calls: Map<number, Set<number>>): void {
    const state = new Map<number, 1 | 2>();
    const visit = (n: number) => {
      if (state.get(n) === 2) return;
      if (state.get(n) === 1) {
        this.current = n;
        this.fail('recursive subroutine calls (GLSL functions cannot recurse)');
      }
      state.set(n, 1);
      for (const m of calls.get(n) ?? []) visit(m);
      state.set(n, 2);
    };
    visit(-1);
    for (const n of calls.keys()) visit(n);
  }

  private line(text: string): void {
    this.body.push(`${'  '.repeat(this.depth)}${text}`);
  }

  /** Emits `{ prefix; locals; statements }` for one instruction. */
  private block(ins: TgsiInstruction, statements: string[]): void {
    const name = opcodeInfo(ins.opcode)?.name ?? String(ins.opcode);
    const pre = this.layout.takePrefix();
    this.line(`{ // ${this.current}: ${name}${ins.saturate ? '_SAT' : ''}`);
    for (const s of [...pre, ...statements]) this.line(`  ${s}`);
    this.line('}');
  }

  source(k: number, type: GlslValueType): string {
    const s = this.ins!.src[k];
    if (!s) this.fail(`source ${k} is missing`);
    if (s.file === TgsiFile.SAMPLER || s.file === TgsiFile.SAMPLER_VIEW)
      this.fail('a sampler cannot be read as a value');
    if (s.absolute && (type === 'i' || type === 'u')) this.helpers.add('iabs');
    return this.layout.source(s, type);
  }

  /** A scalar control-flow condition on src0.x, with its prefix statements emitted first. */
  private condition(type: 'f' | 'u'): string {
    const v = this.source(0, type);
    for (const p of this.layout.takePrefix()) this.line(p);
    return type === 'f' ? `${v}.x != 0.0` : `${v}.x != 0u`;
  }

  /** Stores a uvec4 result into destination 0, saturating float results when asked. */
  private storeResult(value: string): string[] {
    const d = this.ins!.dst[0];
    if (!d) return [];
    return [`uvec4 r = ${value};`, ...this.layout.store(d, 'r')];
  }

  /** A typed 4-vector result as register words (NaN canonical for floats, _SAT applied). */
  private resultBits(expr: string, type: GlslValueType): string {
    const sat = this.ins!.saturate;
    if (type === 'f' || (sat && type === 'b')) {
      const f = type === 'b' ? `uintBitsToFloat(${expr})` : expr;
      this.helpers.add('fb');
      if (sat) this.helpers.add('sat');
      return sat ? `fb(sat(${f}))` : `fb(${f})`;
    }
    return type === 'i' ? `uvec4(${expr})` : expr;
  }

  private instruction(ins: TgsiInstruction): void {
    const info = opcodeInfo(ins.opcode);
    if (!info) this.fail(`unknown opcode ${ins.opcode}`);
    const refused = REFUSED_OPCODES[info.name];
    if (refused) this.fail(`${info.name}: ${refused}`);
    const alu = ALU[info.name];
    if (alu) {
      for (const h of alu.helpers) this.helpers.add(h);
      const locals = alu.src.map((t, k) => `${vecType(t)} s${k} = ${this.source(k, t)};`);
      this.block(ins, [...locals, ...this.storeResult(this.resultBits(alu.expr, alu.result))]);
      return;
    }
    if (this.controlFlow(ins)) return;
    this.special(ins);
  }

  /** Control-flow opcodes; false when `ins` is not one. */
  private controlFlow(ins: TgsiInstruction): boolean {
    switch (ins.opcode) {
      case O.IF:
      case O.UIF:
        this.line(`if (${this.condition(ins.opcode === O.IF ? 'f' : 'u')}) {`);
        this.depth++;
        return true;
      case O.ELSE:
        this.depth--;
        this.line('} else {');
        this.depth++;
        return true;
      case O.ENDIF:
      case O.ENDLOOP:
        this.depth--;
        this.line('}');
        return true;
      case O.BGNLOOP:
        this.usesLoops = true;
        this.line(`for (; gts_loops < ${GLSL_LOOP_ITERATION_CAP}; gts_loops++) {`);
        this.depth++;
        return true;
      case O.BRK:
        this.line('break;');
        return true;
      case O.CONT:
        this.line('continue;');
        return true;
      case O.BREAKC:
        this.line(`if (${this.condition('u')}) break;`);
        return true;
      case O.SWITCH: {
        const selector = this.source(0, 'u');
        for (const p of this.layout.takePrefix()) this.line(p);
        this.line(`switch (int(${selector}.x)) {`);
        this.switchCases.push(new Set());
        this.depth++;
        return true;
      }
      case O.CASE: {
        const s = ins.src[0]!;
        if (s.file !== TgsiFile.IMMEDIATE || s.indirect) this.fail('a CASE value must be an immediate');
        const word = this.layout.immediateWord(s.index, s.swizzle[0]) | 0;
        const cases = this.switchCases.at(-1)!;
        if (cases.has(word)) this.fail(`CASE ${word} appears twice in one SWITCH`);
        cases.add(word);
        this.line(word === -2147483648 ? 'case int(0x80000000u):' : `case ${word}:`);
        return true;
      }
      case O.DEFAULT:
        this.line('default:');
        return true;
      case O.ENDSWITCH:
        this.line('  break;');
        this.switchCases.pop();
        this.depth--;
        this.line('}');
        return true;
      case O.CAL:
        this.line(`sub_${ins.label}();`);
        return true;
      case O.CALLNZ:
        this.line(`if (${this.condition('u')}) sub_${ins.label}();`);
        return true;
      case O.RET:
        this.line('return;');
        return true;
      case O.NOP:
        return true;
      case O.KILL:
        this.fragmentOnly('KILL');
        this.line('discard;');
        return true;
      case O.KILL_IF: {
        this.fragmentOnly('KILL_IF');
        const v = this.source(0, 'f');
        this.block(ins, [`if (any(lessThan(${v}, vec4(0.0)))) discard;`]);
        return true;
      }
      case O.DEMOTE:
        this.fragmentOnly('DEMOTE');
        this.usesDemote = true;
        this.line('gts_demoted = true;');
        return true;
      default:
        return false;
    }
  }

  private fragmentOnly(what: string): void {
    if (this.stage !== 'fragment') this.fail(`${what} exists only in fragment shaders`);
  }

  /** Texture, derivative, interpolation, stack and sample opcodes. */
  private special(ins: TgsiInstruction): void {
    const op = ins.opcode;
    if (SAMPLE_OPCODES.has(op)) {
      this.texture(sampleInstruction(this, ins));
      return;
    }
    if (op === O.TXF || op === O.SAMPLE_I) {
      this.texture(fetchInstruction(this, ins));
      return;
    }
    if (op === O.TXQ || op === O.TXQ_LZ || op === O.SVIEWINFO) {
      this.texture(sizeInstruction(this, ins));
      return;
    }
    this.helpers.add('fb');
    const frag = this.stage === 'fragment';
    switch (op) {
      case O.DDX:
      case O.DDX_FINE:
      case O.DDY:
      case O.DDY_FINE: {
        const fn = op === O.DDX || op === O.DDX_FINE ? 'dFdx' : 'dFdy';
        const v = frag ? `${fn}(s0)` : 'vec4(0.0)';
        this.block(ins, [`vec4 s0 = ${this.source(0, 'f')};`, ...this.storeResult(this.resultBits(v, 'f'))]);
        return;
      }
      case O.INTERP_CENTROID:
      case O.INTERP_SAMPLE:
        this.block(ins, [
          `vec4 s0 = ${this.source(0, 'f')};`,
          ...this.storeResult(this.resultBits('s0', 'f')),
        ]);
        return;
      case O.INTERP_OFFSET: {
        const v = frag ? 's0 + dFdx(s0) * s1.x + dFdy(s0) * s1.y' : 's0';
        this.block(ins, [
          `vec4 s0 = ${this.source(0, 'f')};`,
          `vec4 s1 = ${this.source(1, 'f')};`,
          ...this.storeResult(this.resultBits(v, 'f')),
        ]);
        return;
      }
      case O.PUSHA:
        this.usesStack = true;
        this.block(ins, [
          `uvec4 s0 = ${this.source(0, 'b')};`,
          `if (gts_sp < ${STACK_DEPTH}) { gts_stack[gts_sp] = s0; gts_sp++; }`,
        ]);
        return;
      case O.POPA:
        this.usesStack = true;
        this.block(ins, [
          'uvec4 v = uvec4(0u);',
          `if (gts_sp > 0) { gts_sp--; v = gts_stack[clamp(gts_sp, 0, ${STACK_DEPTH - 1})]; }`,
          ...this.storeResult('v'),
        ]);
        return;
      case O.SAMPLE_POS: {
        const swz = this.swizzleOf(0);
        this.block(ins, this.storeResult(`floatBitsToUint(vec4(0.5, 0.5, 0.0, 0.0))${swz}`));
        return;
      }
      case O.SAMPLE_INFO: {
        const swz = this.swizzleOf(0);
        this.block(ins, this.storeResult(`uvec4(1u, 0u, 0u, 0u)${swz}`));
        return;
      }
      default:
        this.fail(`${opcodeInfo(op)?.name ?? op} is not translated`);
    }
  }

  private swizzleOf(k: number): string {
    const s = this.ins!.src[k]!.swizzle.map((c) => SWZ[c]).join('');
    return s === 'xyzw' ? '' : `.${s}`;
  }

  private texture(code: { statements: string[]; value: string }): void {
    this.helpers.add('fb');
    this.block(this.ins!, [...code.statements, ...this.storeResult(code.value)]);
  }

  // TextureContext

  resource(k: number): number {
    const s = this.ins!.src[k];
    if (!s || (s.file !== TgsiFile.SAMPLER && s.file !== TgsiFile.SAMPLER_VIEW)) {
      this.fail(`source ${k} must be a SAMP or SVIEW register`);
    }
    if (s.indirect || s.dimension) this.fail('indirect sampler indexing needs GLSL ES 3.10+');
    return s.index;
  }

  viewTarget(n: number): number {
    return this.scan.samplerViews[n]?.target ?? this.fail(`SVIEW[${n}] is not declared`);
  }

  viewReturn(n: number): SamplerKind['ret'] {
    const rt = this.scan.samplerViews[n]?.returnType[0];
    return rt === TgsiReturnType.SINT ? 'i' : rt === TgsiReturnType.UINT ? 'u' : 'f';
  }

  sampler(view: number, sampler: number, kind: SamplerKind): string {
    const type = samplerType(kind);
    const key = `${view}:${sampler}:${type}`;
    const known = this.samplers.get(key);
    if (known) return known.name;
    const name = `${this.prefix}_tex${view}_${sampler}_${type}`;
    this.samplers.set(key, { name, view, sampler, kind, levels: null });
    return name;
  }

  levels(samplerName: string): string {
    const s = [...this.samplers.values()].find((x) => x.name === samplerName)!;
    s.levels = `${samplerName}_levels`;
    return s.levels;
  }

  offsets(): number[] | null {
    const offs = this.ins!.texture?.offsets ?? [];
    if (offs.length === 0) return null;
    if (offs.length > 1) this.fail('more than one texel offset');
    const o = offs[0]!;
    if (o.file !== TgsiFile.IMMEDIATE) this.fail('texel offsets must be immediates in GLSL ES 3.00');
    const imm = this.shader.immediates[o.index];
    if (!imm) this.fail(`IMM[${o.index}] is not declared`);
    const values = o.swizzle.map((c) => (imm.values[c] ?? 0) | 0);
    if (values.some((v) => v < -8 || v > 7)) this.fail('texel offsets must lie in [-8, 7]');
    return values;
  }
}
