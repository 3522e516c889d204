// BindingClaims: the walk over PIPE_BIND_* bits that the drivers' is_format_supported share.
import { describe, expect, it } from 'vitest';
import { PipeBind } from '../src/enums.js';
import { BindingClaims } from '../src/util/binding-claims.js';

describe('BindingClaims', () => {
  it('holds when every bit asked for is claimed by an allowing rule', () => {
    const claims = BindingClaims.of(PipeBind.SAMPLER_VIEW | PipeBind.RENDER_TARGET)!;
    expect(claims.take(PipeBind.SAMPLER_VIEW, true)).toBe(true);
    expect(claims.allClaimed).toBe(false);
    expect(claims.take(PipeBind.RENDER_TARGET | PipeBind.BLENDABLE, true)).toBe(true);
    expect(claims.allClaimed).toBe(true);
  });

  it('fails a rule that refuses bits asked for, and ignores refusals of bits not asked for', () => {
    const claims = BindingClaims.of(PipeBind.SAMPLER_VIEW)!;
    expect(claims.take(PipeBind.DEPTH_STENCIL, false)).toBe(true);
    expect(claims.take(PipeBind.SAMPLER_VIEW, false)).toBe(false);
  });

  it('leaves bits no rule claims unclaimed; no bits at all are claimed from the start', () => {
    const claims = BindingClaims.of(PipeBind.SHADER_IMAGE)!;
    expect(claims.take(PipeBind.SAMPLER_VIEW, true)).toBe(true);
    expect(claims.allClaimed).toBe(false);
    expect(BindingClaims.of(0)!.allClaimed).toBe(true);
  });

  it('is null for a mask that is not a non-negative integer', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(BindingClaims.of(bad)).toBeNull();
  });
});
