// The translator's entry points: translate a linked (vertex, fragment) pair under a variant key, with
// a cache keyed by the shader objects and the key, and check a single shader when it is created.
import { TgsiProcessor, type TgsiShader } from '@gallium-ts/tgsi';
import { type GlslStage, GlslTranslationError } from './errors.js';
import { linkProgram } from './link.js';
import type { GlslProgram } from './program.js';
import { type StageCode, translateStage } from './stage.js';
import { type GlslVariantKey, variantKeyString } from './variant-key.js';

function stageOf(shader: TgsiShader, expected: GlslStage): GlslStage {
  const stage =
    shader.processor === TgsiProcessor.VERTEX
      ? 'vertex'
      : shader.processor === TgsiProcessor.FRAGMENT
        ? 'fragment'
        : null;
  if (stage === null) {
    throw new GlslTranslationError(
      expected,
      null,
      'only vertex and fragment shaders exist in WebGL2 (GLSL ES 3.00)',
    );
  }
  if (stage !== expected)
    throw new GlslTranslationError(expected, null, `a ${stage} shader was given as the ${expected} shader`);
  return stage;
}

/** Translates a vertex and a fragment shader into a linked GLSL ES 3.00 program (uncached). */
export function translateProgram(vs: TgsiShader, fs: TgsiShader, key: GlslVariantKey): GlslProgram {
  return linkProgram(
    translateStage(vs, stageOf(vs, 'vertex')),
    translateStage(fs, stageOf(fs, 'fragment')),
    key,
  );
}

/**
 * Translations cached per (vertex shader object, fragment shader object, variant key). Shaders are
 * compared by identity (the driver's CSOs hold them and never change them); per-stage work is shared
 * between keys. Memory follows the shaders: entries go when the shader objects are collected.
 */
export class GlslTranslator {
  private readonly stages = new WeakMap<TgsiShader, StageCode | GlslTranslationError>();
  private readonly programs = new WeakMap<TgsiShader, WeakMap<TgsiShader, Map<string, GlslProgram>>>();
  /** Lookups answered from the cache, and translations made. */
  hits = 0;
  misses = 0;

  /**
   * Throws GlslTranslationError when `shader` cannot be translated (the driver calls this when a
   * shader state is created); remembers the work for later translations.
   */
  check(shader: TgsiShader): void {
    const stage = shader.processor === TgsiProcessor.FRAGMENT ? 'fragment' : 'vertex';
    this.stage(shader, stage);
  }

  /** The program of the pair under `key`; the same object for equal keys. */
  translate(vs: TgsiShader, fs: TgsiShader, key: GlslVariantKey): GlslProgram {
    let byFs = this.programs.get(vs);
    if (!byFs) {
      byFs = new WeakMap();
      this.programs.set(vs, byFs);
    }
    let byKey = byFs.get(fs);
    if (!byKey) {
      byKey = new Map();
      byFs.set(fs, byKey);
    }
    const k = variantKeyString(key);
    const hit = byKey.get(k);
    if (hit) {
      this.hits++;
      return hit;
    }
    const program = linkProgram(this.stage(vs, 'vertex'), this.stage(fs, 'fragment'), key);
    byKey.set(k, program);
    this.misses++;
    return program;
  }

  private stage(shader: TgsiShader, expected: GlslStage): StageCode {
    let code = this.stages.get(shader);
    if (!code) {
      try {
        code = translateStage(shader, stageOf(shader, expected));
      } catch (e) {
        if (!(e instanceof GlslTranslationError)) throw e;
        code = e;
      }
      this.stages.set(shader, code);
    }
    if (code instanceof GlslTranslationError) throw code;
    return code;
  }
}
