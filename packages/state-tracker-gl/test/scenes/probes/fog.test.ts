// Pixel probes of fog (GL 1.5 section 3.10) on every drawing driver: points at known eye distances under
// an orthographic projection (so the fog distance |z_eye| is exact), C = f·Cr + (1 − f)·Cf.
import { expect, it } from 'vitest';
import * as gl from '../../../src/index.js';
import { describeOnDrawingDrivers } from '../../helpers/drawing-drivers.js';
import { pixel, pointOn, unorm8s, useProbeContext } from './probe.js';

const COLOUR = [0.81, 0.33, 0.22];
const FOG = [0.12, 0.53, 0.91];
const fogged = (f: number) => [...unorm8s(COLOUR.map((c, i) => f * c + (1 - f) * FOG[i]!)), 255];

describeOnDrawingDrivers('fog probes', (driver) => {
  useProbeContext(driver, 0, 20);

  function fogOn(mode: number): void {
    gl.glEnable(gl.GL_FOG);
    gl.glFogi(gl.GL_FOG_MODE, mode);
    gl.glFogfv(gl.GL_FOG_COLOR, [...FOG, 1]);
    gl.glColor3f(COLOUR[0]!, COLOUR[1]!, COLOUR[2]!);
  }

  it('GL_LINEAR: f = (end − d) / (end − start), clamped to [0, 1]', () => {
    fogOn(gl.GL_LINEAR);
    gl.glFogf(gl.GL_FOG_START, 2);
    gl.glFogf(gl.GL_FOG_END, 10);
    pointOn(1, 1, -5);
    pointOn(2, 1, -1);
    pointOn(3, 1, -15);
    expect(pixel(1, 1)).toEqual(fogged(5 / 8));
    expect(pixel(2, 1)).toEqual(fogged(1));
    expect(pixel(3, 1)).toEqual(fogged(0));
  });

  it('GL_EXP: f = exp(−density · d)', () => {
    fogOn(gl.GL_EXP);
    gl.glFogf(gl.GL_FOG_DENSITY, 0.2);
    pointOn(1, 1, -5);
    pointOn(2, 1, -2);
    expect(pixel(1, 1)).toEqual(fogged(Math.exp(-1)));
    expect(pixel(2, 1)).toEqual(fogged(Math.exp(-0.4)));
  });

  it('GL_EXP2: f = exp(−(density · d)²)', () => {
    fogOn(gl.GL_EXP2);
    gl.glFogf(gl.GL_FOG_DENSITY, 0.1);
    pointOn(1, 1, -5);
    pointOn(2, 1, -12);
    expect(pixel(1, 1)).toEqual(fogged(Math.exp(-0.25)));
    expect(pixel(2, 1)).toEqual(fogged(Math.exp(-1.44)));
  });

  it('GL_FOG_COORDINATE: the distance is the vertex fog coordinate, not the depth', () => {
    fogOn(gl.GL_LINEAR);
    gl.glFogf(gl.GL_FOG_START, 0);
    gl.glFogf(gl.GL_FOG_END, 8);
    gl.glFogi(gl.GL_FOG_COORDINATE_SOURCE, gl.GL_FOG_COORDINATE);
    gl.glFogCoordf(3);
    pointOn(1, 1, -15);
    gl.glFogCoordf(7);
    pointOn(2, 1, -1);
    expect(pixel(1, 1)).toEqual(fogged(5 / 8));
    expect(pixel(2, 1)).toEqual(fogged(1 / 8));
  });

  it('fog leaves alpha alone', () => {
    fogOn(gl.GL_LINEAR);
    gl.glFogf(gl.GL_FOG_START, 0);
    gl.glFogf(gl.GL_FOG_END, 10);
    gl.glColor4f(COLOUR[0]!, COLOUR[1]!, COLOUR[2]!, 0.4);
    pointOn(1, 1, -5);
    expect(pixel(1, 1)[3]).toBe(102);
  });
});
