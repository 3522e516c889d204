// Drivers that report a feature as absent, so every lowering of the state tracker is exercised with the
// native path switched off: driver-soft with some caps overridden (its validating layer then refuses the
// state those caps decline, exactly as a driver lacking them would), registered under a name of its own.

import { createSoftScreen } from '@gallium-ts/driver-soft';
import { registerDriver } from '@gallium-ts/gallium-api';
import type { PipeCapsOverrides } from '@gallium-ts/gallium-api/util';

/**
 * Registers `soft-without-<feature>`: driver-soft with `overrides` applied, and returns that name
 * (for `createContext({ driver })`).
 */
export function softWithout(feature: string, overrides: PipeCapsOverrides): string {
  const name = `soft-without-${feature}`;
  registerDriver(name, () => createSoftScreen({ threads: 1, capsOverrides: overrides }));
  return name;
}
