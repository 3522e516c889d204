// Fog over a terrain grid: a height field of smooth-shaded triangle strips coloured by height, fading
// into linear fog of the sky's colour with distance.
import {
  GL_COLOR_BUFFER_BIT,
  GL_DEPTH_BUFFER_BIT,
  GL_DEPTH_TEST,
  GL_FOG,
  GL_FOG_COLOR,
  GL_FOG_END,
  GL_FOG_MODE,
  GL_FOG_START,
  GL_LINEAR,
  GL_TRIANGLE_STRIP,
  glBegin,
  glClear,
  glClearColor,
  glColor3f,
  glEnable,
  glEnd,
  glFogf,
  glFogfv,
  glFogi,
  glRotatef,
  glTranslatef,
  glVertex3f,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';
import { perspective } from './gl-helpers.js';

const SKY = [0.7, 0.75, 0.8, 1];
/** Grid cells along each side, and the grid's extent: x in [-8, 8], z in [0, -32]. */
const CELLS = 32;

function height(x: number, z: number): number {
  return 0.6 * Math.sin(0.9 * x) * Math.cos(0.7 * z) + 0.3 * Math.sin(1.7 * x + 0.4 * z);
}

/** A terrain vertex, coloured from green valleys to brown tops. */
function terrainVertex(x: number, z: number): void {
  const h = height(x, z);
  const t = (h + 0.9) / 1.8;
  glColor3f(0.2 + 0.4 * t, 0.55 - 0.15 * t, 0.15 + 0.1 * t);
  glVertex3f(x, h, z);
}

export const fogTerrain: GlSample = {
  api: 'gl',
  name: 'fog-terrain',
  title: 'a height-field terrain fading into linear fog',
  kind: 'filled',
  defaultSize: { width: 192, height: 128 },
  animated: false,
  referenceFrame: 0,
  setup(width, height) {
    perspective(50, width / height, 0.5, 40);
    glEnable(GL_DEPTH_TEST);
    glEnable(GL_FOG);
    glFogi(GL_FOG_MODE, GL_LINEAR);
    glFogf(GL_FOG_START, 4);
    glFogf(GL_FOG_END, 26);
    glFogfv(GL_FOG_COLOR, SKY);
  },
  draw() {
    glClearColor(SKY[0]!, SKY[1]!, SKY[2]!, SKY[3]!);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glRotatef(12, 1, 0, 0);
    glTranslatef(0, -2, -1);
    const step = 16 / CELLS;
    for (let row = 0; row < CELLS; row++) {
      const z0 = -row * step * 2;
      const z1 = -(row + 1) * step * 2;
      glBegin(GL_TRIANGLE_STRIP);
      for (let col = 0; col <= CELLS; col++) {
        const x = -8 + col * step;
        terrainVertex(x, z0);
        terrainVertex(x, z1);
      }
      glEnd();
    }
  },
};
