// The enum aliases (src/api/enum-types.generated.ts) match ENUM_RULES as it is, and typing parameters with
// them keeps every caller that passes a computed number compiling. Rewrite the file with
// `node scripts/enum-types.mjs`.
import { readFileSync } from 'node:fs';
import { expect, expectTypeOf, it } from 'vitest';
import { aliasName, ENUM_TYPES_FILE, enumRuleNames, enumTypesSource } from '../scripts/enum-types.mjs';
import { ENUM_RULES } from '../src/errors/enum-rules.js';
import * as enums from '../src/gl-enums.js';
import {
  type BeginMode,
  GL_POINTS,
  type GLenum,
  glBegin,
  glBlendFunc,
  glClear,
  glEnd,
  type TexParameterWrap,
} from '../src/index.js';

it('src/api/enum-types.generated.ts is up to date (node scripts/enum-types.mjs rewrites it)', () => {
  expect(readFileSync(ENUM_TYPES_FILE, 'utf8')).toBe(enumTypesSource());
});

it('names exactly the values of each rule', () => {
  const names = enumRuleNames();
  expect(Object.keys(names)).toEqual(Object.keys(ENUM_RULES));
  for (const [rule, values] of Object.entries(ENUM_RULES)) {
    const named = names[rule]!.map((n) =>
      typeof n === 'number' ? n : (enums as unknown as Record<string, number>)[n],
    );
    expect(new Set(named), rule).toEqual(new Set(values));
  }
  expect(aliasName('glBegin.mode')).toBe('BeginMode');
  expect(aliasName('glTexParameter.wrap')).toBe('TexParameterWrap');
});

it('accepts the named constants and any computed number', () => {
  expectTypeOf(GL_POINTS).toMatchTypeOf<BeginMode>();
  expectTypeOf<number>().toMatchTypeOf<BeginMode>();
  expectTypeOf<number>().toMatchTypeOf<TexParameterWrap>();
  expectTypeOf<number>().toMatchTypeOf<GLenum>();
  expectTypeOf(glBegin).parameter(0).toEqualTypeOf<BeginMode>();
  // Compile-time checks (tsc -p tsconfig.json type-checks this file): a computed number still type-checks.
  const computed = (() => 0x1234)() as number;
  const calls = () => {
    glBegin(0x1234 as number);
    glBegin(computed);
    glEnd();
    glBlendFunc(computed, computed + 1);
    glClear(computed | 0x100);
  };
  expect(typeof calls).toBe('function');
});
