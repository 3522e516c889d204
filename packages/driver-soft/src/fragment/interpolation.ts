// The interpolation front end of fragment shading, generated per input layout (as llvmpipe generates its
// interpolation code per variant): for every quad of a batch it loads the plane equations of the quad's
// primitive once (they change only when the primitive does), evaluates depth, 1/w when some input is
// perspective-correct, and every used channel of every plane-interpolated input at the quad's four sample
// positions, straight into the fragment shader's input registers. Each lane's value is computed exactly
// as a·(x + o) + b·(y + o) + c — the same arithmetic for every variant — so results do not depend on the
// variant. The generated source holds only numbers and identifiers made here.
import { Rec } from '../raster/record.js';
import type { QuadBatch } from './quad-batch.js';

/** One input channel interpolated from its plane: register · 4 + channel, and whether it is divided by w. */
export interface PlaneInput {
  readonly slot: number;
  readonly perspective: boolean;
}

/** Fills z, 1/w per lane (when asked) and the plane inputs of the first `quads` quads of `batch`. */
export type Interpolator = (
  batch: QuadBatch,
  records: Float64Array,
  quads: number,
  inputs: readonly Float32Array[],
  invW: Float64Array,
) => void;

const cache = new Map<string, Interpolator>();

/**
 * The interpolator for sample offset `offset` (0.5 with half-pixel centres), `inputs` and whether the
 * lanes' interpolated 1/w is wanted (the window position's w) besides the perspective inputs.
 */
export function interpolatorFor(offset: number, inputs: readonly PlaneInput[], wantW: boolean): Interpolator {
  const key = `${offset}|${wantW}|${inputs.map((i) => `${i.slot}${i.perspective ? 'p' : 'l'}`).join(',')}`;
  let fn = cache.get(key);
  if (!fn) {
    fn = new Function('Rec', generate(offset, inputs, wantW))(Rec) as Interpolator;
    cache.set(key, fn);
  }
  return fn;
}

function generate(offset: number, inputs: readonly PlaneInput[], wantW: boolean): string {
  const needW = wantW || inputs.some((i) => i.perspective);
  const decl: string[] = ['const qxs = batch.qx, qys = batch.qy, recs = batch.record, z = batch.z;'];
  const load: string[] = [
    'za = records[r + Rec.Z]; zb = records[r + Rec.Z + 1]; zc = records[r + Rec.Z + 2];',
  ];
  const vars = ['za = 0', 'zb = 0', 'zc = 0'];
  if (needW) {
    vars.push('wa = 0', 'wb = 0', 'wc = 0');
    load.push('wa = records[r + Rec.W]; wb = records[r + Rec.W + 1]; wc = records[r + Rec.W + 2];');
  }
  inputs.forEach((input, i) => {
    decl.push(`const d${i} = inputs[${input.slot}];`);
    vars.push(`a${i} = 0`, `b${i} = 0`, `c${i} = 0`);
    const at = `r + Rec.ATTRIBS + ${input.slot * 3}`;
    load.push(`a${i} = records[${at}]; b${i} = records[${at} + 1]; c${i} = records[${at} + 2];`);
  });
  const lane = (j: number) => {
    const x = j & 1 ? 'x1' : 'x0';
    const y = j >> 1 ? 'y1' : 'y0';
    const l = `l + ${j}`;
    const out = [`z[${l}] = za * ${x} + zb * ${y} + zc;`];
    if (needW)
      out.push(`const iw${j} = wa * ${x} + wb * ${y} + wc; invW[${l}] = iw${j}; const w${j} = 1 / iw${j};`);
    inputs.forEach((input, i) => {
      const v = `a${i} * ${x} + b${i} * ${y} + c${i}`;
      out.push(`d${i}[${l}] = ${input.perspective ? `(${v}) * w${j}` : v};`);
    });
    return out.join('\n');
  };
  return `return function interpolate(batch, records, quads, inputs, invW) {
${decl.join('\n')}
let last = -1, ${vars.join(', ')};
for (let q = 0; q < quads; q++) {
  const r = recs[q];
  if (r !== last) {
    last = r;
    ${load.join('\n    ')}
  }
  const l = q * 4;
  const x0 = qxs[q] + ${offset}, y0 = qys[q] + ${offset}, x1 = x0 + 1, y1 = y0 + 1;
${[0, 1, 2, 3].map(lane).join('\n')}
}
};`;
}
