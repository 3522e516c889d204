// A debug context (state-tracker-gl's createContext({ debug })) names the gl* call a glu* function made
// when that call records an error, with the gl* call's own arguments, on every driver.
import { createContext, type GLDebugReport, makeCurrent } from '@gallium-ts/state-tracker-gl';
import { describe, expect, it } from 'vitest';
import { gluOrtho2D } from '../src/index.js';
import { DRIVERS } from './drivers.js';

describe.each(DRIVERS)('GLU under a debug context (%s)', (driver) => {
  it('a gl* call inside a glu call is reported as the gl* call', async () => {
    const reports: GLDebugReport[] = [];
    const ctx = await createContext({ width: 8, height: 8, driver, debug: (r) => reports.push(r) });
    makeCurrent(ctx);
    try {
      gluOrtho2D(1, 1, 0, 1);
      expect(reports.map((r) => r.message)).toEqual([
        'GL_INVALID_VALUE in glOrtho(l=1, r=1, b=0, t=1, n=-1, f=1): left equals right, bottom equals top, ' +
          'or near equals far',
      ]);
    } finally {
      makeCurrent(null);
      await ctx.destroy();
    }
  });
});
