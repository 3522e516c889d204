// Display-list compilation of commands that take client pixels (glTexImage*, glTexSubImage*,
// glDrawPixels, glBitmap): the list keeps a copy of the bytes and of the unpack state, because GL takes
// the data when the command is compiled; replay runs the command with that unpack state.
import { cur } from '../context/current.js';
import type { GlContext } from '../context/gl-context.js';
import type { PixelStoreState } from '../pixels/index.js';

/** Copies the pixels and the unpack state for a display list. */
export function recordImage(
  c: GlContext,
  fn: (...args: never[]) => void,
  args: unknown[],
  pixels: ArrayBufferView | null,
): boolean {
  if (!c.recording) return false;
  const copy = pixels ? new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength).slice() : null;
  const unpack = { ...c.unpack };
  return c.lists.record(replayWithUnpack, [fn, [...args, copy], unpack], fn.name);
}

/** Replays a compiled image command with the unpack state it was compiled with. */
function replayWithUnpack(fn: (...args: unknown[]) => void, args: unknown[], unpack: PixelStoreState): void {
  const c = cur();
  const saved = c.unpack;
  c.unpack = unpack;
  try {
    fn(...args);
  } finally {
    c.unpack = saved;
  }
}
