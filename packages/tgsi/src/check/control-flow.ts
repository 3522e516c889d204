// checkTgsi's control-flow checks: IF/UIF/ELSE/ENDIF, BGNLOOP/ENDLOOP, SWITCH/CASE/DEFAULT/ENDSWITCH and
// BGNSUB/ENDSUB nest properly; BRK and CONT sit inside a loop (BRK also in a SWITCH); END exists and is
// not inside a block; branch targets point where the IR's label convention says (IF → its ELSE or
// ENDIF, ELSE → its ENDIF, BGNLOOP ↔ ENDLOOP, CAL and CALLNZ → a BGNSUB).
import type { TgsiShader } from '../ir.js';
import { opcodeInfo, TgsiOpcode } from '../opcodes.js';
import type { Reporter } from './report.js';

interface Block {
  opcode: number;
  at: number;
  /** For IF/UIF: the ELSE, once seen. */
  elseAt: number | null;
}

/** The opcode name of a block's opening instruction (IF, UIF, BGNLOOP, SWITCH or BGNSUB). */
const opener = (block: Block) => opcodeInfo(block.opcode)!.name;

export function checkControlFlow(shader: TgsiShader, r: Reporter): void {
  const insts = shader.instructions;
  const blocks: Block[] = [];
  let endAt: number | null = null;

  const error = (i: number, message: string) => r.error(message, { instruction: i }, insts[i]!);
  /** Checks that instruction `from` (if it has a label) targets `to`. */
  const expectLabel = (from: number, to: number, what: string) => {
    const label = insts[from]!.label;
    if (label !== null && label !== to) error(from, `branch target :${label} should be ${to}, the ${what}`);
  };
  const innermost = (...opcodes: number[]) => {
    for (let b = blocks.length - 1; b >= 0; b--) if (opcodes.includes(blocks[b]!.opcode)) return blocks[b];
    return undefined;
  };

  insts.forEach((inst, i) => {
    const info = opcodeInfo(inst.opcode);
    if (info === undefined) return;
    const top = blocks[blocks.length - 1];
    if (inst.label !== null) {
      if (!info.isBranch) error(i, `${info.name} takes no branch target`);
      else if (!Number.isInteger(inst.label) || inst.label < 0 || inst.label >= insts.length) {
        error(i, `branch target :${inst.label} is not an instruction (the shader has ${insts.length})`);
      }
    }
    if (endAt !== null && blocks.length === 0 && inst.opcode !== TgsiOpcode.BGNSUB) {
      r.warning(`${info.name} follows END outside any subroutine and never runs`, { instruction: i }, inst);
    }
    switch (inst.opcode) {
      case TgsiOpcode.IF:
      case TgsiOpcode.UIF:
      case TgsiOpcode.BGNLOOP:
      case TgsiOpcode.SWITCH:
        blocks.push({ opcode: inst.opcode, at: i, elseAt: null });
        break;
      case TgsiOpcode.BGNSUB:
        if (top !== undefined) error(i, `BGNSUB inside the ${opener(top)} at instruction ${top.at}`);
        blocks.push({ opcode: inst.opcode, at: i, elseAt: null });
        break;
      case TgsiOpcode.ELSE:
        if ((top?.opcode !== TgsiOpcode.IF && top?.opcode !== TgsiOpcode.UIF) || top.elseAt !== null) {
          error(
            i,
            top?.elseAt != null
              ? `second ELSE for the IF at instruction ${top.at}`
              : 'ELSE without an open IF',
          );
        } else {
          top.elseAt = i;
          expectLabel(top.at, i, 'matching ELSE');
        }
        break;
      case TgsiOpcode.ENDIF:
        if (top?.opcode !== TgsiOpcode.IF && top?.opcode !== TgsiOpcode.UIF) {
          error(i, 'ENDIF without an open IF');
        } else {
          if (top.elseAt === null) expectLabel(top.at, i, 'matching ENDIF');
          else expectLabel(top.elseAt, i, 'matching ENDIF');
          blocks.pop();
        }
        break;
      case TgsiOpcode.ENDLOOP:
        if (top?.opcode !== TgsiOpcode.BGNLOOP) {
          error(i, 'ENDLOOP without an open BGNLOOP');
        } else {
          expectLabel(top.at, i, 'matching ENDLOOP');
          expectLabel(i, top.at, 'matching BGNLOOP');
          blocks.pop();
        }
        break;
      case TgsiOpcode.ENDSWITCH:
        if (top?.opcode !== TgsiOpcode.SWITCH) error(i, 'ENDSWITCH without an open SWITCH');
        else blocks.pop();
        break;
      case TgsiOpcode.CASE:
      case TgsiOpcode.DEFAULT:
        if (top?.opcode !== TgsiOpcode.SWITCH) error(i, `${info.name} outside a SWITCH`);
        break;
      case TgsiOpcode.ENDSUB:
        if (top?.opcode !== TgsiOpcode.BGNSUB) error(i, 'ENDSUB without an open BGNSUB');
        else blocks.pop();
        break;
      case TgsiOpcode.BRK:
      case TgsiOpcode.BREAKC:
        if (innermost(TgsiOpcode.BGNLOOP, TgsiOpcode.SWITCH) === undefined)
          error(i, `${info.name} outside any loop or SWITCH`);
        break;
      case TgsiOpcode.CONT:
        if (innermost(TgsiOpcode.BGNLOOP) === undefined) error(i, 'CONT outside any loop');
        break;
      case TgsiOpcode.CAL:
      case TgsiOpcode.CALLNZ: {
        const target = inst.label;
        if (target === null) error(i, `${info.name} needs a branch target (the BGNSUB it calls)`);
        else if (insts[target]?.opcode !== TgsiOpcode.BGNSUB)
          error(i, `branch target :${target} of ${info.name} is not a BGNSUB`);
        break;
      }
      case TgsiOpcode.END:
        if (top !== undefined) error(i, `END inside the ${opener(top)} at instruction ${top.at}`);
        endAt ??= i;
        break;
    }
  });
  for (const block of blocks)
    error(block.at, `the ${opener(block)} at instruction ${block.at} is never closed`);
  if (endAt === null) r.error('the shader has no END', {});
}
