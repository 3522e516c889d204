import { writePng } from '@gallium-ts/gallium-api/png';
import { renderSample } from './dist/render.js';
import { SAMPLES } from './dist/samples/index.js';
const only = process.argv[2];
for (const s of SAMPLES) {
  if (only && !only.split(',').includes(s.name)) continue;
  const r = await renderSample(s, { driver: process.env.D ?? 'soft', frames: 3 });
  if (r.status === 'drawn') { writePng(`/tmp/out/${s.name}.png`, r.image); console.log(s.name, r.msPerFrame.toFixed(1), 'ms'); }
  else console.log(s.name, r.reason);
}
