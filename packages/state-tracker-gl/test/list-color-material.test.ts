// GL_COLOR_MATERIAL through display lists: with the colour tracking a material parameter (GL 1.5,
// 2.14.3), a sequence of calls compiled into a list and called must leave glGetMaterialfv (both faces,
// every parameter) and the current colour exactly as the same calls made directly do — for every
// glColorMaterial face and mode, with glColor outside and inside glBegin/glEnd, with the tracking
// switched on or off and the material set inside the list, and with the list called between glBegin
// and glEnd.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as gl from '../src/index.js';
import { type NoopGl, noopContext } from './helpers/context.js';

const FACES = { GL_FRONT: gl.GL_FRONT, GL_BACK: gl.GL_BACK, GL_FRONT_AND_BACK: gl.GL_FRONT_AND_BACK };
const MODES = {
  GL_EMISSION: gl.GL_EMISSION,
  GL_AMBIENT: gl.GL_AMBIENT,
  GL_DIFFUSE: gl.GL_DIFFUSE,
  GL_SPECULAR: gl.GL_SPECULAR,
  GL_AMBIENT_AND_DIFFUSE: gl.GL_AMBIENT_AND_DIFFUSE,
};

const RED = [0.9, 0.2, 0.1, 1];
const GREEN = [0.1, 0.8, 0.3, 0.5];
const BLUE = [0.2, 0.3, 0.95, 0.75];
const GREY = [0.4, 0.4, 0.4, 1];

function triangle(colors: number[][]): void {
  gl.glBegin(gl.GL_TRIANGLES);
  for (const [i, color] of colors.entries()) {
    gl.glColor4fv(color);
    gl.glVertex2f(i, i % 2);
  }
  gl.glEnd();
}

/** Calls made once with tracking set up by `setup`, compared between direct calls and a list. */
interface Scenario {
  name: string;
  /** Outside the list: the tracking before the calls. */
  setup: (face: number, mode: number) => void;
  calls: (face: number, mode: number) => void;
}

const tracking = (face: number, mode: number) => {
  gl.glColorMaterial(face, mode);
  gl.glEnable(gl.GL_COLOR_MATERIAL);
};

const SCENARIOS: Scenario[] = [
  { name: 'glColor outside glBegin/glEnd', setup: tracking, calls: () => gl.glColor4fv(RED) },
  { name: 'glColor inside glBegin/glEnd', setup: tracking, calls: () => triangle([RED, GREEN, BLUE]) },
  {
    name: 'tracking switched on inside the list',
    setup: (face, mode) => gl.glColorMaterial(face, mode),
    calls: () => {
      gl.glColor4fv(RED);
      gl.glEnable(gl.GL_COLOR_MATERIAL);
      triangle([GREEN, BLUE, BLUE]);
    },
  },
  {
    name: 'tracking switched off inside the list',
    setup: tracking,
    calls: () => {
      gl.glColor4fv(RED);
      gl.glDisable(gl.GL_COLOR_MATERIAL);
      gl.glColor4fv(GREEN);
      triangle([BLUE, BLUE, BLUE]);
    },
  },
  {
    name: 'glColorMaterial and glColor inside the list',
    setup: () => {},
    calls: (face, mode) => {
      gl.glColorMaterial(face, mode);
      gl.glEnable(gl.GL_COLOR_MATERIAL);
      gl.glColor4fv(GREEN);
      gl.glColorMaterial(gl.GL_FRONT_AND_BACK, gl.GL_AMBIENT_AND_DIFFUSE);
      triangle([RED, RED, BLUE]);
    },
  },
  {
    name: 'glMaterial after glColor, then geometry without colours',
    setup: tracking,
    calls: (_face, mode) => {
      gl.glColor4fv(RED);
      gl.glMaterialfv(gl.GL_FRONT_AND_BACK, mode, GREY);
      gl.glBegin(gl.GL_TRIANGLES);
      gl.glVertex2f(0, 0);
      gl.glVertex2f(1, 0);
      gl.glVertex2f(0, 1);
      gl.glEnd();
    },
  },
  {
    name: 'glMaterial after glColor inside glBegin/glEnd',
    setup: tracking,
    calls: (_face, mode) => {
      gl.glBegin(gl.GL_TRIANGLES);
      gl.glColor4fv(RED);
      gl.glMaterialfv(gl.GL_FRONT_AND_BACK, mode, GREY);
      gl.glVertex2f(0, 0);
      gl.glVertex2f(1, 0);
      gl.glVertex2f(0, 1);
      gl.glEnd();
    },
  },
];

const PARAMS = [gl.GL_AMBIENT, gl.GL_DIFFUSE, gl.GL_SPECULAR, gl.GL_EMISSION, gl.GL_SHININESS];

/** Every material parameter of both faces, the current colour and the error state. */
function materialState(): Record<string, number[]> {
  const state: Record<string, number[]> = {};
  for (const face of [gl.GL_FRONT, gl.GL_BACK])
    for (const pname of PARAMS) {
      const out = new Float32Array(4);
      gl.glGetMaterialfv(face, pname, out);
      state[`${face}.${pname}`] = Array.from(out);
    }
  const color = new Float32Array(4);
  gl.glGetFloatv(gl.GL_CURRENT_COLOR, color);
  state.color = Array.from(color);
  state.error = [gl.glGetError()];
  return state;
}

let ctx: NoopGl;
beforeEach(async () => {
  ctx = await noopContext();
});
afterEach(async () => {
  await ctx.ctx.destroy();
  gl.makeCurrent(null);
});

/** Runs `scenario` in a fresh context (`how` the calls are made) and returns the material state after. */
async function after(
  scenario: Scenario,
  face: number,
  mode: number,
  how: 'direct' | 'compiled' | 'compile-and-execute',
): Promise<Record<string, number[]>> {
  await ctx.ctx.destroy();
  ctx = await noopContext();
  scenario.setup(face, mode);
  if (how === 'direct') scenario.calls(face, mode);
  else {
    gl.glNewList(1, how === 'compiled' ? gl.GL_COMPILE : gl.GL_COMPILE_AND_EXECUTE);
    scenario.calls(face, mode);
    gl.glEndList();
    if (how === 'compiled') gl.glCallList(1);
  }
  return materialState();
}

describe('GL_COLOR_MATERIAL: a list leaves the material the direct calls leave', () => {
  for (const scenario of SCENARIOS)
    for (const [faceName, face] of Object.entries(FACES))
      for (const [modeName, mode] of Object.entries(MODES))
        it(`${scenario.name}: ${faceName}, ${modeName}`, async () => {
          const direct = await after(scenario, face, mode, 'direct');
          expect(await after(scenario, face, mode, 'compiled')).toEqual(direct);
          expect(await after(scenario, face, mode, 'compile-and-execute')).toEqual(direct);
        });
});

describe('GL_COLOR_MATERIAL: a list called between glBegin and glEnd', () => {
  for (const [modeName, mode] of Object.entries(MODES))
    it(`its colours set the tracked material as they would there: ${modeName}`, async () => {
      const run = async (body: () => void) => {
        await ctx.ctx.destroy();
        ctx = await noopContext();
        tracking(gl.GL_FRONT_AND_BACK, mode);
        gl.glColor4fv(RED);
        gl.glMaterialfv(
          gl.GL_FRONT_AND_BACK,
          mode === gl.GL_AMBIENT_AND_DIFFUSE ? gl.GL_DIFFUSE : mode,
          GREY,
        );
        body();
        return materialState();
      };
      const calls = () => {
        gl.glVertex2f(0, 0);
        gl.glColor4fv(GREEN);
        gl.glVertex2f(1, 0);
        gl.glBegin(gl.GL_TRIANGLES);
        gl.glColor4fv(BLUE);
        gl.glVertex2f(0, 1);
        gl.glEnd();
      };
      const direct = await run(() => {
        gl.glBegin(gl.GL_TRIANGLES);
        calls();
        gl.glEnd();
      });
      const listed = await run(() => {
        gl.glNewList(1, gl.GL_COMPILE);
        calls();
        gl.glEndList();
        gl.glBegin(gl.GL_TRIANGLES);
        gl.glCallList(1);
        gl.glEnd();
      });
      expect(listed).toEqual(direct);
      expect(direct.error).toEqual([gl.GL_INVALID_OPERATION]);
    });
});
