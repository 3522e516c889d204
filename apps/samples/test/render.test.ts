// renderSample: pictures depend only on the frame number, pipe samples whose caps are missing and GL
// samples whose GL limits fall short are reported as not applicable with the cap or limit named, a GL
// error left by a sample is a SampleError, and frame counts are checked.
import { createScreen, PipeCap, PipeCapf, type PipeScreen, registerDriver } from '@gallium-ts/gallium-api';
import { compareImages } from '@gallium-ts/gallium-api/image';
import { GL_COLOR_BUFFER_BIT, glClear, glEnable } from '@gallium-ts/state-tracker-gl';
import { describe, expect, it } from 'vitest';
import { renderSample, SampleError } from '../src/render.js';
import type { GlSample } from '../src/sample.js';
import { compute } from '../src/samples/compute.js';
import { gears } from '../src/samples/gears.js';
import { pointsLines } from '../src/samples/points-lines.js';
import { streamOutput } from '../src/samples/stream-output.js';

/** driver-noop's screen claiming no compute, no stream output and only one-pixel lines (as WebGL2 in browsers). */
registerDriver('capless', async () => {
  const screen = await createScreen({ driver: 'noop' });
  const denied: number[] = [PipeCap.COMPUTE, PipeCap.MAX_STREAM_OUTPUT_BUFFERS];
  return new Proxy(screen, {
    get(target, key) {
      if (key === 'getParam') return (cap: number) => (denied.includes(cap) ? 0 : target.getParam(cap));
      if (key === 'getParamf')
        return (cap: number) => (cap === PipeCapf.MAX_LINE_WIDTH ? 1 : target.getParamf(cap));
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as PipeScreen;
});

describe('renderSample', () => {
  it('draws the same picture for the same frame and a different one for another frame', async () => {
    const size = { width: 48, height: 48 };
    const a = await renderSample(gears, { driver: 'soft', size });
    const b = await renderSample(gears, { driver: 'soft', size, frames: 3 });
    expect(a.status === 'drawn' && b.status === 'drawn').toBe(true);
    if (a.status !== 'drawn' || b.status !== 'drawn') return;
    expect(b.frames).toBe(3);
    expect(compareImages(a.image, b.image).maxDifference).toBe(0);
    const later = await renderSample({ ...gears, referenceFrame: 40 }, { driver: 'soft', size });
    expect(later.status === 'drawn' && compareImages(a.image, later.image).offPixels).toBeGreaterThan(20);
  });

  it('reports pipe samples the caps rule out as not applicable, naming the cap', async () => {
    await expect(renderSample(compute, { driver: 'capless' })).resolves.toEqual({
      status: 'not-applicable',
      reason: 'PIPE_CAP_COMPUTE is 0: the screen has no compute shaders',
    });
    await expect(renderSample(streamOutput, { driver: 'capless' })).resolves.toMatchObject({
      status: 'not-applicable',
      reason: expect.stringContaining('PIPE_CAP_MAX_STREAM_OUTPUT_BUFFERS'),
    });
  });

  it('draws GL samples whose features the screen lacks: the state tracker lowers them', async () => {
    // 'capless' draws lines 1 pixel wide only; GL still offers wide lines (drawn on the CPU path), so
    // the sample's own check of GL_ALIASED_LINE_WIDTH_RANGE passes and it is drawn.
    await expect(renderSample(pointsLines, { driver: 'capless' })).resolves.toMatchObject({
      status: 'drawn',
    });
    await expect(renderSample(pointsLines, { driver: 'noop' })).resolves.toMatchObject({ status: 'drawn' });
  });

  it('turns a GL error left by a sample into a SampleError', async () => {
    const broken: GlSample = {
      ...gears,
      name: 'broken',
      setup: undefined,
      draw() {
        glClear(GL_COLOR_BUFFER_BIT);
        glEnable(0x1234);
      },
    };
    await expect(renderSample(broken, { driver: 'noop' })).rejects.toThrow(
      new SampleError('broken: GL error 0x0500 after frame 10'),
    );
  });

  it('refuses a frame count that is not a positive integer', async () => {
    for (const frames of [0, -1, 1.5])
      await expect(renderSample(gears, { driver: 'noop', frames })).rejects.toThrow(RangeError);
  });
});
