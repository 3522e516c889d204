// Removes the definitions whose values nothing reads, directly or through other such definitions (a
// kernel may compute more than its shader uses: every channel of an interpolated input, every channel of
// a texel). Definitions compute values only, so removing unread ones changes no stored byte; variables
// and helper calls are kept.
import type { IrBlock, IrStatement, IrValue } from './ir.js';

/** Drops the unread definitions from `body` and the blocks inside it (in place), until none is left. */
export function removeUnreadDefinitions(body: IrBlock): void {
  for (;;) {
    const read = new Set<number>();
    visit(body, (s) => {
      for (const v of operands(s)) read.add(v.id);
    });
    let removed = 0;
    visit(
      body,
      () => {},
      (block) => {
        const kept = block.statements.filter(
          (s) => s.kind !== 'def' || s.value.variable || s.op === 'call' || read.has(s.value.id),
        );
        removed += block.statements.length - kept.length;
        block.statements.splice(0, block.statements.length, ...kept);
      },
    );
    if (removed === 0) return;
  }
}

/** The values statement `s` reads (not those of the blocks inside it). */
function operands(s: IrStatement): readonly IrValue[] {
  switch (s.kind) {
    case 'def':
      return s.args;
    case 'set':
      return [s.variable, s.value];
    case 'store':
      return [s.address, s.value, ...(s.mask ? [s.mask] : [])];
    case 'loop':
      return [s.start, s.end];
    case 'lanes':
      return [s.start, s.count];
    case 'if':
      return [s.condition];
  }
}

/** Calls `each` for every statement of `block` and the blocks inside it, `eachBlock` for every block. */
function visit(block: IrBlock, each: (s: IrStatement) => void, eachBlock?: (b: IrBlock) => void): void {
  eachBlock?.(block);
  for (const s of block.statements) {
    each(s);
    if (s.kind === 'loop' || s.kind === 'lanes') visit(s.body, each, eachBlock);
    if (s.kind === 'if') {
      visit(s.thenBlock, each, eachBlock);
      visit(s.elseBlock, each, eachBlock);
    }
  }
}
