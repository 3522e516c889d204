// Values that tgsi and gallium-api spell out separately must stay equal: processors are PipeShader
// stages, PROPERTY primitives are PipePrim values, and the test-kit's minimal shader (written without
// importing tgsi) is a valid TGSI shader of every stage with the real END opcode.
import { PipePrim, PipeShader } from '@gallium-ts/gallium-api';
import { minimalTgsiShader } from '@gallium-ts/gallium-api/test-kit';
import { describe, expect, it } from 'vitest';
import { checkTgsi } from '../src/check.js';
import { TgsiPrimitive, TgsiProcessor, type TgsiShader } from '../src/ir.js';
import { TgsiOpcode } from '../src/opcodes.js';
import { dumpTgsi } from '../src/text/dump.js';
import { parseTgsi } from '../src/text/parse.js';

describe('enums shared with gallium-api', () => {
  it('TgsiProcessor equals PipeShader, name for name', () => {
    expect(TgsiProcessor).toEqual(PipeShader);
  });

  it('TgsiPrimitive equals PipePrim, name for name', () => {
    expect(TgsiPrimitive).toEqual(PipePrim);
  });

  it("the test-kit's minimal shader of each stage is END alone and round-trips through the text form", () => {
    for (const stage of Object.values(PipeShader)) {
      const shader = minimalTgsiShader(stage) as TgsiShader;
      expect(shader.instructions.map((i) => i.opcode)).toEqual([TgsiOpcode.END]);
      expect(checkTgsi(shader), `stage ${stage}`).toEqual([]);
      expect(parseTgsi(dumpTgsi(shader))).toEqual(shader);
    }
  });
});
