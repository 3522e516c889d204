// Driver-independent helpers every gallium-ts driver reuses: argument validation (templates, boxes,
// transfer usage, state structs, ownership, use after destroy), the CPU-side resource store with its
// transfers and data operations, reference-counted views, queries, fences, call counters, and
// BaseScreen / BaseContext, complete pipe objects that leave only rendering to the driver.
export * from './base-context.js';
export * from './base-screen.js';
export * from './bound-state.js';
export * from './box-check.js';
export * from './caps-table.js';
export * from './check.js';
export * from './counters.js';
export * from './cso.js';
export * from './fence.js';
export * from './lifetime.js';
export * from './limits.js';
export * from './names.js';
export * from './queries.js';
export * from './resource.js';
export * from './resource-bytes.js';
export * from './resource-ops.js';
export * from './resource-template.js';
/** The schema combinators (struct, int, oneOf, ...) for drivers that describe more state structs. */
export * as schema from './schema.js';
export { checkSchema, type Schema, SchemaFailure } from './schema.js';
export * from './shader-check.js';
export * from './staging-pool.js';
export * from './state-schemas.js';
export * from './transfer.js';
export * from './views.js';
