// resource_create for every target and every format the screen supports, and every way a template can
// be wrong (unknown or unsupported format, empty or negative sizes, sizes over the caps, cube and array
// rules, a last level past the mip chain).
import { describe, expect, it } from 'vitest';
import { maxLevels } from '../../box.js';
import { PipeCap } from '../../caps.js';
import { resourceTemplate } from '../../defaults.js';
import { PipeTextureTarget } from '../../enums.js';
import { allFormats, formatName, PipeFormat } from '../../format/index.js';
import type { PipeResourceTemplate } from '../../state.js';
import { type SuiteEnv, TARGET_SHAPES, targetSupported, useHarness } from '../env.js';
import { expectPipeError } from '../harness.js';

const T = PipeTextureTarget;

export function resourceSuite(env: SuiteEnv): void {
  describe('resource_create', () => {
    const h = useHarness(env);
    const t = env.options.timeout;

    for (const { name, target, shape } of TARGET_SHAPES) {
      it(
        `${name}: every supported format creates, keeps its template and round-trips bytes on its first and last level`,
        (test) => {
          // "Note that resource/texture allocation is not per-context but per-screen": every format is_format_supported accepts for the target creates and holds its bytes.
          const { screen } = h();
          if (!targetSupported(screen, target)) {
            expectPipeError(
              () => h().resource({ target, format: h().formatFor(T.TEXTURE_2D), ...shape }),
              'resourceCreate',
            );
            test.skip(`the caps do not offer ${name}: only its refusal was checked`);
          }
          const formats =
            target === T.BUFFER
              ? [PipeFormat.NONE]
              : allFormats().filter((f) => screen.isFormatSupported(f, target, 0, 0, 0));
          expect(formats.length, `no format is supported for ${name}`).toBeGreaterThan(0);
          for (const format of formats) {
            const template = resourceTemplate({ target, format, ...shape });
            expect(screen.canCreateResource(template), formatName(format)).toBe(true);
            const r = h().resource(template);
            for (const key of Object.keys(template) as (keyof PipeResourceTemplate)[]) {
              expect(r[key], `${formatName(format)} ${key}`).toBe(template[key]);
            }
            for (const level of new Set([0, r.lastLevel])) {
              const bytes = h().fillLevel(r, level, format + level);
              expect(
                h().readBox(r, level, h().levelBox(r, level)),
                `${formatName(format)} level ${level}`,
              ).toEqual(bytes);
            }
            h().destroyResource(r);
          }
        },
        t,
      );
    }

    /** Asserts the template is refused by resource_create (and can_create_resource says so). */
    const refused = (fields: Partial<PipeResourceTemplate>, reason: RegExp) => {
      const template = resourceTemplate(fields);
      expect(h().screen.canCreateResource(template), JSON.stringify(fields)).toBe(false);
      expectPipeError(() => h().resource(fields), 'resourceCreate', reason);
    };

    it(
      'an unknown format, or one the screen does not support for the target, is refused',
      () => {
        // resource_create "throws PipeError for invalid or unsupported templates" (screen.ts); is_format_supported says which are supported.
        refused({ format: 9999 as PipeFormat }, /format/);
        refused({ format: PipeFormat.NONE }, /format/);
        const unsupported = allFormats().find((f) => !h().screen.isFormatSupported(f, T.TEXTURE_2D, 0, 0, 0));
        if (unsupported !== undefined) refused({ format: unsupported }, /format/);
        else
          expect(allFormats().every((f) => h().screen.isFormatSupported(f, T.TEXTURE_2D, 0, 0, 0))).toBe(
            true,
          );
      },
      t,
    );

    it(
      'zero, negative and fractional sizes are refused',
      () => {
        // resource_create "throws PipeError for invalid or unsupported templates" (screen.ts).
        refused({ width0: 0 }, /width0/);
        refused({ width0: -4 }, /width0/);
        refused({ height0: 0 }, /height0/);
        refused({ depth0: 0 }, /depth0/);
        refused({ arraySize: 0 }, /arraySize/);
        refused({ width0: 1.5 }, /width0/);
        refused({ target: T.BUFFER, format: PipeFormat.NONE, width0: 0 }, /width0/);
        refused({ lastLevel: -1 }, /lastLevel/);
      },
      t,
    );

    it(
      'sizes beyond the caps are refused',
      () => {
        // Caps are honest (DESIGN.md): sizes beyond PIPE_CAP_MAX_TEXTURE_*_LEVELS / MAX_TEXTURE_ARRAY_LAYERS are refused.
        const { screen } = h();
        const max2d = 2 ** (screen.getParam(PipeCap.MAX_TEXTURE_2D_LEVELS) - 1);
        const max3d = 2 ** (screen.getParam(PipeCap.MAX_TEXTURE_3D_LEVELS) - 1);
        const maxCube = 2 ** (screen.getParam(PipeCap.MAX_TEXTURE_CUBE_LEVELS) - 1);
        const layers = screen.getParam(PipeCap.MAX_TEXTURE_ARRAY_LAYERS);
        refused({ width0: max2d + 1 }, /width0/);
        refused({ width0: 1, height0: max2d + 1 }, /height0/);
        refused({ target: T.TEXTURE_1D, width0: max2d + 1 }, /width0/);
        if (max3d >= 1) refused({ target: T.TEXTURE_3D, width0: 1, height0: 1, depth0: max3d + 1 }, /depth0/);
        refused(
          { target: T.TEXTURE_CUBE, width0: maxCube + 1, height0: maxCube + 1, arraySize: 6 },
          /width0/,
        );
        refused({ target: T.TEXTURE_2D_ARRAY, arraySize: layers + 1 }, /arraySize|layers/);
        refused({ target: T.BUFFER, format: PipeFormat.NONE, width0: 2 ** 31 }, /width0|memory/);
      },
      t,
    );

    it(
      'target rules: cubes are square with 6 faces, cube arrays have 6·n layers, non-array targets have one layer',
      () => {
        // Gallium target rules: cube faces are square, "z + depth <= 6" faces per cube, arrays count layers in arraySize.
        refused({ target: T.TEXTURE_CUBE, width0: 4, height0: 2, arraySize: 6 }, /square/);
        refused({ target: T.TEXTURE_CUBE, width0: 4, height0: 4, arraySize: 1 }, /arraySize/);
        if (targetSupported(h().screen, T.TEXTURE_CUBE_ARRAY)) {
          refused({ target: T.TEXTURE_CUBE_ARRAY, width0: 4, height0: 4, arraySize: 7 }, /arraySize|6/);
        }
        refused({ target: T.TEXTURE_2D, arraySize: 2 }, /arraySize/);
        refused({ target: T.TEXTURE_2D, depth0: 2 }, /depth0/);
        refused({ target: T.TEXTURE_1D, width0: 4, height0: 2 }, /height0/);
        refused({ target: T.TEXTURE_1D_ARRAY, width0: 4, height0: 2, arraySize: 2 }, /height0/);
        refused({ target: T.TEXTURE_3D, width0: 2, height0: 2, depth0: 2, arraySize: 2 }, /arraySize/);
        refused({ target: T.BUFFER, format: PipeFormat.NONE, width0: 16, height0: 2 }, /height0/);
        refused({ target: 42 as PipeTextureTarget }, /target/);
      },
      t,
    );

    it(
      'lastLevel beyond the mip chain is refused (RECT and buffers have one level)',
      () => {
        // A mip chain ends at 1x1x1: lastLevel may not exceed floor(log2(max dimension)).
        expect(maxLevels({ target: T.TEXTURE_2D, width0: 8, height0: 8, depth0: 1 })).toBe(4);
        refused({ width0: 8, height0: 8, lastLevel: 4 }, /lastLevel/);
        refused({ target: T.TEXTURE_3D, width0: 4, height0: 4, depth0: 16, lastLevel: 5 }, /lastLevel/);
        refused({ target: T.TEXTURE_RECT, width0: 8, height0: 8, lastLevel: 1 }, /level/);
        refused({ target: T.BUFFER, format: PipeFormat.NONE, width0: 64, lastLevel: 1 }, /level/);
        const full = h().resource({ width0: 8, height0: 8, lastLevel: 3 });
        expect(full.lastLevel).toBe(3);
      },
      t,
    );
  });
}
