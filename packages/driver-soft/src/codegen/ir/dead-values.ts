// Removes the definitions whose values nothing reads, directly or through other such definitions (a
// kernel may compute more than its shader uses: every channel of an interpolated input, every channel of
// a texel). Definitions compute values only, so removing unread ones changes no stored byte; variables
// and helper calls are kept.
import { type IrBlock, innerBlocks, statementOperands } from './ir.js';

/**
 * Drops the unread definitions from `body` and the blocks inside it (in place), in one pass from the
 * last statement back: a value is read only after its definition (a later iteration of a loop reads an
 * earlier one's values through variables, which stay), so every reader of a definition has been seen
 * by the time the pass reaches it.
 */
export function removeUnreadDefinitions(body: IrBlock): void {
  sweep(body, new Set<number>());
}

function sweep(block: IrBlock, read: Set<number>): void {
  const statements = block.statements;
  let kept = statements.length;
  for (let i = statements.length - 1; i >= 0; i--) {
    const s = statements[i]!;
    if (s.kind === 'def' && !s.value.variable && s.op !== 'call' && !read.has(s.value.id)) continue;
    const inner = innerBlocks(s);
    for (let b = inner.length - 1; b >= 0; b--) sweep(inner[b]!, read);
    for (const v of statementOperands(s)) read.add(v.id);
    statements[--kept] = s;
  }
  statements.splice(0, kept);
}
