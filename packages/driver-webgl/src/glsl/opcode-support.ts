// Which TGSI opcodes the GLSL ES 3.00 translator refuses, and why; every other opcode of the TGSI
// table is translated. src/glsl/README.md lists the same table (a test keeps the two in step).
import { TGSI_OPCODES, type TgsiOpcodeName } from '@gallium-ts/tgsi';

const DOUBLES = 'doubles do not exist in GLSL ES 3.00';
const MEMORY = 'images, shader buffers and shared memory need GLSL ES 3.10';
const BARRIER = 'memory and execution barriers need GLSL ES 3.10 (compute, images, buffers)';

export const REFUSED_OPCODES: Partial<Record<TgsiOpcodeName, string>> = {
  ...Object.fromEntries(
    [
      'F2D',
      'D2F',
      'DABS',
      'DNEG',
      'DADD',
      'DMUL',
      'DMAX',
      'DMIN',
      'DSLT',
      'DSGE',
      'DSEQ',
      'DSNE',
      'DRCP',
      'DSQRT',
      'DMAD',
      'DFMA',
      'DFRAC',
      'DLDEXP',
      'DFRACEXP',
      'D2I',
      'I2D',
      'D2U',
      'U2D',
      'DRSQ',
      'DTRUNC',
      'DCEIL',
      'DFLR',
      'DROUND',
      'DSSG',
    ].map((n) => [n, DOUBLES]),
  ),
  ...Object.fromEntries(
    [
      'LOAD',
      'STORE',
      'RESQ',
      'ATOMUADD',
      'ATOMXCHG',
      'ATOMCAS',
      'ATOMAND',
      'ATOMOR',
      'ATOMXOR',
      'ATOMUMIN',
      'ATOMUMAX',
      'ATOMIMIN',
      'ATOMIMAX',
      'ATOMFADD',
      'ATOMINC_WRAP',
      'ATOMDEC_WRAP',
    ].map((n) => [n, MEMORY]),
  ),
  ...Object.fromEntries(['MFENCE', 'LFENCE', 'SFENCE', 'MEMBAR', 'BARRIER'].map((n) => [n, BARRIER])),
  EMIT: 'geometry shaders need GLSL ES 3.20',
  ENDPRIM: 'geometry shaders need GLSL ES 3.20',
  TG4: 'texture gather needs GLSL ES 3.10',
  GATHER4: 'texture gather needs GLSL ES 3.10',
  LODQ: 'GLSL ES has no textureQueryLod',
  LOD: 'GLSL ES has no textureQueryLod',
  TXQS: 'multisample textures need GLSL ES 3.10',
  SAMPLE_I_MS: 'multisample textures need GLSL ES 3.10',
  FBFETCH: 'WebGL2 has no framebuffer fetch',
  READ_HELPER: 'gl_HelperInvocation needs GLSL ES 3.20',
  CLOCK: 'GLSL ES 3.00 has no shader clock',
};

/** "translated" or the reason the opcode is refused. */
export function opcodeSupport(name: TgsiOpcodeName): string {
  return REFUSED_OPCODES[name] ?? 'translated';
}

/** Every opcode of the TGSI table with its support status, in numeric order. */
export function opcodeSupportTable(): Array<{ name: TgsiOpcodeName; support: string }> {
  return TGSI_OPCODES.map((o) => ({ name: o.name, support: opcodeSupport(o.name) }));
}
