// The drivers every GLU test that needs a GL context runs on, and a helper that gives each test a current
// context of one of them and destroys it afterwards.
import { createContext, type GlContext, makeCurrent } from '@gallium-ts/state-tracker-gl';

export const DRIVERS = ['soft', 'webgl', 'noop'] as const;
export type DriverName = (typeof DRIVERS)[number];

/** Creates a `width` × `height` context on `driver`, makes it current, runs `use`, destroys it. */
export async function withContext<T>(
  driver: DriverName,
  use: (ctx: GlContext) => T | Promise<T>,
  width = 16,
  height = 16,
): Promise<T> {
  const ctx = await createContext({ width, height, driver });
  makeCurrent(ctx);
  try {
    return await use(ctx);
  } finally {
    await ctx.destroy();
  }
}
