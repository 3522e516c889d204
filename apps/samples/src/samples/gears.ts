// Gears: Brian Paul's glxgears — three gears built once into display lists, flat- and smooth-shaded
// faces lit by one directional light, turning 70° per second. The drawing is state-tracker-gl's example
// (`@gallium-ts/state-tracker-gl/examples/gears`, its examples/gears.ts); this file only makes it a sample.
// Its C twin is gears() in reference/samples.c.
import { glClearColor } from '@gallium-ts/state-tracker-gl';
import { type Gears, initGears, renderGears } from '@gallium-ts/state-tracker-gl/examples/gears';
import type { GlSample } from '../sample.js';

let lists: Gears | null = null;

export const gears: GlSample = {
  api: 'gl',
  name: 'gears',
  title: 'glxgears: display lists, flat and smooth lighting, animated',
  kind: 'filled',
  defaultSize: { width: 160, height: 160 },
  animated: true,
  referenceFrame: 10,
  setup(width, height) {
    lists = initGears(width, height);
  },
  draw(_frame, time) {
    glClearColor(0, 0, 0, 1);
    renderGears(lists!, 70 * time);
  },
};
