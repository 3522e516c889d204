// NoopScreen and createNoopScreen: the noop driver's screen, on gallium-api's CPU storage layer. On its
// own it reports SOFT_CLASS_CAPS; with `wrap` it mirrors another screen's caps and format support (like
// Mesa's noop wrapping a real screen) while still keeping its own resources in CPU memory.
import { PipeError, type PipeScreen, type ScreenOptions } from '@gallium-ts/gallium-api';
import { CpuScreen, type PipeCapsSource } from '@gallium-ts/gallium-api/util';
import { NoopContext } from './noop-context.js';
import { NOOP_CAPS } from './soft-class-caps.js';

/** Options of createNoopScreen (also accepted through the loader: `createScreen({ driver: 'noop', wrap })`). */
export interface NoopScreenOptions extends ScreenOptions {
  /** A screen whose caps and format support this one reports (its name is shown in getName). */
  wrap?: PipeScreen;
  /** A caps source to report instead of SOFT_CLASS_CAPS (for tests of callers under other caps). */
  caps?: PipeCapsSource;
  /** Largest resource in bytes (default 1 GiB); larger ones fail with PipeError. */
  maxResourceBytes?: number;
}

/** The noop driver's PipeScreen. */
export class NoopScreen extends CpuScreen {
  /** The wrapped screen, if any. */
  readonly wrapped: PipeScreen | null;

  constructor(options: NoopScreenOptions = {}) {
    const wrapped = options.wrap ?? null;
    if (wrapped !== null && (typeof wrapped !== 'object' || typeof wrapped.getParam !== 'function')) {
      throw new PipeError('createNoopScreen', 'wrap must be a PipeScreen');
    }
    if (wrapped && options.caps)
      throw new PipeError('createNoopScreen', 'give either wrap or caps, not both');
    super({
      name: wrapped ? `noop (${wrapped.getName()})` : 'noop',
      vendor: wrapped ? wrapped.getVendor() : 'gallium-ts',
      deviceVendor: wrapped ? wrapped.getDeviceVendor() : 'none',
      caps: wrapped ?? options.caps ?? NOOP_CAPS,
      ...(options.maxResourceBytes !== undefined ? { maxResourceBytes: options.maxResourceBytes } : {}),
    });
    this.wrapped = wrapped;
  }

  /** Presenting draws nothing: the arguments were checked. */
  protected override presentFrontbuffer(): void {}

  protected createContext(priv: unknown, flags: number): NoopContext {
    return new NoopContext(this, priv, flags);
  }
}

/** A noop screen: SOFT_CLASS_CAPS, or the caps of `options.wrap`. */
export function createNoopScreen(options: NoopScreenOptions = {}): NoopScreen {
  return new NoopScreen(options);
}
