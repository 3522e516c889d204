import { it } from 'vitest';
import { glProgramEnvParameter4fARB, glProgramLocalParameter4fARB } from '../../src/arb-gl/programs-api.js';
import * as gl from '../../src/index.js';
import { loadProgram, programEnable } from './helpers.js';

it('debug', async () => {
  const ctx = await gl.createContext({ width: 64, height: 32, driver: 'soft' });
  gl.makeCurrent(ctx);
  const VP = gl.GL_VERTEX_PROGRAM_ARB;
  loadProgram(VP, 'vp-raster-pos.vp');
  glProgramEnvParameter4fARB(VP, 0, 0.25, 0.5, 0, 0);
  glProgramLocalParameter4fARB(VP, 0, 0.2, 0.8, 0.6, 1);
  programEnable(VP, true);
  gl.glRasterPos2f(-0.5, -0.5);
  const p = new Float32Array(4);
  const v = new Int32Array(1);
  gl.glGetFloatv(gl.GL_CURRENT_RASTER_POSITION, p);
  gl.glGetIntegerv(gl.GL_CURRENT_RASTER_POSITION_VALID, v);
  gl.glGetFloatv(gl.GL_CURRENT_RASTER_COLOR, p.slice());
  console.log('pos', [...p], 'valid', v[0], 'err', gl.glGetError());
});
