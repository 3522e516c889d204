// Test contexts: on driver-noop with the pass-through program double, made current.
import type { NoopContext, NoopScreen } from '@gallium-ts/driver-noop';
import { createContext, type GlContext, makeCurrent } from '../../src/index.js';
import { PassThroughPrograms } from './ffp-double.js';

export interface NoopGl {
  ctx: GlContext;
  programs: PassThroughPrograms;
  /** The noop driver's per-method call counters. */
  counters: NoopContext['counters'];
  screen: NoopScreen;
}

export async function noopContext(
  width = 64,
  height = 64,
  options: { depthBits?: number; stencilBits?: number } = {},
): Promise<NoopGl> {
  const programs = new PassThroughPrograms();
  const ctx = await createContext({ width, height, driver: 'noop', programs, ...options });
  makeCurrent(ctx);
  const pipe = ctx.pipe as NoopContext;
  return { ctx, programs, counters: pipe.counters, screen: ctx.screen as NoopScreen };
}
