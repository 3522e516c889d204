// Opens a WebGL2 context in Node through the npm package `gl` (headless ANGLE on the X server): the
// package is loaded lazily, so the driver works in browsers without it, and every way it can fail to
// load or to open a context becomes a PipeDriverError that says what to install or run.
import { PipeDriverError } from '@gallium-ts/gallium-api';
import type { GlContextLike } from './gl-context.js';
import { makeStackglWebgl2 } from './stackgl-compat.js';

/** What a user must do to get a working `gl` in Node. */
export const NODE_GL_INSTALL_HINT =
  'install it with `npm install gl@9.0.0-rc.10` (building it needs the system packages xvfb xauth python3 make g++), ' +
  'and run under an X server: `xvfb-run -a <command>` when there is no display';

type CreateGl = (
  width: number,
  height: number,
  options: Record<string, boolean>,
) => WebGL2RenderingContext | null;

let loaded: Promise<CreateGl> | null = null;

async function loadGl(): Promise<CreateGl> {
  try {
    // A variable specifier keeps bundlers and TypeScript from resolving the optional package.
    const name = 'gl';
    const mod = (await import(name)) as { default?: CreateGl };
    if (typeof mod.default !== 'function') throw new Error('the module has no default export');
    return mod.default;
  } catch (e) {
    loaded = null;
    throw new PipeDriverError(
      'webgl',
      `the npm package \`gl\` could not be loaded (${(e as Error).message}): ${NODE_GL_INSTALL_HINT}`,
      {
        cause: e,
      },
    );
  }
}

/**
 * A WebGL2 context of `width` × `height` with a preserved drawing buffer, from the npm package `gl`.
 * Throws PipeDriverError when `gl` is missing or broken, or no context can be made (no X server).
 */
export async function createNodeGlContext(width: number, height: number): Promise<GlContextLike> {
  if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0)) {
    throw new PipeDriverError('webgl', `createNodeGlContext: ${width}×${height} is not a valid size`);
  }
  loaded ??= loadGl();
  const createGl = await loaded;
  const gl = createGl(width, height, { createWebGL2Context: true, preserveDrawingBuffer: true });
  if (!gl) {
    const display = process.env.DISPLAY ? `DISPLAY=${process.env.DISPLAY}` : 'DISPLAY is not set';
    throw new PipeDriverError(
      'webgl',
      `the npm package \`gl\` could not create a WebGL2 context (${display}): ${NODE_GL_INSTALL_HINT}`,
    );
  }
  return makeStackglWebgl2(gl);
}
