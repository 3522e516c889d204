// Fused fragment functions: for a fragment shader tgsi can express as a lane program (straight-line
// arithmetic, KILL, and 2D lookups the one-lane texel path serves) the whole per-pixel pipeline of a draw
// becomes one generated function, as llvmpipe generates one fragment function per variant: each covered
// pixel is interpolated, shaded and taken through the tests and into the targets in registers, with no
// batch-wide register arrays in between. Everything is computed with the expressions the batched path
// uses (tgsi's lane program is the JIT's own code; interpolation, texel lookup and back end are shared),
// so both paths give the same bits. Shaders or states it does not cover take the batched path.
import {
  emitTgsiLaneProgram,
  TGSI_LANE_HELPER_NAMES,
  TGSI_LANE_HELPERS,
  TgsiFile,
  type TgsiLaneProgram,
  TgsiTextureTarget,
} from '@gallium-ts/tgsi';
import { Rec } from '../raster/record.js';
import type { SoftShader } from '../shader/soft-shader.js';
import { Texel2d, texel2dServes } from '../texture/texel-2d.js';
import type { TextureUnit } from '../texture/texture-unit.js';
import type { BackendParams } from './backend.js';
import { backendParts, CODECS } from './backend.js';
import { type BackendKey, backendKeyString } from './backend-key.js';
import { type InputLink, InputSource, Interp } from './linkage.js';
import type { QuadBatch } from './quad-batch.js';

/** A fused fragment function: shades and stores the first `quads` quads of `batch`. */
export type FusedShade = (
  batch: QuadBatch,
  records: Float64Array,
  quads: number,
  params: BackendParams,
  constantFloats: readonly Float32Array[],
  constantWords: readonly Int32Array[],
  texels: readonly (Texel2d | null)[],
) => void;

/** A fused function with the texel samplers of the draw it was made for. */
export interface FusedProgram {
  readonly shade: FusedShade;
  readonly texels: readonly (Texel2d | null)[];
}

/** What a fused function depends on besides the shader. */
export interface FusedInputs {
  readonly links: readonly InputLink[];
  /** 0.5 with half-pixel centres, else 0. */
  readonly sampleOffset: number;
  readonly key: BackendKey;
  /** The texture unit of sampler slot u (TEX uses SAMP[u] with view u), or null. */
  unit(slot: number): TextureUnit | null;
}

const cache = new WeakMap<SoftShader, Map<string, FusedShade | null>>();

/** Input channels are declined by throwing this from the lane program's input hook. */
class NotFusable extends Error {}

/** The fused program of `fs` for a draw, or null when the draw takes the batched path. */
export function fusedProgram(fs: SoftShader, inputs: FusedInputs): FusedProgram | null {
  const { key, links } = inputs;
  const planar = links.every((l) => l.source === InputSource.ATTRIBUTE || l.source === InputSource.DEFAULT);
  const backendFits =
    key.stencilOutput < 0 && !key.depthClamp && key.colors.every((c) => c === null || c.cls !== 'integer');
  if (!planar || !backendFits || fs.info.systemValuesRead.length > 0) return null;
  // Units the shader samples, with their one-lane texel path (null when the path cannot serve them).
  const slots = [...new Set(Object.keys(fs.info.samplerTargets).map(Number))];
  const texels: (Texel2d | null)[] = [];
  for (const slot of slots) {
    const unit = inputs.unit(slot);
    texels[slot] = unit && texel2dServes(unit) ? new Texel2d(unit) : null;
  }
  const id = [
    inputs.sampleOffset,
    links.map((l) => `${l.register}:${l.interp}`).join(','),
    slots.map((s) => `${s}${texels[s] ? '+' : '-'}`).join(','),
    backendKeyString(key),
  ].join('|');
  let perShader = cache.get(fs);
  if (!perShader) {
    perShader = new Map();
    cache.set(fs, perShader);
  }
  let shade = perShader.get(id);
  if (shade === undefined) {
    const source = generate(fs, inputs, texels);
    shade =
      source === null
        ? null
        : (new Function('h', 'codecs', 'Rec', source)(TGSI_LANE_HELPERS, CODECS, Rec) as FusedShade);
    perShader.set(id, shade);
  }
  return shade ? { shade, texels } : null;
}

function generate(fs: SoftShader, inputs: FusedInputs, texels: readonly (Texel2d | null)[]): string | null {
  const { key, links } = inputs;
  const parts = backendParts(key);
  const wanted = [...parts.registers].flatMap((index) =>
    [0, 1, 2, 3].map((channel) => ({ index, channel, kind: 'f' as const })),
  );
  // Interpolated input channels the program reads, in the order it asks for them.
  const used: { register: number; channel: number; perspective: boolean }[] = [];
  let program: TgsiLaneProgram | null;
  try {
    program = emitTgsiLaneProgram(fs.tokens, {
      input: (file, register, channel, kind) => {
        const link = links.find((l) => l.register === register);
        if (file !== TgsiFile.INPUT || kind !== 'f' || !link) throw new NotFusable();
        if (!used.some((u) => u.register === register && u.channel === channel))
          used.push({ register, channel, perspective: link.interp === Interp.PERSPECTIVE });
        return `in${register}_${channel}`;
      },
      texture: (unit, target, coords) =>
        target === TgsiTextureTarget['2D'] && texels[unit]
          ? {
              code: `tex${unit}.sample(${coords[0]}, ${coords[1]});`,
              texel: [`tex${unit}.r`, `tex${unit}.g`, `tex${unit}.b`, `tex${unit}.a`],
            }
          : null,
      outputs: wanted,
    });
  } catch (error) {
    if (error instanceof NotFusable) return null;
    throw error;
  }
  if (!program) return null;
  const perspective = used.some((u) => u.perspective);
  const vars = ['za = 0', 'zb = 0', 'zc = 0'];
  const load = ['za = records[r + Rec.Z]; zb = records[r + Rec.Z + 1]; zc = records[r + Rec.Z + 2];'];
  if (perspective) {
    vars.push('wa = 0', 'wb = 0', 'wc = 0');
    load.push('wa = records[r + Rec.W]; wb = records[r + Rec.W + 1]; wc = records[r + Rec.W + 2];');
  }
  const interpolate: string[] = [];
  for (const { register, channel, perspective: p } of used) {
    const n = `${register}_${channel}`;
    vars.push(`a${n} = 0`, `b${n} = 0`, `c${n} = 0`);
    const at = `r + Rec.ATTRIBS + ${(register * 4 + channel) * 3}`;
    load.push(`a${n} = records[${at}]; b${n} = records[${at} + 1]; c${n} = records[${at} + 2];`);
    const v = `a${n} * px + b${n} * py + c${n}`;
    // As the batched path stores it: through a float32 register.
    interpolate.push(`const in${n} = fr(${p ? `(${v}) * w` : v});`);
  }
  const outputs = [...parts.registers].map(
    (r, i) =>
      `const ${[0, 1, 2, 3].map((c) => `f${r}${'xyzw'[c]} = ${program.outputs[i * 4 + c] ?? '0'}`).join(', ')};`,
  );
  const units = texels.flatMap((t, u) => (t ? [`const tex${u} = texels[${u}];`] : []));
  // The four pixels of a quad, unrolled (pixel j is (qx + (j & 1), qy + (j >> 1))).
  const lane = (j: number) => `{
    const l = q * 4 + ${j};
    if (cov[l] !== 0) do {
    const x = qx${j & 1 ? ' + 1' : ''}, y = qy${j >> 1 ? ' + 1' : ''};
    const px = x + ${inputs.sampleOffset}, py = y + ${inputs.sampleOffset};
    ${perspective ? 'const w = 1 / (wa * px + wb * py + wc);' : ''}
    ${interpolate.join('\n    ')}
    ${program.body}
    ${program.killed ? `if (${program.killed} !== 0) break;` : ''}
    ${outputs.join('\n    ')}
    const zl = za * px + zb * py + zc;
    ${parts.lane
      .join('\n')
      .replace(/\bbz\[l\]/g, 'zl')
      .replace(/\bcontinue;/g, 'break;')}
    } while (false);
  }`;
  return `const {${TGSI_LANE_HELPER_NAMES.join(', ')}} = h;
return function fused(batch, records, quads, params, CF, CW, texels) {
${program.prelude}
${parts.head.join('\n')}
${units.join('\n')}
const qxs = batch.qx, qys = batch.qy, recs = batch.record;
let last = -1, ${vars.join(', ')};
for (let q = 0; q < quads; q++) {
  const r = recs[q];
  if (r !== last) {
    last = r;
    ${load.join('\n    ')}
  }
  const layer = blayer[q], qx = qxs[q], qy = qys[q];
${[0, 1, 2, 3].map((j) => lane(j)).join('\n')}
}
${parts.tail}
};`;
}
