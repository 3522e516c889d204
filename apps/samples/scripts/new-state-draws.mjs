// How long a draw of a new state takes on driver-soft, through the GL state tracker: one 64 × 64-pixel
// triangle (blended, depth tested; with `tex`, bilinear-textured), drawn N times, each time with a new
// blend function and depth function, so every draw builds a new fragment variant (the IR kernels'
// module and the template functions). Prints the first draw of the process, the median of the draws
// after the first, the median after the first 50 (once V8 has warmed the code generators up), the
// same state drawn again, and the median time driver-soft spent building, emitting and compiling a
// variant's module (after the first 10).
//   node scripts/new-state-draws.mjs [tex] [count, default 190]   (after `npx turbo run build`)
import * as gl from '@gallium-ts/state-tracker-gl';

// Internal to driver-soft (measurements): next to its entry point in dist/.
const { wasmBlockCompileTimes } = await import(
  new URL('./fragment/wasm-block.js', import.meta.resolve('@gallium-ts/driver-soft')).href
);

const textured = process.argv.includes('tex');
const count = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 190);
const ctx = await gl.createContext({ width: 128, height: 128, driver: 'soft' });
gl.makeCurrent(ctx);
gl.glViewport(0, 0, 128, 128);
gl.glEnable(gl.GL_DEPTH_TEST);
gl.glEnable(gl.GL_BLEND);
if (textured) {
  const name = new Uint32Array(1);
  gl.glGenTextures(1, name);
  gl.glBindTexture(gl.GL_TEXTURE_2D, name[0]);
  const texels = new Uint8Array(64 * 64 * 4).map((_, i) => (i * 37) & 255);
  gl.glTexImage2D(gl.GL_TEXTURE_2D, 0, gl.GL_RGBA8, 64, 64, 0, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, texels);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MIN_FILTER, gl.GL_LINEAR);
  gl.glTexParameteri(gl.GL_TEXTURE_2D, gl.GL_TEXTURE_MAG_FILTER, gl.GL_LINEAR);
  gl.glEnable(gl.GL_TEXTURE_2D);
}
const FACTORS = [
  gl.GL_ZERO,
  gl.GL_ONE,
  gl.GL_SRC_COLOR,
  gl.GL_ONE_MINUS_SRC_COLOR,
  gl.GL_SRC_ALPHA,
  gl.GL_ONE_MINUS_SRC_ALPHA,
  gl.GL_DST_ALPHA,
];
const DEPTH = [gl.GL_LESS, gl.GL_LEQUAL, gl.GL_ALWAYS, gl.GL_NOTEQUAL];
const blends = FACTORS.flatMap((s) => FACTORS.map((d) => [s, d]));
const draw = () => {
  gl.glBegin(gl.GL_TRIANGLES);
  gl.glColor4f(1, 0.5, 0.25, 0.5);
  gl.glTexCoord2f(0, 0);
  gl.glVertex3f(-0.9, -0.9, 0);
  gl.glColor4f(0, 1, 0.5, 0.7);
  gl.glTexCoord2f(1, 0);
  gl.glVertex3f(0.1, -0.9, 0);
  gl.glColor4f(0.2, 0.3, 1, 0.9);
  gl.glTexCoord2f(0, 1);
  gl.glVertex3f(-0.9, 0.1, 0);
  gl.glEnd();
  gl.glFinish();
};
const times = [];
for (let i = 0; i < count; i++) {
  gl.glBlendFunc(...blends[i % blends.length]);
  gl.glDepthFunc(DEPTH[Math.floor(i / blends.length) % DEPTH.length]);
  gl.glClear(gl.GL_COLOR_BUFFER_BIT | gl.GL_DEPTH_BUFFER_BIT);
  const start = performance.now();
  draw();
  times.push(performance.now() - start);
}
const start = performance.now();
draw();
const again = performance.now() - start;
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
const compile = median(wasmBlockCompileTimes.slice(10).map((t) => t.build + t.emit + t.compile));
const ms = (v) => `${v.toFixed(1)} ms`;
console.log(
  `${textured ? 'textured' : 'untextured'}, ${count} new states: first ${ms(times[0])}, ` +
    `later median ${ms(median(times.slice(1)))}, after 50 median ${ms(median(times.slice(50)))}, ` +
    `same state again ${ms(again)}; a variant's module built, emitted and compiled in ${ms(compile)} (median)`,
);
ctx.destroy();
