// The S3TC cases Mesa decoded (fixtures/mesa-s3tc.json, made by reference/s3tc/regenerate.mjs).
import { readFileSync } from 'node:fs';

export interface MesaS3tcCase {
  name: string;
  format: number;
  width: number;
  height: number;
  /** The blocks, as hex. */
  blocks: string;
  /** What Mesa's glGetTexImage(GL_RGBA, GL_UNSIGNED_BYTE) returned on softpipe (util/format's decoder), as hex. */
  mesa: string;
  /** The same on llvmpipe (its JIT decoder: some interpolated values differ by one). */
  llvmpipe: string;
}

export const MESA_S3TC_CASES: MesaS3tcCase[] = JSON.parse(
  readFileSync(new URL('./fixtures/mesa-s3tc.json', import.meta.url), 'utf8'),
).cases;

export const fromHex = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16));
export const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
