// Types of scripts/entry-points.mjs for TypeScript callers.

/** src/api/entry-points.generated.ts. */
export const ENTRY_POINTS_FILE: string;

/** src/debug/entry-point-params.generated.ts. */
export const ENTRY_POINT_PARAMS_FILE: string;

/** The texts both generated files should have, from src/api as it is now, as [path, text]. */
export function entryPointSources(): [string, string][];
