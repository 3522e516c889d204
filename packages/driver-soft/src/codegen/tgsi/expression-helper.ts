// The fallback lowering of a TGSI result: a helper function made from the very expression of tgsi's
// semantics table that the lane program splices into its JavaScript (same text, same numeric helpers),
// so an opcode the translator has no vector lowering for still computes the lane program's bits through
// both back ends. The helper takes each placeholder the expression reads as an f64 (float values
// promoted, integer words converted, unsigned words reinterpreted inside) and returns the result as an
// f64: a float32 value for float results, an int32 for word results and the halves of double results.
// A helper's name is the opcode and a hash of its source, so translating a shader again (on another
// thread) gives the same names.
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
/** The source each name was given to (names must not collide). */
const byName = new Map<string, string>();

/** Functions by source, on whichever thread compiled them. */
const functions = new Map<string, IrHelperFunction>();

/**
 * The function of helper source `source` (as expressionHelperSource gives it), compiled once per
 * thread: rasterizer threads rebuild the helpers of a module they are sent from their sources.
 */
export function expressionHelperFunction(source: string): IrHelperFunction {
  let fn = functions.get(source);
  if (!fn) {
    fn = new Function(`{${TGSI_LANE_HELPER_NAMES.join(', ')}}`, source)(
      TGSI_LANE_HELPERS,
    ) as IrHelperFunction;
    functions.set(source, fn);
  }
  return fn;
}

/** The source of the helper named `name` made on this thread, or undefined when there is none. */
export function expressionHelperSource(name: string): string | undefined {
  return byName.get(name);
}

/** FNV-1a of a string, as 8 hex digits: names that depend on the source only, the same on every thread. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

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
    const fn = expressionHelperFunction(source);
    const name = `tgsi_${opcode}_${hash(source)}`;
    if (byName.has(name)) throw new Error(`TGSI → IR: helper name ${name} collides`);
    byName.set(name, source);
    helper = { name, fn };
    bySource.set(source, helper);
  }
  // Channels of one opcode share the source; the placeholders they read differ.
  return { ...helper, reads };
}
