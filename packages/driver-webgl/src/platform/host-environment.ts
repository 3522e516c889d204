// What the host's GL stack must not see. Mesa reads GALLIUM_DRIVER too — in this process, underneath
// headless `gl`'s ANGLE, and in an X server's GLX — and a value naming one of this project's drivers
// ("webgl", "soft", "noop") is a driver Mesa does not have, so its GL fails to start. These helpers hide
// such a value from Mesa while `gl` opens contexts, and find out whether an X server was started with one.
import { readFileSync } from 'node:fs';

/** Gallium driver names Mesa knows; any other GALLIUM_DRIVER value would break the host's GL. */
const MESA_DRIVERS: ReadonlySet<string> = new Set([
  'llvmpipe',
  'softpipe',
  'swrast',
  'zink',
  'virpipe',
  'd3d12',
  'asahi',
  'crocus',
  'etnaviv',
  'freedreno',
  'i915',
  'iris',
  'kmsro',
  'lima',
  'nouveau',
  'panfrost',
  'r300',
  'r600',
  'radeonsi',
  'svga',
  'tegra',
  'v3d',
  'vc4',
]);

/** Whether `value`, as GALLIUM_DRIVER, is one Mesa's own GL cannot use. */
export function foreignToMesa(value: string | undefined): boolean {
  return value !== undefined && value !== '' && !MESA_DRIVERS.has(value);
}

/**
 * Runs `fn` with GALLIUM_DRIVER removed from the process environment when Mesa could not use its value
 * (the C environment follows process.env, so native code sees the change), then puts it back: when `fn`
 * returns, or, when it returns a promise, once that settles.
 */
export function withoutForeignGalliumDriver<T>(fn: () => T): T {
  const value = process.env.GALLIUM_DRIVER;
  if (!foreignToMesa(value)) return fn();
  delete process.env.GALLIUM_DRIVER;
  const restore = () => {
    process.env.GALLIUM_DRIVER = value;
  };
  let result: T;
  try {
    result = fn();
  } catch (error) {
    restore();
    throw error;
  }
  if (result instanceof Promise) return result.finally(restore) as T;
  restore();
  return result;
}

/**
 * Whether the local X server of `display` (":N") was started with a GALLIUM_DRIVER that Mesa cannot
 * use, so its GLX is missing (as under `GALLIUM_DRIVER=webgl xvfb-run …`). Reads the server's process
 * id from its lock file and its environment from /proc; false when either cannot be read (a remote or
 * foreign server is tried as it is).
 */
export function displayServerLacksGlx(display: string): boolean {
  const number = /^:(\d+)(\.\d+)?$/.exec(display)?.[1];
  if (number === undefined) return false;
  try {
    const pid = Number.parseInt(readFileSync(`/tmp/.X${number}-lock`, 'latin1').trim(), 10);
    if (!Number.isInteger(pid) || pid <= 0) return false;
    const environment = readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0');
    const entry = environment.find((e) => e.startsWith('GALLIUM_DRIVER='));
    return foreignToMesa(entry?.slice('GALLIUM_DRIVER='.length));
  } catch {
    return false;
  }
}
