// A PipeCapsSource made of plain tables, for drivers that describe their capabilities as data.
// Caps missing from a table read as 0, as Gallium's "unknown caps read as 0".
import type { PipeCap, PipeCapf, PipeComputeCap, PipeShaderCap } from '../caps.js';
import type { PipeShader } from '../enums.js';
import type { PipeScreen } from '../screen.js';
import type { PipeCapsSource } from './limits.js';

export type ComputeCapValue = number | readonly number[] | string;

/** A driver's capabilities as data. */
export interface PipeCapsTable {
  readonly caps: Readonly<Partial<Record<PipeCap, number>>>;
  readonly capsf: Readonly<Partial<Record<PipeCapf, number>>>;
  /** Indexed by PipeShader. */
  readonly shaderCaps: readonly Readonly<Partial<Record<PipeShaderCap, number>>>[];
  readonly computeCaps: Readonly<Partial<Record<PipeComputeCap, ComputeCapValue>>>;
  readonly isFormatSupported: PipeScreen['isFormatSupported'];
}

/** The PipeCapsSource answering from `table`. */
export function capsFromTable(table: PipeCapsTable): PipeCapsSource {
  return {
    getParam: (cap) => table.caps[cap as PipeCap] ?? 0,
    getParamf: (cap) => table.capsf[cap as PipeCapf] ?? 0,
    getShaderParam: (shader: PipeShader, cap) => table.shaderCaps[shader]?.[cap as PipeShaderCap] ?? 0,
    getComputeParam: (_ir, cap) => table.computeCaps[cap as PipeComputeCap] ?? 0,
    isFormatSupported: (format, target, sampleCount, storageSampleCount, bindings) =>
      table.isFormatSupported(format, target, sampleCount, storageSampleCount, bindings),
  };
}

/**
 * Changes to a caps table: caps and float caps replaced by value, and a format filter that can only
 * take formats away. Used to make a driver report a feature as absent (tests of the callers' lowerings).
 */
export interface PipeCapsOverrides {
  readonly caps?: Readonly<Partial<Record<PipeCap, number>>>;
  readonly capsf?: Readonly<Partial<Record<PipeCapf, number>>>;
  /** Formats for which this returns false are reported unsupported. */
  readonly keepFormat?: PipeScreen['isFormatSupported'];
}

/** `table` with `overrides` applied. */
export function overrideCaps(table: PipeCapsTable, overrides: PipeCapsOverrides): PipeCapsTable {
  const keep = overrides.keepFormat;
  return {
    caps: { ...table.caps, ...overrides.caps },
    capsf: { ...table.capsf, ...overrides.capsf },
    shaderCaps: table.shaderCaps,
    computeCaps: table.computeCaps,
    isFormatSupported: keep
      ? (format, target, sampleCount, storageSampleCount, bindings) =>
          keep(format, target, sampleCount, storageSampleCount, bindings) &&
          table.isFormatSupported(format, target, sampleCount, storageSampleCount, bindings)
      : table.isFormatSupported,
  };
}
