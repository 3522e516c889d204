// checkTgsi: finds misuse in a whole shader (from text or from Ureg) and reports it as diagnostics with
// the instruction/declaration concerned and, for parsed shaders, the source line and column.
// Errors: undeclared or doubly declared registers, indices outside declarations and arrays, writes to
// read-only files, bad operand counts, missing texture targets, unbalanced control flow, wrong branch
// targets, missing END. Warnings: reads of temporaries no instruction writes, and other likely slips.
import { checkControlFlow } from './check/control-flow.js';
import { checkDeclarations, checkImmediates, checkProperties } from './check/declarations.js';
import { checkInstructions } from './check/instructions.js';
import { Reporter, type TgsiDiagnostic } from './check/report.js';
import type { TgsiShader } from './ir.js';
import { PROCESSOR_NAMES } from './text/names.js';

export type { TgsiDiagnostic, TgsiDiagnosticSubject } from './check/report.js';

/** Checks a shader; returns its diagnostics in shader order (properties, declarations, immediates, instructions, then shader-wide). */
export function checkTgsi(shader: TgsiShader): TgsiDiagnostic[] {
  const r = new Reporter();
  if (PROCESSOR_NAMES.nameOf(shader.processor) === undefined)
    r.error(`${shader.processor} is not a processor`, {});
  checkProperties(shader, r);
  checkDeclarations(shader, r);
  checkImmediates(shader, r);
  checkInstructions(shader, r);
  checkControlFlow(shader, r);
  return r.diagnostics
    .map((d, order) => ({ d, order, rank: rank(d) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.order - b.order)
    .map((e) => e.d);
}

/** Sort key: what the diagnostic is about (in shader order), then its index; shader-wide ones last. */
function rank(d: TgsiDiagnostic): [number, number] {
  if (d.property !== undefined) return [0, d.property];
  if (d.declaration !== undefined) return [1, d.declaration];
  if (d.immediate !== undefined) return [2, d.immediate];
  if (d.instruction !== undefined) return [3, d.instruction];
  return [4, 0];
}
