// Block bookkeeping of the Ureg builder: the stack of open IF/ELSE, BGNLOOP, SWITCH and BGNSUB
// blocks, refusing misplaced ELSE/ENDIF/ENDLOOP/BRK/CONT/CASE/END as they are emitted and filling in
// branch targets as blocks close (IF → ELSE or ENDIF, ELSE → ENDIF, BGNLOOP ↔ ENDLOOP).
import type { TgsiInstruction } from '../ir.js';
import { TgsiOpcode, type TgsiOpcodeInfo } from '../opcodes.js';
import { UregError } from './errors.js';

interface Block {
  kind: 'if' | 'else' | 'loop' | 'switch' | 'sub';
  /** Instruction that opened the block (or its ELSE). */
  at: number;
}

const OPENER = { if: 'IF', else: 'ELSE', loop: 'BGNLOOP', switch: 'SWITCH', sub: 'BGNSUB' } as const;

/** "IF opened at instruction 3" */
function describe(block: Block): string {
  return `${OPENER[block.kind]} opened at instruction ${block.at}`;
}

export class BlockTracker {
  private readonly blocks: Block[] = [];

  /** The innermost open block, described ("IF opened at instruction 3"), or null when none is open. */
  innermost(): string | null {
    const top = this.blocks[this.blocks.length - 1];
    return top === undefined ? null : describe(top);
  }

  /**
   * Keeps the stack of open blocks and fills in IF/ELSE/BGNLOOP labels as blocks close; returns the
   * label of the instruction being emitted when it is already known (ENDLOOP's), else null.
   */
  track(info: TgsiOpcodeInfo, at: number, instructions: TgsiInstruction[]): number | null {
    const top = this.blocks[this.blocks.length - 1];
    const fail = (reason: string): never => {
      throw new UregError(info.name, reason);
    };
    const setLabel = (index: number, label: number) => {
      instructions[index]!.label = label;
    };
    switch (info.opcode) {
      case TgsiOpcode.IF:
      case TgsiOpcode.UIF:
        this.blocks.push({ kind: 'if', at });
        break;
      case TgsiOpcode.ELSE:
        if (top?.kind !== 'if') fail('no open IF to add an ELSE to');
        setLabel(top!.at, at);
        top!.kind = 'else';
        top!.at = at;
        break;
      case TgsiOpcode.ENDIF:
        if (top?.kind !== 'if' && top?.kind !== 'else') fail('no open IF to end');
        setLabel(top!.at, at);
        this.blocks.pop();
        break;
      case TgsiOpcode.BGNLOOP:
        this.blocks.push({ kind: 'loop', at });
        break;
      case TgsiOpcode.ENDLOOP:
        if (top?.kind !== 'loop') fail('no open BGNLOOP to end');
        setLabel(top!.at, at);
        this.blocks.pop();
        return top!.at; // ENDLOOP points back at its BGNLOOP.
      case TgsiOpcode.BRK:
      case TgsiOpcode.BREAKC:
        if (!this.blocks.some((b) => b.kind === 'loop' || b.kind === 'switch'))
          fail('is outside any loop or SWITCH');
        break;
      case TgsiOpcode.CONT:
        if (!this.blocks.some((b) => b.kind === 'loop')) fail('is outside any loop');
        break;
      case TgsiOpcode.SWITCH:
        this.blocks.push({ kind: 'switch', at });
        break;
      case TgsiOpcode.CASE:
      case TgsiOpcode.DEFAULT:
        if (top?.kind !== 'switch') fail('is outside a SWITCH');
        break;
      case TgsiOpcode.ENDSWITCH:
        if (top?.kind !== 'switch') fail('no open SWITCH to end');
        this.blocks.pop();
        break;
      case TgsiOpcode.BGNSUB:
        if (this.blocks.length > 0) fail(`a subroutine cannot start inside the ${describe(top!)}`);
        this.blocks.push({ kind: 'sub', at });
        break;
      case TgsiOpcode.ENDSUB:
        if (top?.kind !== 'sub') fail('no open BGNSUB to end');
        this.blocks.pop();
        break;
      case TgsiOpcode.END:
        if (top !== undefined) fail(`the ${describe(top)} is not closed`);
        break;
    }
    return null;
  }
}
