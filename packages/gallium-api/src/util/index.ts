// @gallium-ts/gallium-api/util: the driver base. Two layers:
// - the validating layer every driver extends — BaseScreen / BaseContext (call counting, argument,
//   caps and lifetime checks, bound state with references and dirty bits, render condition, the query
//   state machine, transfers and data operations through a driver-provided ResourceStorage, and the
//   hooks a driver implements);
// - the CPU storage layer — CpuScreen, whose resources are ResourceBytes in memory, and CPU_DRIVER_CAPS,
//   the caps those drivers report (driver-soft, driver-noop).
// Plus the checks, schemas and tables both are made of, for drivers that validate more state.
export * from './base-context.js';
export * from './base-screen.js';
export * from './binding-checks.js';
export * from './binding-claims.js';
export * from './bound-state.js';
export * from './box-check.js';
export * from './cap-checks.js';
export * from './caps-table.js';
export * from './check.js';
export * from './command-checks.js';
export * from './compute-checks.js';
export * from './counters.js';
export * from './cpu-driver-caps.js';
export * from './cpu-format-support.js';
export * from './cpu-screen.js';
export * from './cpu-storage.js';
export * from './cso.js';
export * from './dirty.js';
export * from './fence.js';
export * from './lifetime.js';
export * from './limits.js';
export * from './names.js';
export * from './primitive-assembly.js';
export * from './queries.js';
export * from './query-ops.js';
export * from './resource.js';
export * from './resource-bytes.js';
export * from './resource-ops.js';
export * from './resource-template.js';
/** The schema combinators (struct, int, oneOf, ...) for drivers that describe more state structs. */
export * as schema from './schema.js';
export {
  checkSchema,
  checkSchemaInto,
  INVALID,
  type InlineTest,
  type Schema,
  SchemaFailure,
  type StructSchema,
} from './schema.js';
export { mulberry32 } from './seeded-random.js';
export * from './shader-check.js';
export * from './staging-pool.js';
export * from './state-schemas.js';
export * from './storage.js';
export * from './surface-clear.js';
export * from './tgsi-stage-caps.js';
export * from './transfer.js';
export * from './views.js';
export * from './wasm-heap.js';
