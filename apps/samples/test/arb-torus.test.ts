// arb-torus's program loader, as its header comment promises: a program string that does not load
// makes loadArbProgram throw with GL_PROGRAM_ERROR_POSITION_ARB (the offending character) and
// GL_PROGRAM_ERROR_STRING_ARB; the sample's own two programs load. Its pictures are checked against
// Mesa's by conformance (conformance.test.ts) and in the demo page (demo.test.ts).
import {
  createContext,
  GL_FRAGMENT_PROGRAM_ARB,
  GL_INVALID_OPERATION,
  GL_NO_ERROR,
  GL_VERTEX_PROGRAM_ARB,
  type GlContext,
  glGetError,
  makeCurrent,
} from '@gallium-ts/state-tracker-gl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadArbProgram } from '../src/samples/arb-torus.js';
import { ARB_TORUS_FRAGMENT_PROGRAM, ARB_TORUS_VERTEX_PROGRAM } from '../src/samples/arb-torus-programs.js';

let context: GlContext;
beforeEach(async () => {
  context = await createContext({ width: 8, height: 8, driver: 'noop' });
  makeCurrent(context);
});
afterEach(async () => {
  makeCurrent(null);
  await context.destroy();
});

describe('arb-torus loadArbProgram', () => {
  it('loads the sample vertex and fragment programs', () => {
    const vertex = loadArbProgram(GL_VERTEX_PROGRAM_ARB, ARB_TORUS_VERTEX_PROGRAM);
    const fragment = loadArbProgram(GL_FRAGMENT_PROGRAM_ARB, ARB_TORUS_FRAGMENT_PROGRAM);
    expect(vertex).toBeGreaterThan(0);
    expect(fragment).toBeGreaterThan(0);
    expect(fragment).not.toBe(vertex);
    expect(glGetError()).toBe(GL_NO_ERROR);
  });

  it('throws with the error position and string of a program that does not load', () => {
    const text = '!!ARBvp1.0\nMOVE result.position, vertex.position;\nEND\n';
    expect(() => loadArbProgram(GL_VERTEX_PROGRAM_ARB, text)).toThrow(
      "the program does not load at character 11: line 2, column 1: unknown instruction 'MOVE'",
    );
    expect(glGetError()).toBe(GL_INVALID_OPERATION);
  });
});
