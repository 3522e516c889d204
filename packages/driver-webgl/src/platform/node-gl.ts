// Opens a WebGL2 context in Node through the npm package `gl` (headless ANGLE on an X server). The
// package is loaded lazily, so the driver works in browsers without it. The display is found or made
// here: the process's DISPLAY when its server has a working GLX, else a private Xvfb
// (private-display.ts); Mesa underneath never sees a GALLIUM_DRIVER it cannot use
// (host-environment.ts). Every way this can fail becomes a PipeDriverError naming the cause and the fix.
import { PipeDriverError } from '@gallium-ts/gallium-api';
import type { GlContextLike } from './gl-context.js';
import { displayServerLacksGlx, withoutForeignGalliumDriver } from './host-environment.js';
import { privateDisplay } from './private-display.js';
import { makeStackglWebgl2 } from './stackgl-compat.js';

/** What a user must do to get a working `gl` in Node. */
export const NODE_GL_INSTALL_HINT =
  'install it with `npm install gl@9.0.0-rc.10` (building it needs the system packages python3 make g++)';

/** The first words of the error thrown when `gl` cannot be imported in Node. */
export const NODE_GL_MISSING =
  'driver-webgl needs the npm package gl in Node: npm install gl@9.0.0-rc.10 (and an X server or xvfb-run)';

/** What a user must do to give `gl` an X server. */
export const NODE_GL_DISPLAY_HINT =
  'install the system packages xvfb and xauth (the driver then starts a private Xvfb itself), ' +
  'or run under an X server whose GLX works';

type CreateGl = (
  width: number,
  height: number,
  options: Record<string, boolean>,
) => WebGL2RenderingContext | null;

let loaded: Promise<CreateGl> | null = null;

/**
 * Imports the npm package `gl`; a variable specifier keeps bundlers and TypeScript from resolving it
 * (and `@vite-ignore` keeps Vite quiet about it in the browser tests).
 */
function importGl(): Promise<unknown> {
  const name = 'gl';
  return withoutForeignGalliumDriver(() => import(/* @vite-ignore */ name));
}

/**
 * `gl`'s context factory, imported by `importer` (the real `import('gl')` unless a test injects one).
 * Throws PipeDriverError starting with NODE_GL_MISSING when the import fails or gives no factory.
 */
export async function loadNodeGl(importer: () => Promise<unknown> = importGl): Promise<CreateGl> {
  try {
    const mod = (await importer()) as { default?: CreateGl } | null;
    if (typeof mod?.default !== 'function') throw new Error('the module has no default export');
    return mod.default;
  } catch (e) {
    throw new PipeDriverError(
      'webgl',
      `${NODE_GL_MISSING}. It could not be loaded (${(e as Error).message}); ` +
        'building it needs the system packages python3 make g++',
      { cause: e },
    );
  }
}

/** The display contexts are made on once one worked (`gl` keeps using the server it first opened). */
let workingDisplay: string | null = null;

/** A context on `display` (DISPLAY set to it only while `gl` opens it), or null. */
function contextOn(createGl: CreateGl, display: string, width: number, height: number) {
  const saved = process.env.DISPLAY;
  process.env.DISPLAY = display;
  try {
    return withoutForeignGalliumDriver(() =>
      createGl(width, height, { createWebGL2Context: true, preserveDrawingBuffer: true }),
    );
  } finally {
    if (saved === undefined) delete process.env.DISPLAY;
    else process.env.DISPLAY = saved;
  }
}

/** Why the process's own display is not used, or null to try it. */
function ownDisplayProblem(display: string | undefined): string | null {
  if (!display) return 'DISPLAY is not set';
  if (displayServerLacksGlx(display))
    return `the X server of DISPLAY=${display} was started with a GALLIUM_DRIVER Mesa does not have, so it has no GLX`;
  return null;
}

/**
 * A WebGL2 context of `width` × `height` with a preserved drawing buffer, from the npm package `gl`.
 * Throws PipeDriverError when `gl` is missing or broken, or no display gives a context.
 */
export async function createNodeGlContext(width: number, height: number): Promise<GlContextLike> {
  if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0)) {
    throw new PipeDriverError('webgl', `createNodeGlContext: ${width}×${height} is not a valid size`);
  }
  loaded ??= loadNodeGl().catch((e: unknown) => {
    loaded = null;
    throw e;
  });
  const createGl = await loaded;
  const wrap = (gl: WebGL2RenderingContext) => makeStackglWebgl2(gl);
  if (workingDisplay !== null) {
    const gl = contextOn(createGl, workingDisplay, width, height);
    if (gl) return wrap(gl);
    throw new PipeDriverError(
      'webgl',
      `the npm package \`gl\` could not create a WebGL2 context on ${workingDisplay}`,
    );
  }
  const own = process.env.DISPLAY;
  const ownProblem = ownDisplayProblem(own);
  if (ownProblem === null) {
    const gl = contextOn(createGl, own!, width, height);
    if (gl) {
      workingDisplay = own!;
      return wrap(gl);
    }
  }
  const reasonOwn = ownProblem ?? `\`gl\` could not create a WebGL2 context on DISPLAY=${own}`;
  let display: string;
  try {
    display = await privateDisplay();
  } catch (e) {
    throw new PipeDriverError(
      'webgl',
      `no X display for the npm package \`gl\`: ${reasonOwn}, and a private Xvfb could not be started ` +
        `(${(e as Error).message.trim() || 'no reason given'}): ${NODE_GL_DISPLAY_HINT}`,
      { cause: e },
    );
  }
  const gl = contextOn(createGl, display, width, height);
  if (!gl)
    throw new PipeDriverError(
      'webgl',
      `the npm package \`gl\` could not create a WebGL2 context (${reasonOwn}; nor on the private Xvfb ${display}): ` +
        'its native build may be broken — reinstall it with `npm rebuild gl`',
    );
  workingDisplay = display;
  return wrap(gl);
}
