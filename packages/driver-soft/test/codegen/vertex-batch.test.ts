// The vertex batch kernel (codegen/kernels/vertex-batch.ts) gives tgsi's compiled vertex shader's bits
// through both back ends: the vertex shaders of Mesa's graw corpus (fixtures/tgsi-vertex), shaders
// reading every system value runVertices sets, integer and helper opcodes, run three ways on seeded
// inputs with edge values (NaN, ±∞, denormals, arbitrary words) — every output word equal. The shaders
// the kernel must decline (indirect addressing, KILL, a temporary read before it is written, a system
// value runVertices leaves unset) are declined.
import { readdirSync, readFileSync } from 'node:fs';
import { parseTgsi } from '@gallium-ts/tgsi';
import { describe, expect, it } from 'vitest';
import { kernelOf, vertexMismatches } from './vertex-batch-support.js';

const FIXTURES = new URL('./fixtures/tgsi-vertex/', import.meta.url);
const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.sh'));
/** The corpus shaders with indirect addressing (ARL, relative CONST / TEMP): no lane program. */
const INDIRECT = ['vert-arl.sh', 'vert-arr.sh', 'vert-flr.sh'];

describe('vertex batches: the vertex shaders of the corpus', () => {
  it('serves every corpus vertex shader but those with indirect addressing', () => {
    expect(files.length).toBe(34);
    const declined = files.filter(
      (f) => kernelOf(parseTgsi(readFileSync(new URL(f, FIXTURES), 'utf8'))) === null,
    );
    expect(declined).toEqual(INDIRECT);
  });
  for (const file of files.filter((f) => !INDIRECT.includes(f)))
    it(`${file}: tgsi, IR → JavaScript and IR → WebAssembly give the same words`, () => {
      const shader = parseTgsi(readFileSync(new URL(file, FIXTURES), 'utf8'));
      expect(vertexMismatches(shader, 3)).toEqual([]);
    });
});

const vert = (declarations: string, body: string) => parseTgsi(`VERT\n${declarations}\n${body}\nEND\n`);

describe('vertex batches: system values, integers, helpers, outputs', () => {
  it('reads every system value runVertices sets (x the value, y z w zero)', () => {
    const shader = vert(
      `DCL IN[0]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL OUT[2], GENERIC[1]
DCL SV[0], VERTEXID
DCL SV[1], INSTANCEID
DCL SV[2], VERTEXID_NOBASE
DCL SV[3], BASEVERTEX
DCL SV[4], BASEINSTANCE
DCL SV[5], DRAWID
DCL TEMP[0]`,
      `I2F TEMP[0], SV[0].xyzw
ADD OUT[0], TEMP[0], IN[0]
UADD OUT[1], SV[1].xxyw, SV[2].xyxz
MOV OUT[2].x, SV[3].x
MOV OUT[2].y, SV[4].x
UADD OUT[2].zw, SV[5].xyyy, SV[0].xxxx`,
    );
    expect(vertexMismatches(shader, 3)).toEqual([]);
  });

  it('transcendentals, integer division and packing through helpers, constants of two slots', () => {
    const shader = vert(
      `DCL IN[0]
DCL IN[1]
DCL OUT[0], POSITION
DCL OUT[1], GENERIC[0]
DCL OUT[2], GENERIC[1]
DCL CONST[0][0..7]
DCL CONST[1][0..3]
DCL TEMP[0..2]
IMM[0] FLT32 { 0.5, 2.0, -1.0, -0.0 }`,
      `DP4 TEMP[0].x, IN[0], CONST[0][0]
DP4 TEMP[0].y, IN[0], CONST[0][1]
DP4 TEMP[0].z, IN[0], CONST[0][2]
DP4 TEMP[0].w, IN[0], CONST[0][3]
MOV OUT[0], TEMP[0]
EX2 TEMP[1].x, IN[1].x
LG2 TEMP[1].y, |IN[1].y|
POW TEMP[1].z, IN[1].z, CONST[1][0].x
RSQ TEMP[1].w, IN[1].w
MAD_SAT OUT[1], TEMP[1], CONST[1][1], IMM[0]
IDIV TEMP[2].x, IN[0].xxxx, IN[1].yyyy
UMOD TEMP[2].y, IN[0].yyyy, CONST[0][5].xxxx
F2I TEMP[2].z, IN[1].zzzz
PK2H TEMP[2].w, IN[0].xyxy
MOV OUT[2], TEMP[2]`,
    );
    expect(vertexMismatches(shader, 4)).toEqual([]);
  });

  it('keeps NaN words moved with modifiers, and outputs written in parts', () => {
    const shader = vert(
      `DCL IN[0]
DCL OUT[0], POSITION
DCL OUT[1], COLOR
DCL OUT[2], GENERIC[3]`,
      `MOV OUT[0], -IN[0].wzyx
MOV OUT[1].xz, |IN[0]|
ADD OUT[1].y, IN[0].xxxx, -IN[0].yyyy
MOV OUT[2].w, -|IN[0].zzzz|`,
    );
    expect(kernelOf(shader)!.outputSlots.length).toBe(8);
    expect(vertexMismatches(shader, 4)).toEqual([]);
  });
});

describe('vertex batches: shaders the kernel declines', () => {
  const declined = (declarations: string, body: string) => kernelOf(vert(declarations, body)) === null;
  it('declines KILL, reads of unwritten temporaries and outputs, and unset system values', () => {
    expect(declined('DCL IN[0]\nDCL OUT[0], POSITION', 'MOV OUT[0], IN[0]')).toBe(false);
    expect(declined('DCL IN[0]\nDCL OUT[0], POSITION', 'KILL\nMOV OUT[0], IN[0]')).toBe(true);
    expect(declined('DCL IN[0]\nDCL OUT[0], POSITION\nDCL TEMP[0]', 'ADD OUT[0], TEMP[0], IN[0]')).toBe(true);
    expect(
      declined('DCL IN[0]\nDCL OUT[0], POSITION', 'MOV OUT[0].x, IN[0]\nADD OUT[0].y, OUT[0].yyyy, IN[0]'),
    ).toBe(true);
    expect(declined('DCL IN[0]\nDCL OUT[0], POSITION\nDCL SV[0], PRIMID', 'MOV OUT[0], SV[0]')).toBe(true);
    expect(declined('DCL IN[0]\nDCL OUT[0], POSITION\nDCL SV[0], INSTANCEID', 'MOV OUT[0], SV[0]')).toBe(
      false,
    );
  });
});
