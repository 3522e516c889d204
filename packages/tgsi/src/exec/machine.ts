// TgsiMachine: the TGSI interpreter, the reference semantics. It walks the instruction list with a
// program counter; arithmetic instructions evaluate the shared semantics table lane by lane and
// channel by channel, everything else goes through the shared runtime operations and the execution
// mask, exactly as the JIT's generated code does.
import { TgsiOpcode } from '../opcodes.js';
import { TgsiExecutable } from './executable.js';
import { executeAlu } from './interpret-alu.js';
import { opFunction } from './ops.js';
import { evaluateCondition, evaluateSelector } from './ops-flow.js';

const O = TgsiOpcode;

/** The interpreter: `new TgsiMachine(shader, options)`; throws TgsiExecutionError for shaders it cannot run. */
export class TgsiMachine extends TgsiExecutable {
  protected execute(): void {
    const rt = this.rt;
    const m = rt.mask;
    const list = this.program.instructions;
    const { cases } = this.program.flow;
    const returns: number[] = [];
    let pc = 0;
    while (pc < list.length) {
      const ins = list[pc]!;
      if (ins.kind === 'alu') {
        if (m.any) executeAlu(rt, ins);
        pc++;
        continue;
      }
      if (ins.kind === 'op') {
        if (m.any) opFunction(ins.opcode)!(rt, ins);
        pc++;
        continue;
      }
      switch (ins.opcode) {
        case O.IF:
        case O.UIF:
          evaluateCondition(rt, ins);
          pc = m.ifBegin() ? pc + 1 : ins.match;
          break;
        case O.ELSE:
          pc = m.ifElse() ? pc + 1 : ins.match;
          break;
        case O.ENDIF:
          m.ifEnd();
          pc++;
          break;
        case O.BGNLOOP:
          pc = m.loopBegin() ? pc + 1 : ins.match + 1;
          break;
        case O.ENDLOOP:
          pc = m.loopEnd() ? ins.match + 1 : pc + 1;
          break;
        case O.BRK:
          m.brk();
          pc++;
          break;
        case O.BREAKC:
          evaluateCondition(rt, ins);
          m.breakIf();
          pc++;
          break;
        case O.CONT:
          m.cont();
          pc++;
          break;
        case O.SWITCH:
          evaluateSelector(rt, ins);
          m.switchBegin(cases.get(pc)!);
          pc++;
          break;
        case O.CASE:
          m.caseLabel(this.program.caseValue(ins));
          pc++;
          break;
        case O.DEFAULT:
          m.defaultLabel();
          pc++;
          break;
        case O.ENDSWITCH:
          m.switchEnd();
          pc++;
          break;
        case O.CAL:
        case O.CALLNZ: {
          if (ins.opcode === O.CALLNZ) evaluateCondition(rt, ins);
          const called = ins.opcode === O.CAL ? m.callBegin() : m.callIf();
          if (called) {
            returns.push(pc + 1);
            pc = ins.match + 1;
          } else {
            pc++;
          }
          break;
        }
        case O.RET:
          m.ret();
          pc++;
          break;
        case O.BGNSUB:
          // A subroutine's body runs only when called.
          pc = ins.match + 1;
          break;
        case O.ENDSUB:
          m.callEnd();
          pc = returns.pop()!;
          break;
        case O.END:
          return;
        case O.KILL:
          m.kill();
          pc++;
          break;
        case O.KILL_IF:
          evaluateCondition(rt, ins);
          m.killIf();
          pc++;
          break;
        case O.DEMOTE:
          m.demote();
          pc++;
          break;
        default:
          // NOP
          pc++;
          break;
      }
    }
  }
}
