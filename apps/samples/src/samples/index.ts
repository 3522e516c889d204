// The sample registry: every sample in the order `npm start` draws them and reports list them.
import type { Sample } from '../sample.js';
import { gears } from './gears.js';
import { litCube } from './lit-cube.js';

export const SAMPLES: readonly Sample[] = [gears, litCube];

/** The sample called `name`, or undefined. */
export function findSample(name: string): Sample | undefined {
  return SAMPLES.find((sample) => sample.name === name);
}
