// The sample registry: every sample in the order `npm start` draws them and reports list them.
import type { Sample } from '../sample.js';
import { accumAntialias } from './accum-antialias.js';
import { arbTorus } from './arb-torus.js';
import { bezier } from './bezier.js';
import { blending } from './blending.js';
import { compute } from './compute.js';
import { depthOfField } from './depth-of-field.js';
import { displayLists } from './display-lists.js';
import { feedback } from './feedback.js';
import { fogTerrain } from './fog-terrain.js';
import { gears } from './gears.js';
import { lights } from './lights.js';
import { litCube } from './lit-cube.js';
import { nurbs } from './nurbs.js';
import { occlusion } from './occlusion.js';
import { picking } from './picking.js';
import { pointsLines } from './points-lines.js';
import { quadrics } from './quadrics.js';
import { s3tcTextures } from './s3tc-textures.js';
import { stencilReflection } from './stencil-reflection.js';
import { streamOutput } from './stream-output.js';
import { tessellation } from './tessellation.js';
import { tgsiShader } from './tgsi-shader.js';
import { tunnel } from './tunnel.js';
import { vertexBuffer } from './vertex-buffer.js';

export const SAMPLES: readonly Sample[] = [
  gears,
  litCube,
  lights,
  blending,
  stencilReflection,
  fogTerrain,
  tunnel,
  pointsLines,
  displayLists,
  vertexBuffer,
  occlusion,
  bezier,
  s3tcTextures,
  nurbs,
  quadrics,
  accumAntialias,
  depthOfField,
  picking,
  feedback,
  tessellation,
  arbTorus,
  tgsiShader,
  compute,
  streamOutput,
];

/** The sample called `name`, or undefined. */
export function findSample(name: string): Sample | undefined {
  return SAMPLES.find((sample) => sample.name === name);
}
