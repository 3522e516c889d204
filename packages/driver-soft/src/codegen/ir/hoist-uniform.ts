// Moves uniform definitions out of lanes loops: a definition at the top level of a lanes loop's body
// whose operands are all defined before the loop (and are not variables, which the body may set) has
// the same value in every group of lanes, so it is computed once, just before the loop, instead of once
// per group (e.g. the per-row terms and the 1 / w of an affine primitive's interpolation). Only pure
// operations move: loads and helper calls stay where they are, and so do anyTrue / allTrue, which answer
// for a group.
import { type IrBlock, type IrStatement, type IrValue, innerBlocks } from './ir.js';
import { STAY_IN_PLACE } from './ops.js';

/** Hoists the loop-invariant uniform definitions of every lanes loop in `block` (in place). */
export function hoistUniformDefinitions(block: IrBlock): void {
  for (let i = 0; i < block.statements.length; i++) {
    const s = block.statements[i]!;
    if (s.kind === 'loop') hoistUniformDefinitions(s.body);
    if (s.kind === 'if') {
      hoistUniformDefinitions(s.thenBlock);
      hoistUniformDefinitions(s.elseBlock);
    }
    if (s.kind !== 'lanes') continue;
    const hoisted = invariantDefinitions(s.body);
    block.statements.splice(i, 0, ...hoisted);
    i += hoisted.length;
  }
}

/** Removes from `body` (a lanes loop's) the definitions that can run before it, and returns them in order. */
function invariantDefinitions(body: IrBlock): IrStatement[] {
  const inside = new Set<number>();
  const collect = (b: IrBlock) => {
    for (const s of b.statements) {
      if (s.kind === 'def') inside.add(s.value.id);
      if (s.kind === 'loop') inside.add(s.counter.id);
      for (const inner of innerBlocks(s)) collect(inner);
    }
  };
  collect(body);
  const invariant = (v: IrValue) => !v.varying && !v.variable && !inside.has(v.id);
  const hoisted: IrStatement[] = [];
  const kept = body.statements.filter((s) => {
    if (s.kind !== 'def' || s.value.varying || s.value.variable || STAY_IN_PLACE.has(s.op)) return true;
    if (!s.args.every(invariant)) return true;
    inside.delete(s.value.id);
    hoisted.push(s);
    return false;
  });
  body.statements.splice(0, body.statements.length, ...kept);
  return hoisted;
}
