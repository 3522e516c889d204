// SoftScreen and createSoftScreen: driver-soft's screen, on gallium-api's CPU storage layer, answering
// caps and format support from SOFT_CAPS.
import { PipeError, type ScreenOptions } from '@gallium-ts/gallium-api';
import { CpuScreen } from '@gallium-ts/gallium-api/util';
import { SOFT_CAPS } from './caps.js';
import { SoftContext } from './soft-context.js';

/** Options of createSoftScreen (also accepted through the loader: `createScreen({ driver: 'soft' })`). */
export interface SoftScreenOptions extends ScreenOptions {
  /** Largest resource in bytes (default 1 GiB); larger ones fail with PipeError. */
  maxResourceBytes?: number;
  /**
   * Fuse simple fragment shaders with interpolation and the back end into one generated function per
   * draw state (default true). Off, every draw is shaded in batches; the pictures are the same.
   */
  fusedShading?: boolean;
  /**
   * Loop iterations one shader run may execute (tgsi's `maxLoopIterations`, default 1 048 576); a run
   * beyond it stops its draw or grid with PipeError.
   */
  maxLoopIterations?: number;
}

export class SoftScreen extends CpuScreen {
  /** See SoftScreenOptions.fusedShading. */
  readonly fusedShading: boolean;
  /** Loop iterations one shader run may execute (undefined: tgsi's default). */
  readonly maxLoopIterations: number | undefined;

  constructor(options: SoftScreenOptions = {}) {
    super({
      name: 'softpipe-ts',
      vendor: 'gallium-ts',
      deviceVendor: 'CPU',
      caps: SOFT_CAPS,
      ...(options.maxResourceBytes !== undefined ? { maxResourceBytes: options.maxResourceBytes } : {}),
    });
    this.fusedShading = options.fusedShading !== false;
    const loops = options.maxLoopIterations;
    if (loops !== undefined && !(Number.isInteger(loops) && loops >= 1))
      throw new PipeError('createSoftScreen', `maxLoopIterations must be a positive integer (got ${loops})`);
    this.maxLoopIterations = loops;
  }

  protected createContext(priv: unknown, flags: number): SoftContext {
    return new SoftContext(this, priv, flags);
  }
}

/** A software-rasterizer screen. */
export function createSoftScreen(options: SoftScreenOptions = {}): SoftScreen {
  return new SoftScreen(options);
}
