// The enum parameter types of src/enum-types.ts: each union names exactly the constants its glu* function
// accepts at run time (every GL_* and GLU_* constant is tried against the function), the functions use
// them, and a computed number still type-checks.
import { readFileSync } from 'node:fs';
import * as gl from '@gallium-ts/state-tracker-gl';
import {
  GL_RGBA,
  GL_TEXTURE_2D,
  GL_TEXTURE_3D,
  GL_UNSIGNED_BYTE,
  type GLenum,
} from '@gallium-ts/state-tracker-gl';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as glu from '../src/index.js';
import {
  type ContourType,
  GLU_ERROR,
  GLU_FILL,
  GLU_INVALID_ENUM,
  GLU_NURBS_ERROR,
  GLU_NURBS_ERROR14,
  GLU_NURBS_ERROR35,
  GLU_SMOOTH,
  GLU_TESS_ERROR,
  type GluStringName,
  gluBeginSurface,
  gluBeginTrim,
  gluBuild1DMipmapLevels,
  gluBuild1DMipmaps,
  gluBuild2DMipmapLevels,
  gluBuild2DMipmaps,
  gluBuild3DMipmapLevels,
  gluBuild3DMipmaps,
  gluGetNurbsProperty,
  gluGetString,
  gluGetTessProperty,
  gluNewNurbsRenderer,
  gluNewQuadric,
  gluNewTess,
  gluNextContour,
  gluNurbsCallback,
  gluNurbsCurve,
  gluNurbsProperty,
  gluNurbsSurface,
  gluPwlCurve,
  gluQuadricCallback,
  gluQuadricDrawStyle,
  gluQuadricNormals,
  gluQuadricOrientation,
  gluScaleImage,
  gluTessCallback,
  gluTessProperty,
  type Image3DType,
  type ImageFormat,
  type ImageType,
  type MipmapFormat,
  type NurbsCallbackWhich,
  type NurbsCurveType,
  type NurbsProperty,
  type NurbsSurfaceType,
  type PwlCurveType,
  type QuadricCallbackWhich,
  type QuadricDrawStyle,
  type QuadricNormal,
  type QuadricOrientation,
  type TessCallbackWhich,
  type TessProperty,
} from '../src/index.js';
import { withContext } from './drivers.js';

const TYPES_FILE = new URL('../src/enum-types.ts', import.meta.url);

/** Every alias of src/enum-types.ts → the constant names of its union (aliases it names expanded). */
function aliasMembers(): Map<string, { names: string[]; open: boolean }> {
  const source = ts.createSourceFile(
    'enum-types.ts',
    readFileSync(TYPES_FILE, 'utf8'),
    ts.ScriptTarget.ES2022,
  );
  const aliases = new Map<string, ts.TypeNode>();
  for (const statement of source.statements) {
    if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement.type);
  }
  const expand = (node: ts.TypeNode): { names: string[]; open: boolean } => {
    if (ts.isUnionTypeNode(node)) {
      const parts = node.types.map(expand);
      return { names: parts.flatMap((p) => p.names), open: parts.some((p) => p.open) };
    }
    if (ts.isTypeQueryNode(node)) return { names: [node.exprName.getText(source)], open: false };
    if (ts.isTypeReferenceNode(node)) {
      const name = node.typeName.getText(source);
      if (name === 'GLenum') return { names: [], open: true };
      const aliased = aliases.get(name);
      if (aliased) return expand(aliased);
    }
    throw new Error(`enum-types.ts: cannot read ${node.getText(source)}`);
  };
  return new Map([...aliases].map(([name, node]) => [name, expand(node)]));
}

/** The value of a GL_* or GLU_* constant. */
function constantValue(name: string): number {
  const value = (glu as Record<string, unknown>)[name] ?? (gl as Record<string, unknown>)[name];
  if (typeof value !== 'number') throw new Error(`no constant ${name}`);
  return value;
}

/** Every GL and GLU constant's value, and numbers no constant has. */
const CANDIDATES = [
  ...new Set([
    ...Object.entries({ ...gl, ...glu })
      .filter(([name, value]) => /^GLU?_/.test(name) && typeof value === 'number')
      .map(([, value]) => value as number),
    -1,
    0.5,
    0x7fffffff,
  ]),
];

/** Calls `use` with a fresh error recorder, returns the codes it received. */
function errorsOf(use: (record: (code: number) => void) => void): number[] {
  const codes: number[] = [];
  use((code) => codes.push(code));
  return codes;
}

const pixels = () => new Uint8Array(256);

/** For each alias, whether its function(s) accept a value (true) or reject it as an unknown enum. */
const ACCEPTS: Record<string, (value: number) => boolean> = {
  QuadricCallbackWhich: (v) =>
    errorsOf((record) => {
      const q = gluNewQuadric();
      gluQuadricCallback(q, GLU_ERROR, record);
      gluQuadricCallback(q, v, record);
    }).length === 0,
  QuadricNormal: (v) =>
    errorsOf((record) => {
      const q = gluNewQuadric();
      gluQuadricCallback(q, GLU_ERROR, record);
      gluQuadricNormals(q, v);
    }).length === 0,
  QuadricOrientation: (v) =>
    errorsOf((record) => {
      const q = gluNewQuadric();
      gluQuadricCallback(q, GLU_ERROR, record);
      gluQuadricOrientation(q, v);
    }).length === 0,
  QuadricDrawStyle: (v) =>
    errorsOf((record) => {
      const q = gluNewQuadric();
      gluQuadricCallback(q, GLU_ERROR, record);
      gluQuadricDrawStyle(q, v);
    }).length === 0,
  GluStringName: (v) => gluGetString(v) !== null,
  NurbsProperty: (v) => {
    const codes = errorsOf((record) => {
      const nobj = gluNewNurbsRenderer();
      gluNurbsCallback(nobj, GLU_NURBS_ERROR, record);
      const value = new Float64Array(1);
      gluGetNurbsProperty(nobj, v, value);
      gluNurbsProperty(nobj, v, value[0]!); // its own value back: only an unknown property fails
    });
    // Getting and setting agree on which properties exist.
    expect(codes.length === 0 || codes.join() === `${GLU_INVALID_ENUM},${GLU_INVALID_ENUM}`).toBe(true);
    return codes.length === 0;
  },
  NurbsCallbackWhich: (v) =>
    errorsOf((record) => {
      const nobj = gluNewNurbsRenderer();
      gluNurbsCallback(nobj, GLU_NURBS_ERROR, record);
      gluNurbsCallback(nobj, v, record);
    }).length === 0,
  // In a curve a trim type is misplaced (GLU_NURBS_ERROR22), not unknown (GLU_NURBS_ERROR35).
  NurbsCurveType: (v) =>
    !errorsOf((record) => {
      const nobj = gluNewNurbsRenderer();
      gluNurbsCallback(nobj, GLU_NURBS_ERROR, record);
      gluNurbsCurve(nobj, 0, null, 0, null, 0, v);
    }).includes(GLU_NURBS_ERROR35),
  NurbsSurfaceType: (v) =>
    !errorsOf((record) => {
      const nobj = gluNewNurbsRenderer();
      gluNurbsCallback(nobj, GLU_NURBS_ERROR, record);
      gluNurbsSurface(nobj, 0, null, 0, null, 0, 0, null, 0, 0, v);
    }).includes(GLU_NURBS_ERROR35),
  PwlCurveType: (v) => {
    const codes = errorsOf((record) => {
      const nobj = gluNewNurbsRenderer();
      gluNurbsCallback(nobj, GLU_NURBS_ERROR, record);
      gluBeginSurface(nobj);
      gluBeginTrim(nobj);
      gluPwlCurve(nobj, 0, null, 0, v);
    });
    return !codes.includes(GLU_NURBS_ERROR14) && !codes.includes(GLU_NURBS_ERROR35);
  },
  TessProperty: (v) => {
    const codes = errorsOf((record) => {
      const tess = gluNewTess();
      gluTessCallback(tess, GLU_TESS_ERROR, record);
      const value = new Float64Array(1);
      gluGetTessProperty(tess, v, value);
      gluTessProperty(tess, v, value[0]!);
    });
    expect(codes.length === 0 || codes.join() === `${GLU_INVALID_ENUM},${GLU_INVALID_ENUM}`).toBe(true);
    return codes.length === 0;
  },
  TessCallbackWhich: (v) =>
    errorsOf((record) => {
      const tess = gluNewTess();
      gluTessCallback(tess, GLU_TESS_ERROR, record);
      gluTessCallback(tess, v, record);
    }).length === 0,
  MipmapFormat: (v) => {
    const results = [
      gluBuild1DMipmaps(gl.GL_TEXTURE_1D, GL_RGBA, 1, v, GL_UNSIGNED_BYTE, pixels()),
      gluBuild2DMipmaps(GL_TEXTURE_2D, GL_RGBA, 1, 1, v, GL_UNSIGNED_BYTE, pixels()),
      gluBuild3DMipmaps(GL_TEXTURE_3D, GL_RGBA, 1, 1, 1, v, GL_UNSIGNED_BYTE, pixels()),
    ].map((rc) => rc !== GLU_INVALID_ENUM);
    expect(new Set(results).size).toBe(1);
    return results[0]!;
  },
  ImageFormat: (v) =>
    gluScaleImage(v, 1, 1, GL_UNSIGNED_BYTE, pixels(), 1, 1, GL_UNSIGNED_BYTE, pixels()) !== GLU_INVALID_ENUM,
  ImageType: (v) => {
    const results = [
      gluScaleImage(GL_RGBA, 1, 1, v, pixels(), 1, 1, GL_UNSIGNED_BYTE, pixels()),
      gluScaleImage(GL_RGBA, 1, 1, GL_UNSIGNED_BYTE, pixels(), 1, 1, v, pixels()),
      gluBuild1DMipmaps(gl.GL_TEXTURE_1D, GL_RGBA, 1, GL_RGBA, v, pixels()),
      gluBuild2DMipmaps(GL_TEXTURE_2D, GL_RGBA, 1, 1, GL_RGBA, v, pixels()),
    ].map((rc) => rc !== GLU_INVALID_ENUM);
    expect(new Set(results).size).toBe(1);
    return results[0]!;
  },
  Image3DType: (v) =>
    gluBuild3DMipmaps(GL_TEXTURE_3D, GL_RGBA, 1, 1, 1, GL_RGBA, v, pixels()) !== GLU_INVALID_ENUM,
};

describe('glu enum parameter types', () => {
  it('name exactly the constants each function accepts at run time', async () => {
    const aliases = aliasMembers();
    // ContourType documents GLU 1.0's contour kinds; gluNextContour ignores its argument.
    expect([...aliases.keys()].sort()).toEqual([...Object.keys(ACCEPTS), 'ContourType'].sort());
    await withContext('noop', () => {
      for (const [alias, accepts] of Object.entries(ACCEPTS)) {
        const { names, open } = aliases.get(alias)!;
        expect(open, `${alias} also accepts any number`).toBe(true);
        const named = new Set(names.map(constantValue));
        const accepted = new Set(CANDIDATES.filter((v) => accepts(v)));
        expect(accepted, alias).toEqual(named);
      }
    });
  });

  it('are the parameter types of the glu* functions', () => {
    expectTypeOf(gluQuadricCallback).parameter(1).toEqualTypeOf<QuadricCallbackWhich>();
    expectTypeOf(gluQuadricNormals).parameter(1).toEqualTypeOf<QuadricNormal>();
    expectTypeOf(gluQuadricOrientation).parameter(1).toEqualTypeOf<QuadricOrientation>();
    expectTypeOf(gluQuadricDrawStyle).parameter(1).toEqualTypeOf<QuadricDrawStyle>();
    expectTypeOf(gluGetString).parameter(0).toEqualTypeOf<GluStringName>();
    expectTypeOf(gluNurbsProperty).parameter(1).toEqualTypeOf<NurbsProperty>();
    expectTypeOf(gluGetNurbsProperty).parameter(1).toEqualTypeOf<NurbsProperty>();
    expectTypeOf(gluNurbsCallback).parameter(1).toEqualTypeOf<NurbsCallbackWhich>();
    expectTypeOf(gluNurbsCurve).parameter(6).toEqualTypeOf<NurbsCurveType>();
    expectTypeOf(gluNurbsSurface).parameter(10).toEqualTypeOf<NurbsSurfaceType>();
    expectTypeOf(gluPwlCurve).parameter(4).toEqualTypeOf<PwlCurveType>();
    expectTypeOf(gluTessProperty).parameter(1).toEqualTypeOf<TessProperty>();
    expectTypeOf(gluGetTessProperty).parameter(1).toEqualTypeOf<TessProperty>();
    expectTypeOf(gluTessCallback).parameter(1).toEqualTypeOf<TessCallbackWhich>();
    expectTypeOf(gluNextContour).parameter(1).toEqualTypeOf<ContourType>();
    expectTypeOf(gluScaleImage).parameter(0).toEqualTypeOf<ImageFormat>();
    expectTypeOf(gluScaleImage).parameter(3).toEqualTypeOf<ImageType>();
    expectTypeOf(gluScaleImage).parameter(7).toEqualTypeOf<ImageType>();
    expectTypeOf(gluBuild1DMipmaps).parameter(0).toEqualTypeOf<gl.TexImage1DTarget>();
    expectTypeOf(gluBuild1DMipmaps).parameter(3).toEqualTypeOf<MipmapFormat>();
    expectTypeOf(gluBuild1DMipmaps).parameter(4).toEqualTypeOf<ImageType>();
    expectTypeOf(gluBuild1DMipmapLevels).parameter(4).toEqualTypeOf<ImageType>();
    expectTypeOf(gluBuild2DMipmaps).parameter(0).toEqualTypeOf<gl.TexImage2DTarget>();
    expectTypeOf(gluBuild2DMipmaps).parameter(4).toEqualTypeOf<MipmapFormat>();
    expectTypeOf(gluBuild2DMipmaps).parameter(5).toEqualTypeOf<ImageType>();
    expectTypeOf(gluBuild2DMipmapLevels).parameter(5).toEqualTypeOf<ImageType>();
    expectTypeOf(gluBuild3DMipmaps).parameter(0).toEqualTypeOf<gl.TexImage3DTarget>();
    expectTypeOf(gluBuild3DMipmaps).parameter(5).toEqualTypeOf<MipmapFormat>();
    expectTypeOf(gluBuild3DMipmaps).parameter(6).toEqualTypeOf<Image3DType>();
    expectTypeOf(gluBuild3DMipmapLevels).parameter(6).toEqualTypeOf<Image3DType>();
  });

  it('offer the named constants and still accept any computed number', () => {
    expectTypeOf(GLU_FILL).toMatchTypeOf<QuadricDrawStyle>();
    expectTypeOf(GLU_SMOOTH).toMatchTypeOf<QuadricNormal>();
    expectTypeOf<number>().toMatchTypeOf<QuadricDrawStyle>();
    expectTypeOf<number>().toMatchTypeOf<ImageType>();
    expectTypeOf<GLenum>().toMatchTypeOf<TessCallbackWhich>();
    // Compile-time checks (tsc -p tsconfig.json type-checks this file): a computed number type-checks.
    const computed = (() => 0x1234)() as number;
    const calls = () => {
      const q = gluNewQuadric();
      gluQuadricDrawStyle(q, computed);
      gluQuadricNormals(q, computed + 1);
      gluGetString(computed);
    };
    expect(typeof calls).toBe('function');
  });
});
