// GL array types: their sizes in bytes and the pipe vertex formats that fetch them, when one exists
// (no 32-bit normalized or scaled formats, no doubles: those arrays are converted to floats first).
import { PipeFormat } from '@gallium-ts/gallium-api';
import {
  GL_BYTE,
  GL_DOUBLE,
  GL_FLOAT,
  GL_INT,
  GL_SHORT,
  GL_UNSIGNED_BYTE,
  GL_UNSIGNED_INT,
  GL_UNSIGNED_SHORT,
} from '../gl-enums.js';

export const TYPE_BYTES: ReadonlyMap<number, number> = new Map([
  [GL_BYTE, 1],
  [GL_UNSIGNED_BYTE, 1],
  [GL_SHORT, 2],
  [GL_UNSIGNED_SHORT, 2],
  [GL_INT, 4],
  [GL_UNSIGNED_INT, 4],
  [GL_FLOAT, 4],
  [GL_DOUBLE, 8],
]);

const F = PipeFormat;
/** [type, normalized] → formats for sizes 1..4. */
const FORMATS: ReadonlyMap<string, readonly PipeFormat[]> = new Map([
  [`${GL_FLOAT}:0`, [F.R32_FLOAT, F.R32G32_FLOAT, F.R32G32B32_FLOAT, F.R32G32B32A32_FLOAT]],
  [`${GL_FLOAT}:1`, [F.R32_FLOAT, F.R32G32_FLOAT, F.R32G32B32_FLOAT, F.R32G32B32A32_FLOAT]],
  [`${GL_UNSIGNED_BYTE}:1`, [F.R8_UNORM, F.R8G8_UNORM, F.R8G8B8_UNORM, F.R8G8B8A8_UNORM]],
  [`${GL_BYTE}:1`, [F.R8_SNORM, F.R8G8_SNORM, F.R8G8B8_SNORM, F.R8G8B8A8_SNORM]],
  [`${GL_UNSIGNED_SHORT}:1`, [F.R16_UNORM, F.R16G16_UNORM, F.R16G16B16_UNORM, F.R16G16B16A16_UNORM]],
  [`${GL_SHORT}:1`, [F.R16_SNORM, F.R16G16_SNORM, F.R16G16B16_SNORM, F.R16G16B16A16_SNORM]],
  [`${GL_UNSIGNED_BYTE}:0`, [F.R8_USCALED, F.R8G8_USCALED, F.R8G8B8_USCALED, F.R8G8B8A8_USCALED]],
  [`${GL_BYTE}:0`, [F.R8_SSCALED, F.R8G8_SSCALED, F.R8G8B8_SSCALED, F.R8G8B8A8_SSCALED]],
  [`${GL_UNSIGNED_SHORT}:0`, [F.R16_USCALED, F.R16G16_USCALED, F.R16G16B16_USCALED, F.R16G16B16A16_USCALED]],
  [`${GL_SHORT}:0`, [F.R16_SSCALED, F.R16G16_SSCALED, F.R16G16B16_SSCALED, F.R16G16B16A16_SSCALED]],
]);

/** Every pipe format vertexFormat can return. */
export const VERTEX_FORMATS: readonly PipeFormat[] = [...new Set([...FORMATS.values()].flat())];

/** The pipe format fetching `size` components of `type`, or undefined when there is none. */
export function vertexFormat(type: number, size: number, normalized: boolean): PipeFormat | undefined {
  return FORMATS.get(`${type}:${normalized ? 1 : 0}`)?.[size - 1];
}
