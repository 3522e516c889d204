// A private X server for headless `gl` when the process has no usable display: an Xvfb started through
// the maintained `@cypress/xvfb` package (display numbers, lock files, start-up wait), with the host's
// GL environment cleaned (host-environment.ts: GALLIUM_DRIVER is hidden from process.env while the
// server starts, as the package spawns it with this process's environment), once per process. The server does not keep Node alive
// and is stopped when the process exits.
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { withoutForeignGalliumDriver } from './host-environment.js';

interface XvfbOptions {
  displayNum: number;
  timeout: number;
  silent: boolean;
  xvfb_args: string[];
}

interface Xvfb {
  start(callback: (error: Error | null, process?: ChildProcess) => void): void;
  display(): string;
}

type XvfbConstructor = new (options: XvfbOptions) => Xvfb;

/** How long one Xvfb may take to start (it is slow on a loaded machine). */
const START_TIMEOUT_MS = 15_000;
/** Display numbers tried: processes starting servers at once may pick the same free number. */
const ATTEMPTS = 5;

let started: Promise<string> | null = null;

/** The display (":N") of this process's private Xvfb, started on first use. */
export function privateDisplay(): Promise<string> {
  started ??= startPrivateDisplay().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}

/** Whether display `n` is taken: its lock file exists and names a process that is still running. */
function displayTaken(n: number): boolean {
  const lock = `/tmp/.X${n}-lock`;
  if (!existsSync(lock)) return false;
  try {
    const pid = lockOwner(n);
    if (pid === null || !(pid > 0)) return true;
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the server runs under another user. ESRCH: the server that wrote the lock is gone (killed
    // before it could clean up); its stale lock is removed, as an X server removes one.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') return true;
    try {
      unlinkSync(lock);
      return false;
    } catch {
      return true;
    }
  }
}

/**
 * A free display number from a range far from xvfb-run's 99: random picks first (processes starting at
 * once rarely collide), then every number in order; an Error when all of them are taken.
 */
function freeDisplayNumber(): number {
  for (let i = 0; i < 64; i++) {
    const n = 200 + Math.floor(Math.random() * 800);
    if (!displayTaken(n)) return n;
  }
  for (let n = 200; n < 1000; n++) if (!displayTaken(n)) return n;
  throw new Error('driver-webgl: no free X display number in 200..999 (every /tmp/.X<n>-lock is held)');
}

async function startPrivateDisplay(): Promise<string> {
  const name = '@cypress/xvfb';
  const mod = (await import(/* @vite-ignore */ name)) as { default?: XvfbConstructor };
  const Xvfb = mod.default ?? (mod as unknown as XvfbConstructor);
  const saved = process.env.DISPLAY;
  let last: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const options = {
      displayNum: freeDisplayNumber(),
      timeout: START_TIMEOUT_MS,
      silent: true,
      xvfb_args: ['-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    };
    const xvfb = new Xvfb(options);
    const displayNum = options.displayNum;
    try {
      const server = await withoutForeignGalliumDriver(
        () =>
          new Promise<ChildProcess>((resolve, reject) =>
            xvfb.start((error, child) =>
              error || !child ? reject(error ?? new Error('no process')) : resolve(child),
            ),
          ),
      );
      detach(server);
      await serverReady(displayNum, server);
      return xvfb.display();
    } catch (error) {
      last = error;
    } finally {
      // the package sets DISPLAY for its own server: the caller decides when to use the display
      if (saved === undefined) delete process.env.DISPLAY;
      else process.env.DISPLAY = saved;
    }
  }
  throw last;
}

/**
 * Resolves once the server started for display `n` is the one holding it (the lock file names its
 * process: another process may have started a server on the same number a moment earlier, and the
 * package takes that one's lock file for ours) and accepts connections (its socket exists: the lock file
 * comes first, so on a loaded machine `gl` could otherwise connect too early). Rejects when the server
 * exits or does not get there within START_TIMEOUT_MS.
 */
async function serverReady(n: number, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`Xvfb for display :${n} exited (another server holds that display)`);
    }
    if (lockOwner(n) === server.pid && existsSync(`/tmp/.X11-unix/X${n}`)) return;
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`Xvfb for display :${n} did not accept connections within ${START_TIMEOUT_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The process id a display's lock file names, or null. */
function lockOwner(n: number): number | null {
  try {
    return Number.parseInt(readFileSync(`/tmp/.X${n}-lock`, 'utf8').trim(), 10);
  } catch {
    return null;
  }
}

/** Lets Node exit while the server runs, and stops the server when the process exits. */
function detach(server: ChildProcess): void {
  server.unref();
  for (const stream of [server.stdin, server.stdout, server.stderr])
    (stream as unknown as { unref?: () => void } | null)?.unref?.();
  process.once('exit', () => server.kill());
}
