// C's integer argument types as a JavaScript number holds them (truncated to the type's width, as the C
// caller's conversion would), and GL 1.5's integer → float conversions for normalized components
// (table 2.9). Shared by the typed variants of the current-attribute commands (glColor, glNormal, ...,
// glVertexAttrib*ARB).

/** GLbyte, GLubyte, GLshort, GLushort, GLint, GLuint: the value the C parameter would hold. */
export const byteOf = (x: number): number => (x << 24) >> 24;
export const ubyteOf = (x: number): number => x & 0xff;
export const shortOf = (x: number): number => (x << 16) >> 16;
export const ushortOf = (x: number): number => x & 0xffff;
export const intOf = (x: number): number => x | 0;
export const uintOf = (x: number): number => x >>> 0;

/** Table 2.9's normalized conversions: signed types to [-1, 1] as (2c + 1) / (2^b - 1), unsigned to [0, 1]. */
export const normByte = (x: number): number => (2 * byteOf(x) + 1) / 255;
export const normUbyte = (x: number): number => ubyteOf(x) / 255;
export const normShort = (x: number): number => (2 * shortOf(x) + 1) / 65535;
export const normUshort = (x: number): number => ushortOf(x) / 65535;
export const normInt = (x: number): number => (2 * intOf(x) + 1) / 4294967295;
export const normUint = (x: number): number => uintOf(x) / 4294967295;
