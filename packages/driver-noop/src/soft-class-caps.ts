// SOFT_CLASS_CAPS: the capabilities the noop driver reports on its own — gallium-api's CPU_DRIVER_CAPS,
// the table driver-soft answers from, so callers on noop take the paths they take on soft (like Mesa's
// noop wrapping a real screen). The noop driver differs from it in nothing.
import {
  CPU_DRIVER_CAPS,
  capsFromTable,
  cpuDriverFormatSupported,
  type PipeCapsSource,
  type PipeCapsTable,
} from '@gallium-ts/gallium-api/util';

/** The CPU drivers' caps table, as the noop driver reports it. */
export const SOFT_CLASS_CAPS: PipeCapsTable = CPU_DRIVER_CAPS;

/** is_format_supported of a noop screen that wraps no other screen. */
export const softClassFormatSupported = cpuDriverFormatSupported;

/** SOFT_CLASS_CAPS as the PipeCapsSource a noop screen answers from when it wraps no other screen. */
export const NOOP_CAPS: PipeCapsSource = capsFromTable(SOFT_CLASS_CAPS);
