// driver-noop draws nothing by design (it exists to measure the GL state tracker's own cost and to test
// callers): every picture it gives is blank. What `npm start` and the conformance report say about it.

/** Put on every picture and result line of the noop driver. */
export const NOOP_LABEL = '(noop: blank by design)';

/** Said once, before the pictures are listed. */
export const NOOP_NOTE =
  'Note: driver noop draws nothing by design (it measures the GL state tracker alone), so every picture it writes is blank.';

/** Why noop's pictures differ from every other one: a known deviation of every conformance scene. */
export const NOOP_DEVIATION = 'driver-noop draws nothing by design';

/** Whether `driver` is the one whose pictures are blank by design. */
export function blankByDesign(driver: string): boolean {
  return driver === 'noop';
}
