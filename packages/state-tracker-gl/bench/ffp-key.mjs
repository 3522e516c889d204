// Measures the fixed-function program cache: the cost of a key (ns per computeFfpKey), of a cached
// program() lookup with a glEnable/glDisable toggle between calls (the `calls` workload: 20,000 draws a
// frame), and of building a program on a miss (generation + checkTgsi). Run after `npm run build`:
//   node bench/ffp-key.mjs
import { performance } from 'node:perf_hooks';
import {
  computeFfpKey,
  FFP_KEY_WORDS,
  FfpProgramCache,
  initialFixedFunctionState,
} from '../dist/ffp/index.js';
import * as GL from '../dist/gl-enums.js';

/** Best of `rounds` timings of `iterations` calls of fn, in ns per call. */
function measure(iterations, fn, rounds = 7) {
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (let i = 0; i < iterations; i++) fn(i);
    best = Math.min(best, performance.now() - t0);
  }
  return (best * 1e6) / iterations;
}

function heavyState() {
  const s = initialFixedFunctionState(8);
  s.lighting = true;
  s.lightModel.twoSide = true;
  s.lightModel.colorControl = GL.GL_SEPARATE_SPECULAR_COLOR;
  s.colorMaterial.enabled = true;
  s.lights.forEach((l, i) => {
    l.enabled = true;
    l.position = [i, 1, 2, i % 2];
    l.spotCutoff = i % 3 === 0 ? 45 : 180;
  });
  for (let u = 0; u < 4; u++) {
    const unit = s.textureUnits[u];
    unit.target = GL.GL_TEXTURE_2D;
    unit.env.mode = u % 2 ? GL.GL_COMBINE : GL.GL_MODULATE;
    unit.texGen[0].enabled = true;
    unit.texGen[0].mode = GL.GL_SPHERE_MAP;
  }
  s.fog.enabled = true;
  s.clipPlanes[0].enabled = true;
  return s;
}

const key = new Uint32Array(FFP_KEY_WORDS);
const simple = initialFixedFunctionState(8);
const heavy = heavyState();
const keySimple = measure(1_000_000, () => computeFfpKey(simple, key));
const keyHeavy = measure(200_000, () => computeFfpKey(heavy, key));

// The `calls` workload: one program() per draw, a state toggle (glEnable/glDisable of GL_FOG) between draws.
const cache = new FfpProgramCache();
const toggled = initialFixedFunctionState(8);
toggled.textureUnits[0].target = GL.GL_TEXTURE_2D;
const toggle = measure(20_000, (i) => {
  toggled.fog.enabled = (i & 1) === 1;
  cache.program(toggled);
});
const same = measure(20_000, () => cache.program(toggled));

// Builds: distinct keys, each a miss.
const builds = [];
for (let i = 0; i < 64; i++) {
  const s = heavyState();
  s.lights.forEach((l, k) => {
    l.enabled = ((i >> (k % 6)) & 1) === 1;
  });
  s.fog.mode = [GL.GL_LINEAR, GL.GL_EXP, GL.GL_EXP2][i % 3];
  builds.push(s);
}
const buildCache = new FfpProgramCache();
const t0 = performance.now();
for (const s of builds) buildCache.program(s);
const buildMs = (performance.now() - t0) / builds.length;
const simpleBuild = (() => {
  const start = performance.now();
  for (let i = 0; i < 20; i++) new FfpProgramCache().program(simple);
  return (performance.now() - start) / 20;
})();

console.log(`computeFfpKey, initial state:               ${keySimple.toFixed(0)} ns`);
console.log(`computeFfpKey, 8 lights + 4 units + fog:    ${keyHeavy.toFixed(0)} ns`);
console.log(`program() with a glEnable/glDisable toggle:  ${toggle.toFixed(0)} ns per draw`);
console.log(`program() with an unchanged state:           ${same.toFixed(0)} ns per draw`);
console.log(`program build (miss), initial state:         ${simpleBuild.toFixed(2)} ms`);
console.log(
  `program build (miss), lit + textured + fog:  ${buildMs.toFixed(2)} ms (${buildCache.size} programs)`,
);
