// The fixed-function program source a context uses unless createContext is given one.
import type { FixedFunctionProgramSource } from './program-source.js';

/** The generator of src/ffp once it is part of the build; until then drawing reports that it is missing. */
export function defaultProgramSource(): FixedFunctionProgramSource {
  return {
    program() {
      throw new Error(
        'state-tracker-gl: the fixed-function program generator (src/ffp) is not in this build; ' +
          'pass createContext({ programs }) to draw',
      );
    },
  };
}
