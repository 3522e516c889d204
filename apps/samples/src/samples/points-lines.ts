// Points and lines in window coordinates: points of sizes 1 to 8, lines of widths 1 to 5, a stippled
// strip, a smooth-shaded loop and a fan of one-pixel lines at every angle. Odd-sized points and lines sit
// on pixel centres, even-sized points on pixel corners, so no pixel is a coin toss of the rules.
import {
  GL_ALIASED_LINE_WIDTH_RANGE,
  GL_ALIASED_POINT_SIZE_RANGE,
  GL_COLOR_BUFFER_BIT,
  GL_LINE_LOOP,
  GL_LINE_STIPPLE,
  GL_LINE_STRIP,
  GL_LINES,
  GL_MODELVIEW,
  GL_POINTS,
  GL_PROJECTION,
  glBegin,
  glClear,
  glClearColor,
  glColor3f,
  glDisable,
  glEnable,
  glEnd,
  glGetFloatv,
  glLineStipple,
  glLineWidth,
  glLoadIdentity,
  glMatrixMode,
  glOrtho,
  glPointSize,
  glVertex2f,
} from '@gallium-ts/state-tracker-gl';
import type { GlSample } from '../sample.js';

/** The largest point size and line width the scene draws with. */
const LARGEST_POINT = 8;
const WIDEST_LINE = 5;

export const pointsLines: GlSample = {
  api: 'gl',
  name: 'points-lines',
  title: 'points of sizes 1–8, wide, stippled, smooth and fanned lines',
  kind: 'lines-points',
  defaultSize: { width: 160, height: 160 },
  animated: false,
  referenceFrame: 0,
  unsupported() {
    // GL clamps sizes to the implementation's range: narrower lines or smaller points than Mesa's
    // would be drawn, not the scene (WebGL2 in browsers draws lines 1 pixel wide only)
    const range = new Float32Array(2);
    glGetFloatv(GL_ALIASED_LINE_WIDTH_RANGE, range);
    const [min, max] = range;
    if (max! < WIDEST_LINE)
      return `GL_ALIASED_LINE_WIDTH_RANGE is ${min}–${max}: the sample draws lines ${WIDEST_LINE} pixels wide`;
    glGetFloatv(GL_ALIASED_POINT_SIZE_RANGE, range);
    const [smallest, largest] = range;
    if (largest! < LARGEST_POINT)
      return `GL_ALIASED_POINT_SIZE_RANGE is ${smallest}–${largest}: the sample draws points of size ${LARGEST_POINT}`;
    return null;
  },
  setup(width, height) {
    glMatrixMode(GL_PROJECTION);
    glLoadIdentity();
    glOrtho(0, width, 0, height, -1, 1);
    glMatrixMode(GL_MODELVIEW);
    glLoadIdentity();
  },
  draw() {
    glClearColor(0.1, 0.1, 0.12, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    for (let size = 1; size <= LARGEST_POINT; size++) {
      const centre = size % 2 ? 0.5 : 0;
      glPointSize(size);
      glBegin(GL_POINTS);
      glColor3f(1, size / 8, 0.2);
      glVertex2f(10 + (size - 1) * 19 + centre, 148 + centre);
      glEnd();
    }
    [1, 2, 3, WIDEST_LINE].forEach((width, i) => {
      glLineWidth(width);
      glBegin(GL_LINES);
      glColor3f(0.3, 0.8, 1);
      glVertex2f(10.5, 130.5 - 12 * i);
      glVertex2f(150.5, 124.5 - 12 * i);
      glEnd();
    });
    glLineWidth(2);
    glEnable(GL_LINE_STIPPLE);
    glLineStipple(2, 0x0f0f);
    glBegin(GL_LINE_STRIP);
    glColor3f(1, 1, 0.3);
    for (let i = 0; i <= 6; i++) glVertex2f(10.5 + 23 * i, i % 2 ? 72.5 : 84.5);
    glEnd();
    glDisable(GL_LINE_STIPPLE);
    glLineWidth(1);
    glBegin(GL_LINE_LOOP); // a five-pointed star, colours interpolated along each edge
    for (let i = 0; i < 5; i++) {
      const angle = Math.PI / 2 + (i * 4 * Math.PI) / 5;
      glColor3f(i / 4, 1 - i / 4, 0.8);
      glVertex2f(40.5 + 28 * Math.cos(angle), 33.5 + 28 * Math.sin(angle));
    }
    glEnd();
    glBegin(GL_LINES); // a fan of lines every 15°
    for (let i = 0; i < 24; i++) {
      const angle = (i * Math.PI) / 12;
      glColor3f(0.5 + 0.5 * Math.cos(angle), 0.5 + 0.5 * Math.sin(angle), 1);
      glVertex2f(118.5, 33.5);
      glVertex2f(118.5 + 30 * Math.cos(angle), 33.5 + 30 * Math.sin(angle));
    }
    glEnd();
  },
};
