// The fallback lowering of a TGSI result: a helper function made from the very expression of tgsi's
// semantics table that the lane program splices into its JavaScript (same text, same numeric helpers),
// so an opcode the translator has no vector lowering for still computes the lane program's bits through
// both back ends. The helper takes each placeholder the expression reads as an f64 (float values
// promoted, integer words converted, unsigned words reinterpreted inside) and returns the result as an
// f64: a float32 value for float results, an int32 for word results and the halves of double results.
import {
  type AluResult,
  placeholders,
  substitute,
  TGSI_LANE_HELPER_NAMES,
  TGSI_LANE_HELPERS,
} from '@gallium-ts/tgsi';

export type IrHelperFunction = (...args: number[]) => number;

/** Which number a double result's helper returns. */
export type ResultPart = 'value' | 'lo' | 'hi';

export interface ExpressionHelper {
  readonly name: string;
  readonly fn: IrHelperFunction;
  /** The placeholders (source, selector) it takes, in parameter order. */
  readonly reads: readonly { readonly src: number; readonly sel: number }[];
}

/** Helpers by generated source: one function per distinct expression in the process. */
const bySource = new Map<string, { name: string; fn: IrHelperFunction }>();
let made = 0;

/**
 * The helper computing `result` of opcode `opcode` (srcTypes as the semantics give them), with the lane
 * program's `| 0` on word results and `sat()` under _SAT.
 */
export function expressionHelper(
  opcode: string,
  result: AluResult,
  srcTypes: readonly string[],
  saturate: boolean,
  part: ResultPart,
): ExpressionHelper {
  const reads = placeholders(result.expr);
  const param = (src: number, sel: number) => `a${reads.findIndex((p) => p.src === src && p.sel === sel)}`;
  let body = substitute(result.expr, (p) => param(p.src, p.sel));
  if (result.type === 'i' || result.type === 'b') body = `(${body}) | 0`;
  else if (saturate) body = `sat(${body})`;
  if (part !== 'value') body = `${part === 'lo' ? 'doubleLo' : 'doubleHi'}(${body})`;
  // Unsigned sources are read as uint32 (`>>> 0`), as the lane program's operands are.
  const unsigned = reads
    .map((p, i) => (p.sel < 4 && srcTypes[p.src] === 'u' ? `a${i} = a${i} >>> 0;` : ''))
    .join(' ');
  const params = reads.map((_, i) => `a${i}`).join(', ');
  const source = `return function (${params}) { ${unsigned} return ${body}; };`;
  let helper = bySource.get(source);
  if (!helper) {
    const fn = new Function(`{${TGSI_LANE_HELPER_NAMES.join(', ')}}`, source)(TGSI_LANE_HELPERS);
    helper = { name: `tgsi_${opcode}_${made++}`, fn };
    bySource.set(source, helper);
  }
  // Channels of one opcode share the source; the placeholders they read differ.
  return { ...helper, reads };
}
