// Constant state objects: "created, bound, and destroyed, with triplets of methods" for every kind the
// caps offer (the others refuse creation with PipeUnsupportedError), and every misuse of a handle.
import { describe, expect, it } from 'vitest';
import { blendState, rasterizerState, tgsiShaderState } from '../../defaults.js';
import { PIPE_MAX_SAMPLERS, type PipeBlend, PipeShader } from '../../enums.js';
import { PipeError, PipeUnsupportedError } from '../../errors.js';
import type { PipeBlendState } from '../../state.js';
import { CSO_KINDS } from '../cso-kinds.js';
import { type SuiteEnv, useHarness } from '../env.js';
import { expectPipeError } from '../harness.js';

export function csoSuite(env: SuiteEnv): void {
  describe('constant state objects', () => {
    const h = useHarness(env);
    const t = env.options.timeout;
    const o = env.options;

    for (const c of CSO_KINDS) {
      it(
        `${c.gallium}: create, bind, rebind null, delete; a deleted or foreign ${c.kind} CSO is refused`,
        (test) => {
          // "All Constant State Object (CSO) state is created, bound, and destroyed, with triplets of methods that all follow a specific naming scheme."
          const { ctx, screen } = h();
          if (!c.supported(screen)) {
            expect(() => c.create(ctx, o)).toThrow(PipeUnsupportedError);
            test.skip(`the caps do not offer ${c.kind} CSOs: only their refusal was checked`);
          }
          const a = c.create(ctx, o);
          const b = c.create(ctx, o);
          expect(a.kind).toBe(c.kind);
          expect(a.context).toBe(ctx);
          expect(a).not.toBe(b);
          c.bind(ctx, a);
          c.bind(ctx, b);
          c.remove(ctx, a);
          c.bind(ctx, null);
          c.remove(ctx, b);
          expect(() => c.bind(ctx, a)).toThrow(PipeError);
          expect(() => c.remove(ctx, a)).toThrow(PipeError);
          const other = h().context();
          const foreign = c.create(other, o);
          expect(() => c.bind(ctx, foreign)).toThrow(/another context/);
          expect(() => c.remove(ctx, foreign)).toThrow(/another context/);
          c.remove(other, foreign);
        },
        t,
      );
    }

    it(
      'a CSO of one kind is refused where another kind is expected, and a bound CSO cannot be deleted',
      () => {
        // "All Constant State Object (CSO) state is created, bound, and destroyed, with triplets of methods": a handle only fits its own triplet.
        const { ctx } = h();
        const raster = ctx.createRasterizerState(rasterizerState());
        expectPipeError(() => ctx.bindBlendState(raster as never), 'bindBlendState', /rasterizer/);
        expectPipeError(() => ctx.bindBlendState({ kind: 'blend', context: ctx } as never), 'bindBlendState');
        ctx.bindRasterizerState(raster);
        expectPipeError(() => ctx.deleteRasterizerState(raster), 'deleteRasterizerState', /bound/);
        ctx.bindRasterizerState(null);
        ctx.deleteRasterizerState(raster);
      },
      t,
    );

    it(
      'templates are checked field by field',
      () => {
        // create_*_state takes the state structs of p_state.h; a field outside its enum or range is bad input.
        const { ctx } = h();
        const bad = blendState({}, { rgbFunc: 99 as PipeBlend }) as PipeBlendState;
        expectPipeError(() => ctx.createBlendState(bad), 'createBlendState', /rt\[0\]\.rgbFunc/);
        expectPipeError(
          () => ctx.createRasterizerState(rasterizerState({ lineWidth: Number.NaN })),
          'createRasterizerState',
          /lineWidth/,
        );
        expectPipeError(() => ctx.createBlendState({ ...blendState(), rt: [] }), 'createBlendState', /rt/);
        expectPipeError(
          () => ctx.createVsState(tgsiShaderState(o.shaderTokens(PipeShader.FRAGMENT))),
          'createVsState',
          /FRAGMENT|VERTEX/,
        );
        expectPipeError(() => ctx.createVertexElementsState([]), 'createVertexElementsState', /entries/);
      },
      t,
    );

    it(
      'bind_sampler_states: "The start and num_samplers parameters indicate a range of samplers to change" within the stage\'s samplers',
      () => {
        const { ctx } = h();
        const s = CSO_KINDS.find((k) => k.kind === 'sampler')!.create(ctx, o) as never;
        ctx.bindSamplerStates(PipeShader.FRAGMENT, 2, [s, null, s]);
        ctx.bindSamplerStates(PipeShader.VERTEX, 0, [s]);
        expectPipeError(
          () => ctx.bindSamplerStates(PipeShader.FRAGMENT, PIPE_MAX_SAMPLERS, [s]),
          'bindSamplerStates',
        );
        expectPipeError(() => ctx.bindSamplerStates(9 as PipeShader, 0, [s]), 'bindSamplerStates', /shader/);
        ctx.bindSamplerStates(PipeShader.FRAGMENT, 2, [null, null, null]);
        ctx.bindSamplerStates(PipeShader.VERTEX, 0, [null]);
        ctx.deleteSamplerState(s);
      },
      t,
    );
  });
}
