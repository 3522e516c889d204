// Public entry point of @gallium-ts/cso-cache: the CSO cache, the CSO context and their save bits and
// counters.
export { CSO_GROUPS, CsoBit, type CsoGroup } from './bits.js';
export {
  CSO_CACHE_DEFAULT_MAX_ENTRIES,
  CsoCache,
  type CsoCacheCounters,
  type CsoCacheOptions,
  type CsoCountsByType,
} from './cso-cache.js';
export { CsoContext, type CsoCounters, type CsoCountsByGroup } from './cso-context.js';
export type { CsoCacheKind } from './cso-types.js';
export type { CsoCacheTypeCounters, CsoEntry, StateCache } from './state-cache.js';
