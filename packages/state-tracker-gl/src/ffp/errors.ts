// The typed error of the fixed-function program generator: a FixedFunctionState holding a value GL
// cannot have (an unknown enum, a texgen mode a coordinate does not accept, too many lights) names the
// field and the value instead of producing a wrong program.

/** The fixed-function state holds a value the GL context should never have stored. */
export class FfpStateError extends Error {
  /** Path of the offending field, e.g. `textureUnits[1].env.combineRgb`. */
  readonly field: string;
  /** Why, in words. */
  readonly reason: string;

  constructor(field: string, reason: string) {
    super(`${field}: ${reason}`);
    this.name = 'FfpStateError';
    this.field = field;
    this.reason = reason;
  }
}
