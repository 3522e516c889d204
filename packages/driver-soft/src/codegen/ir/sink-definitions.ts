// Moves definitions into the one branch that reads them: a pure definition whose every reader lies inside
// one branch of a later `if` of the same block is computed at the start of that branch instead of before
// the `if`. A fallback that rarely runs — the exact arithmetic behind a verified value's tie test — then
// costs nothing where it does not run: the values only it reads (a lane's f64 pixel centre) are neither
// computed nor kept live across the group's hot path, which leaves the vector registers to the values
// every group needs (and the WebAssembly lanes loop its interleaved copies, see emit-wasm.ts). Only pure
// operations of values move (not loads, helper calls, a group's anyTrue / allTrue answers or what reads a
// variable, nor into loops, which would repeat them); a value that moves keeps its definition before
// every reader. One pass over the function indexes where each statement sits and what reads each value;
// a definition's readers are then followed up to its own block, so the pass costs about the function's
// size times its nesting depth.
import { type IrBlock, type IrStatement, innerBlocks, statementOperands } from './ir.js';
import { STAY_IN_PLACE } from './ops.js';

/** Where a statement sits: its block, and the statement holding that block (null: the function's). */
interface Place {
  block: IrBlock;
  owner: IrStatement | null;
}

/** Sinks the definitions of `body` and of the blocks inside it (in place). */
export function sinkDefinitions(body: IrBlock): void {
  const places = new Map<IrStatement, Place>();
  const readers = new Map<number, IrStatement[]>();
  const index = (block: IrBlock, owner: IrStatement | null) => {
    for (const s of block.statements) {
      places.set(s, { block, owner });
      for (const v of statementOperands(s)) {
        const list = readers.get(v.id);
        if (list) list.push(s);
        else readers.set(v.id, [s]);
      }
      for (const inner of innerBlocks(s)) index(inner, s);
    }
  };
  index(body, null);
  const sink = (block: IrBlock) => {
    const statements = block.statements;
    // From the last statement back, so a definition whose readers just moved into a branch can follow them.
    for (let i = statements.length - 1; i >= 0; i--) {
      const s = statements[i]!;
      // Variables may be set between here and the branch: what reads them stays.
      if (s.kind !== 'def' || s.value.variable || STAY_IN_PLACE.has(s.op) || s.args.some((a) => a.variable))
        continue;
      const target = onlyBranch(readers.get(s.value.id) ?? [], block, places);
      if (!target) continue;
      statements.splice(i, 1);
      target.branch.statements.unshift(s);
      places.set(s, { block: target.branch, owner: target.owner });
    }
    for (const s of statements) for (const inner of innerBlocks(s)) sink(inner);
  };
  sink(body);
}

/**
 * The branch of an `if` of `block` holding every one of `readers`, with that `if`; null when a reader is
 * a statement of `block` itself, or they lie in different statements or branches, or in a loop.
 */
function onlyBranch(
  readers: readonly IrStatement[],
  block: IrBlock,
  places: ReadonlyMap<IrStatement, Place>,
): { branch: IrBlock; owner: IrStatement } | null {
  let found: { branch: IrBlock; owner: IrStatement } | null = null;
  for (const reader of readers) {
    // Up from the reader to the statement of `block` holding it, noting the block it came out of.
    let top = reader;
    let place = places.get(top)!;
    let from: IrBlock | null = null;
    while (place.block !== block) {
      from = place.block;
      top = place.owner!;
      place = places.get(top)!;
    }
    if (top.kind !== 'if' || !from) return null;
    if (found && (found.owner !== top || found.branch !== from)) return null;
    found = { branch: from, owner: top };
  }
  return found;
}
