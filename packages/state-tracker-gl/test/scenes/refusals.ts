// GL 1.5 features a driver's pipe refuses by throwing PipeUnsupportedError that names them (the state
// tracker does not emulate them), by driver and feature, with the message each refusal must carry. The
// Mesa comparison and the probes check the refusal on that driver instead of the pixels; when a driver
// learns a feature, those tests fail until its entry is removed.

const REFUSALS: Record<string, Record<string, RegExp>> = {
  webgl: {
    'logic ops': /logic ops do not exist in WebGL2/,
  },
};

/** The message with which `driver` refuses `feature`, or undefined when it draws it. */
export function refusal(driver: string, feature: string): RegExp | undefined {
  return REFUSALS[driver]?.[feature];
}
