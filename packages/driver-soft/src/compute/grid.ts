// The grid of a launch_grid: info.grid, or — for an indirect launch — three little-endian 32-bit
// unsigned words read from the indirect buffer at indirectOffset when the launch runs. gallium-api has
// already checked that the 12 bytes lie inside the buffer; the words are checked here against
// PIPE_COMPUTE_CAP_MAX_GRID_SIZE with the same check the base applies to direct grids (an axis of 0
// blocks is allowed and runs nothing).
import type { PipeGridInfo } from '@gallium-ts/gallium-api';
import { type CpuResource, checkGridSize, type PipeComputeLimits } from '@gallium-ts/gallium-api/util';

/** Number of blocks along x, y and z. */
export function launchGridSize(
  method: string,
  info: PipeGridInfo,
  limits: PipeComputeLimits,
): [number, number, number] {
  if (info.indirect === null) return [...info.grid];
  const data = (info.indirect as CpuResource).storage.data;
  const words = new DataView(data.buffer, data.byteOffset + info.indirectOffset, 12);
  const grid: [number, number, number] = [0, 4, 8].map((at) => words.getUint32(at, true)) as [
    number,
    number,
    number,
  ];
  checkGridSize(method, `the indirect grid at byte ${info.indirectOffset}:`, grid, limits);
  return grid;
}
