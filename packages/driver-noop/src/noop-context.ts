// NoopContext: a PipeContext that validates every call exactly as a real driver does and draws nothing.
// All behaviour is gallium-api's BaseContext with its rendering hooks left empty: resources keep their
// bytes (transfers, subdata, copies, buffer and texture clears work), draws, clears of surfaces, blits,
// compute grids and mipmap generation leave them untouched, queries report what drawing nothing
// measures, and `counters` counts the calls of every method.
import { BaseContext } from '@gallium-ts/gallium-api';
import type { NoopScreen } from './noop-screen.js';

export class NoopContext extends BaseContext {
  declare readonly screen: NoopScreen;
}
