// How fast driver-soft draws the `tex` workload (16 full-screen bilinear quads of a 256² RGBA8 texture a
// frame, through the GL state tracker) under the texture states classic programs use besides the
// benchmark's own (GL_REPLACE, GL_REPEAT): GL_MODULATE with a colour, GL's CLAMP and CLAMP_TO_BORDER
// (which read the border colour), the depth test on, GL's alpha blend, the alpha and stencil tests and an
// occlusion query. Each state runs in turn, a round per repetition, so a busy machine slows them alike;
// prints each state's median rate and its ratio to the benchmark's state in the same run.
// Run it after `npx turbo run build`:
//   node scripts/texture-states.mjs [threads, default 1] [rounds, default 5]
import * as gl from '@gallium-ts/state-tracker-gl';
import { glWorkload } from '../dist/bench/gl-workloads.js';

const threads = Number(process.argv[2] ?? 1);
const rounds = Number(process.argv[3] ?? 5);
const FRAMES = 3;
const STATES = [
  { name: 'REPLACE, REPEAT (the benchmark)', env: gl.GL_REPLACE, wrap: gl.GL_REPEAT },
  { name: 'MODULATE, REPEAT', env: gl.GL_MODULATE, wrap: gl.GL_REPEAT },
  { name: 'REPLACE, CLAMP', env: gl.GL_REPLACE, wrap: gl.GL_CLAMP },
  { name: 'REPLACE, CLAMP_TO_BORDER', env: gl.GL_REPLACE, wrap: gl.GL_CLAMP_TO_BORDER },
  { name: 'REPLACE, REPEAT, depth test', env: gl.GL_REPLACE, wrap: gl.GL_REPEAT, depth: true },
  { name: 'MODULATE, REPEAT, depth test', env: gl.GL_MODULATE, wrap: gl.GL_REPEAT, depth: true },
  { name: 'REPLACE, REPEAT, alpha blend', env: gl.GL_REPLACE, wrap: gl.GL_REPEAT, blend: true },
  { name: 'MODULATE, REPEAT, alpha blend', env: gl.GL_MODULATE, wrap: gl.GL_REPEAT, blend: true },
  { name: 'REPLACE, REPEAT, alpha test', env: gl.GL_REPLACE, wrap: gl.GL_REPEAT, alphaTest: true },
  {
    name: 'MODULATE, alpha test and blend',
    env: gl.GL_MODULATE,
    wrap: gl.GL_REPEAT,
    alphaTest: true,
    blend: true,
  },
  { name: 'REPLACE, stencil test', env: gl.GL_REPLACE, wrap: gl.GL_REPEAT, stencil: true },
  { name: 'REPLACE, occlusion query', env: gl.GL_REPLACE, wrap: gl.GL_REPEAT, query: true },
];

/** A context drawing the tex workload in `state`, and a function timing `FRAMES` finished frames. */
async function subject(state) {
  const workload = glWorkload('tex');
  const ctx = await gl.createContext({
    width: workload.size,
    height: workload.size,
    driver: 'soft',
    screenOptions: { threads },
  });
  gl.makeCurrent(ctx);
  gl.glViewport(0, 0, workload.size, workload.size);
  workload.setup();
  gl.glTexEnvi(gl.GL_TEXTURE_ENV, gl.GL_TEXTURE_ENV_MODE, state.env);
  gl.glColor4f(0.9, 0.8, 0.7, 1);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_S, state.wrap);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_WRAP_T, state.wrap);
  gl.glTexParameterfv(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_BORDER_COLOR, new Float32Array([0.2, 0.4, 0.6, 1]));
  if (state.blend) {
    gl.glEnable(gl.GL_BLEND);
    gl.glBlendFunc(gl.GL_SRC_ALPHA, gl.GL_ONE_MINUS_SRC_ALPHA);
  }
  if (state.alphaTest) {
    // The texels are opaque: every fragment passes, and the test's cost is timed.
    gl.glEnable(gl.GL_ALPHA_TEST);
    gl.glAlphaFunc(gl.GL_GREATER, 0.5);
  }
  if (state.depth) {
    // Every fragment passes (the quads lie at one depth) and writes depth: the test's cost is timed.
    gl.glEnable(gl.GL_DEPTH_TEST);
    gl.glDepthFunc(gl.GL_ALWAYS);
  }
  if (state.stencil) {
    // Every fragment passes and increments the stencil value: the test's cost is timed.
    gl.glEnable(gl.GL_STENCIL_TEST);
    gl.glStencilFunc(gl.GL_ALWAYS, 0, 0xff);
    gl.glStencilOp(gl.GL_KEEP, gl.GL_KEEP, gl.GL_INCR);
  }
  const query = new Uint32Array(1);
  const samples = new Uint32Array(1);
  if (state.query) gl.glGenQueries(1, query);
  const frame = () => {
    // Each frame counted by an occlusion query (GL 1.5's GL_SAMPLES_PASSED), its result read back.
    if (state.query) gl.glBeginQuery(gl.GL_SAMPLES_PASSED, query[0]);
    workload.frame();
    if (state.query) {
      gl.glEndQuery(gl.GL_SAMPLES_PASSED);
      gl.glGetQueryObjectuiv(query[0], gl.GL_QUERY_RESULT, samples);
    }
    gl.glFinish();
  };
  /** Throws when a GL error was recorded or the query did not count every pixel of the frame. */
  const check = (when) => {
    if (gl.glGetError() !== gl.GL_NO_ERROR) throw new Error(`${state.name}: a GL error ${when}`);
    const pixels = 16 * workload.size * workload.size;
    if (state.query && samples[0] !== pixels)
      throw new Error(`${state.name}: the query counted ${samples[0]} samples ${when}, not ${pixels}`);
  };
  frame();
  check('in setup');
  gl.makeCurrent(null);
  return {
    ctx,
    time() {
      gl.makeCurrent(ctx);
      const start = performance.now();
      for (let f = 0; f < FRAMES; f++) frame();
      const seconds = (performance.now() - start) / 1000;
      check('in a timed round');
      gl.makeCurrent(null);
      return seconds;
    },
  };
}

const subjects = [];
for (const state of STATES) subjects.push(await subject(state));
const seconds = STATES.map(() => []);
for (let round = 0; round < rounds; round++)
  for (const [i, s] of subjects.entries()) seconds[i].push(s.time());
const pixels = FRAMES * 16 * 1024 * 1024;
const rates = seconds.map((list) => pixels / [...list].sort((a, b) => a - b)[list.length >> 1] / 1e6);
console.log(
  `tex workload on driver-soft, ${threads} thread(s), median of ${rounds} rounds of ${FRAMES} frames:`,
);
for (const [i, state] of STATES.entries())
  console.log(
    `  ${state.name.padEnd(34)} ${rates[i].toFixed(1).padStart(6)} Mpix/s  ${(rates[i] / rates[0]).toFixed(2)}×`,
  );
for (const s of subjects) s.ctx.destroy();
