// The driver loader: createScreen() picks a driver by explicit name, else $GALLIUM_DRIVER, else `soft`,
// and loads it from its npm package (@gallium-ts/driver-<name>) or from drivers registered at run time.
import { PipeDriverError } from './errors.js';
import type { PipeScreen } from './screen.js';

/** Options for createScreen; everything besides `driver` goes to the driver's factory unchanged. */
export interface ScreenOptions {
  /** Driver name: `soft` (aliases `softpipe`, `llvmpipe`), `webgl`, `noop`, or a registered name. */
  driver?: string;
  [option: string]: unknown;
}

/** What a driver package exports as `driver`, and what registerDriver takes. */
export interface PipeDriver {
  readonly name: string;
  createScreen(options: ScreenOptions): PipeScreen | Promise<PipeScreen>;
}

export type PipeDriverFactory = PipeDriver['createScreen'];

/** The driver used when neither an explicit name nor GALLIUM_DRIVER chooses one. */
export const DEFAULT_DRIVER = 'soft';

const BUILTIN_PACKAGES: Readonly<Record<string, string>> = {
  soft: '@gallium-ts/driver-soft',
  webgl: '@gallium-ts/driver-webgl',
  noop: '@gallium-ts/driver-noop',
};

const ALIASES: Readonly<Record<string, string>> = { softpipe: 'soft', llvmpipe: 'soft' };

const registered = new Map<string, PipeDriverFactory>();

/**
 * Adds (or replaces) a driver under `name`. Registered drivers take precedence over the built-in
 * packages, which is how browsers provide drivers without dynamic imports.
 */
export function registerDriver(name: string, factory: PipeDriverFactory): void {
  if (!/^[a-z][a-z0-9_-]*$/.test(name)) {
    throw new PipeDriverError(
      name,
      `registerDriver: invalid driver name '${name}' (use lowercase letters, digits, - and _)`,
    );
  }
  if (typeof factory !== 'function') {
    throw new PipeDriverError(name, `registerDriver: the factory for '${name}' is not a function`);
  }
  registered.set(name, factory);
}

/** Removes a registered driver; returns whether there was one. */
export function unregisterDriver(name: string): boolean {
  return registered.delete(name);
}

/** Every name createScreen accepts: built-in drivers, their aliases and registered drivers. */
export function knownDrivers(): string[] {
  return [...new Set([...Object.keys(BUILTIN_PACKAGES), ...Object.keys(ALIASES), ...registered.keys()])];
}

/** The npm package a built-in driver name (or alias) lives in, or undefined. */
export function driverPackage(name: string): string | undefined {
  return BUILTIN_PACKAGES[ALIASES[name] ?? name];
}

/** The driver name createScreen would use for `explicit`: argument, else GALLIUM_DRIVER, else `soft`. */
export function resolveDriverName(explicit?: string): string {
  const fromEnv = typeof process !== 'undefined' ? process.env?.GALLIUM_DRIVER : undefined;
  const name = (explicit || fromEnv || DEFAULT_DRIVER).trim().toLowerCase();
  return registered.has(name) ? name : (ALIASES[name] ?? name);
}

/** Creates a screen of the chosen driver. Errors say which names exist and what to install. */
export async function createScreen(options: ScreenOptions = {}): Promise<PipeScreen> {
  const name = resolveDriverName(options.driver);
  const factory = registered.get(name) ?? (await loadBuiltin(name));
  return factory({ ...options, driver: name });
}

async function loadBuiltin(name: string): Promise<PipeDriverFactory> {
  const pkg = BUILTIN_PACKAGES[name];
  if (!pkg) {
    throw new PipeDriverError(
      name,
      `unknown gallium driver '${name}'; known drivers: ${knownDrivers().join(', ')} ` +
        '(or add one with registerDriver(name, factory))',
    );
  }
  let mod: { driver?: PipeDriver };
  try {
    mod = await import(pkg);
  } catch (error) {
    if (isMissingModule(error, pkg)) {
      throw new PipeDriverError(
        name,
        `gallium driver '${name}' is not installed: run \`npm install ${pkg}\``,
        { cause: error },
      );
    }
    throw new PipeDriverError(name, `gallium driver '${name}' (${pkg}) failed to load: ${String(error)}`, {
      cause: error,
    });
  }
  if (!mod.driver || typeof mod.driver.createScreen !== 'function') {
    throw new PipeDriverError(
      name,
      `${pkg} does not export a gallium driver (expected \`export const driver\`)`,
    );
  }
  const driver = mod.driver;
  return (options) => driver.createScreen(options);
}

function isMissingModule(error: unknown, pkg: string): boolean {
  const e = error as { code?: string; message?: string };
  return (
    (e?.code === 'ERR_MODULE_NOT_FOUND' || e?.code === 'MODULE_NOT_FOUND') &&
    typeof e.message === 'string' &&
    e.message.includes(pkg)
  );
}
