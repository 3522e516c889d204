// GLU's constants carry the values of Khronos' glu.h, which C programs being ported rely on.
import { describe, expect, it } from 'vitest';
import * as glu from '../src/index.js';

describe('GLU constants', () => {
  it('have the values of glu.h', () => {
    expect(glu.GLU_VERSION).toBe(100800);
    expect(glu.GLU_INVALID_ENUM).toBe(100900);
    expect(glu.GLU_OUT_OF_MEMORY).toBe(100902);
    expect(glu.GLU_SMOOTH).toBe(100000);
    expect(glu.GLU_FILL).toBe(100012);
    expect(glu.GLU_TESS_WINDING_ABS_GEQ_TWO).toBe(100134);
    expect(glu.GLU_TESS_COMBINE).toBe(100105);
    expect(glu.GLU_NURBS_TESSELLATOR).toBe(100161);
    expect(glu.GLU_NURBS_ERROR37).toBe(100287);
    expect(glu.GLU_TESS_MAX_COORD).toBe(1e150);
  });
});
