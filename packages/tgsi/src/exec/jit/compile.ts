// compileTgsi: turns a shader into one JavaScript function (built with `new Function`) with the same
// inputs, outputs and results as the interpreter. Runs of arithmetic instructions become fused lane
// loops (emit-block.ts); control flow becomes structured JavaScript (if / do-while / nested
// functions for subroutines) driving the shared execution mask; texture, memory and other
// instructions call the shared runtime operations. No text from the shader reaches the generated
// source — only numbers, the semantics table's expressions and identifiers made here.
import type { TgsiShader } from '../../ir.js';
import { TgsiOpcode } from '../../opcodes.js';
import { TgsiExecutable } from '../executable.js';
import { opFunction } from '../ops.js';
import { evaluateCondition, evaluateSelector } from '../ops-flow.js';
import type { PreparedInstruction, TgsiExecOptions, TgsiProgram } from '../program.js';
import { HELPER_NAMES, HELPERS } from '../semantics.js';
import { BlockEmitter, numberLiteral } from './emit-block.js';

const O = TgsiOpcode;

/**
 * Most channel results (one per written channel of each instruction) fused into one lane loop. Long
 * fused loops run slower in V8 than several short ones (measured on the 64-MAD benchmark), so blocks
 * stay small; values still pass between the instructions of a block in local variables.
 */
const FUSED_RESULTS = 12;

/** A shader compiled to JavaScript; use it exactly like a TgsiMachine. */
export class TgsiCompiledShader extends TgsiExecutable {
  /** The generated source (for inspection and debugging). */
  readonly source: string;
  private readonly entry: () => void;

  constructor(shader: TgsiShader, options: TgsiExecOptions = {}) {
    super(shader, options);
    this.source = new Generator(this.program).generate();
    const list = this.program.instructions;
    const factory = new Function('h', 'rt', 'P', 'OPS', 'CASES', 'cond', 'selector', this.source);
    this.entry = factory(
      HELPERS,
      this.rt,
      list,
      list.map((ins) => (ins.kind === 'op' ? opFunction(ins.opcode) : null)),
      list.map((_, i) => this.program.flow.cases.get(i) ?? null),
      evaluateCondition,
      evaluateSelector,
    ) as () => void;
  }

  protected execute(): void {
    this.entry();
  }
}

/** Compiles a shader to a JavaScript function (the JIT). Throws TgsiExecutionError for shaders it cannot run. */
export function compileTgsi(shader: TgsiShader, options: TgsiExecOptions = {}): TgsiCompiledShader {
  return new TgsiCompiledShader(shader, options);
}

class Generator {
  private readonly program: TgsiProgram;
  private readonly list: readonly PreparedInstruction[];
  private readonly blocks: string[] = [];
  private readonly subs: string[] = [];

  constructor(program: TgsiProgram) {
    this.program = program;
    this.list = program.instructions;
  }

  generate(): string {
    const main = this.region(0, this.program.flow.mainEnd, false);
    for (let i = 0; i < this.list.length; i++) {
      const ins = this.list[i]!;
      if (ins.opcode === O.BGNSUB) {
        this.subs.push(`function s${i}() {\n${indent(this.region(i + 1, ins.match, true))}\n}`);
        i = ins.match;
      }
    }
    return [
      `'use strict';`,
      `const {${HELPER_NAMES.join(', ')}} = h;`,
      'const F = rt.f32, I = rt.i32, M = rt.mask, E = M.exec, CF = rt.constFloats, CW = rt.constWords;',
      ...this.blocks,
      ...this.subs,
      `return function run() {\n${indent(main)}\n};`,
    ].join('\n');
  }

  /** Code for instructions [from, to), skipping subroutine definitions. */
  private region(from: number, to: number, inSub: boolean): string {
    const out: string[] = [];
    let depth = 0;
    let block: PreparedInstruction[] = [];
    let results = 0;
    const flush = () => {
      if (block.length === 0) return;
      out.push(this.block(block, inSub || depth > 0 || this.program.flow.disablesLanes));
      block = [];
      results = 0;
    };
    for (let i = from; i < to; i++) {
      const ins = this.list[i]!;
      if (ins.kind === 'alu') {
        if (ins.indirectWritable) {
          flush();
          block.push(ins);
          flush();
        } else {
          block.push(ins);
          results += ins.alu!.results.length;
          if (results >= FUSED_RESULTS) flush();
        }
        continue;
      }
      flush();
      const k = ins.index;
      if (ins.kind === 'op') {
        out.push(`if (M.any) OPS[${k}](rt, P[${k}]);`);
        continue;
      }
      switch (ins.opcode) {
        case O.IF:
        case O.UIF:
          out.push(`cond(rt, P[${k}]);`, 'if (M.ifBegin()) {');
          depth++;
          break;
        case O.ELSE:
          out.push('}', 'if (M.ifElse()) {');
          break;
        case O.ENDIF:
          out.push('}', 'M.ifEnd();');
          depth--;
          break;
        case O.BGNLOOP:
          out.push('if (M.loopBegin()) do {');
          depth++;
          break;
        case O.ENDLOOP:
          out.push('} while (M.loopEnd());');
          depth--;
          break;
        case O.BRK:
          out.push('M.brk();');
          break;
        case O.BREAKC:
          out.push(`cond(rt, P[${k}]);`, 'M.breakIf();');
          break;
        case O.CONT:
          out.push('M.cont();');
          break;
        case O.SWITCH:
          out.push(`selector(rt, P[${k}]);`, `M.switchBegin(CASES[${k}]);`);
          depth++;
          break;
        case O.CASE:
          out.push(`M.caseLabel(${numberLiteral(this.program.caseValue(ins))});`);
          break;
        case O.DEFAULT:
          out.push('M.defaultLabel();');
          break;
        case O.ENDSWITCH:
          out.push('M.switchEnd();');
          depth--;
          break;
        case O.CAL:
          out.push(`if (M.callBegin()) { s${ins.match}(); M.callEnd(); }`);
          break;
        case O.CALLNZ:
          out.push(`cond(rt, P[${k}]);`, `if (M.callIf()) { s${ins.match}(); M.callEnd(); }`);
          break;
        case O.RET:
          out.push('M.ret();');
          break;
        case O.BGNSUB:
          i = ins.match;
          break;
        case O.END:
          out.push('return;');
          break;
        case O.KILL:
          out.push('M.kill();');
          break;
        case O.KILL_IF:
          out.push(`cond(rt, P[${k}]);`, 'M.killIf();');
          break;
        case O.DEMOTE:
          out.push('M.demote();');
          break;
        default:
          break;
      }
    }
    flush();
    return out.join('\n');
  }

  /** Emits a fused block as a function and returns the statement calling it. */
  private block(instructions: PreparedInstruction[], masked: boolean): string {
    const emitter = new BlockEmitter(this.program);
    for (const ins of instructions) emitter.add(ins);
    const name = `b${instructions[0]!.index}`;
    this.blocks.push(`function ${name}() {\n${indent(emitter.finish(masked))}\n}`);
    return `${name}();`;
  }
}

function indent(code: string): string {
  return code
    .split('\n')
    .map((l) => (l ? `  ${l}` : l))
    .join('\n');
}
