import { readPng, writePng } from '@gallium-ts/gallium-api/png';
import { compareImages, diffImage } from '@gallium-ts/gallium-api/image';
import { renderSample } from './dist/render.js';
import { SAMPLES } from './dist/samples/index.js';
const only = process.argv[2];
for (const s of SAMPLES) {
  if (only && !only.split(',').includes(s.name)) continue;
  const r = await renderSample(s, { driver: 'soft' });
  if (r.status !== 'drawn') { console.log(s.name, r.reason); continue; }
  writePng(`/tmp/out/${s.name}.png`, r.image);
  if (s.api !== 'gl') continue;
  const l = readPng(`reference/fixtures/${s.name}.llvmpipe.png`), p = readPng(`reference/fixtures/${s.name}.softpipe.png`);
  const a = compareImages(r.image, l), b = compareImages(r.image, p), c = compareImages(l, p);
  writePng(`/tmp/out/${s.name}.diff-llvmpipe.png`, diffImage(r.image, l));
  console.log(s.name.padEnd(20), 'vs llvmpipe', (a.offShare*100).toFixed(2)+'%', 'max', a.maxDifference, ' vs softpipe', (b.offShare*100).toFixed(2)+'%', ' llvm/soft', (c.offShare*100).toFixed(2)+'%');
}
