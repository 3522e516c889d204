// The sample registry: every sample in the order `npm start` draws them and reports list them.
import type { Sample } from '../sample.js';
import { blending } from './blending.js';
import { gears } from './gears.js';
import { lights } from './lights.js';
import { litCube } from './lit-cube.js';
import { stencilReflection } from './stencil-reflection.js';

export const SAMPLES: readonly Sample[] = [gears, litCube, lights, blending, stencilReflection];

/** The sample called `name`, or undefined. */
export function findSample(name: string): Sample | undefined {
  return SAMPLES.find((sample) => sample.name === name);
}
