// Records the GL calls whose arguments are GLU's results, as the C twin (reference/glu-twins.c) records
// Mesa's libGLU: glBegin/glEnd/glVertex3f/glNormal3f/glTexCoord2f and glTexImage1D/2D/3D (proxy targets
// go on to GL). Used through vi.mock('@gallium-ts/state-tracker-gl', mockRecordedGl).
import type * as Gl from '@gallium-ts/state-tracker-gl';

/** The calls recorded since startRecording(), in the shapes the C twin prints. */
export type RecordedCall = (string | number)[] | [number, number, number, number, number, number, number[]];

let recording: RecordedCall[] | null = null;

export function startRecording(): RecordedCall[] {
  recording = [];
  return recording;
}

export function stopRecording(): void {
  recording = null;
}

/** The factory for vi.mock: the real module with the recorded entry points wrapped. */
export async function mockRecordedGl(importOriginal: () => Promise<typeof Gl>): Promise<typeof Gl> {
  const gl = await importOriginal();
  const isProxy = (target: number) =>
    target === gl.GL_PROXY_TEXTURE_1D ||
    target === gl.GL_PROXY_TEXTURE_2D ||
    target === gl.GL_PROXY_TEXTURE_3D;
  const upload = (
    level: number,
    w: number,
    h: number,
    d: number,
    format: number,
    type: number,
    pixels: ArrayBufferView | null,
  ) => {
    const bytes = pixels
      ? Array.from(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength))
      : [];
    recording?.push([level, w, h, d, format, type, bytes]);
  };
  const recorded =
    <A extends unknown[]>(name: string, real: (...args: A) => void) =>
    (...args: A) => {
      if (recording) recording.push([name, ...(args as number[])]);
      else real(...args);
    };
  return {
    ...gl,
    glBegin: recorded('B', gl.glBegin),
    glEnd: recorded('E', gl.glEnd),
    glVertex3f: recorded('V', gl.glVertex3f),
    glNormal3f: recorded('N', gl.glNormal3f),
    glTexCoord2f: recorded('T', gl.glTexCoord2f),
    glTexImage1D: (target, level, internal, w, border, format, type, pixels) => {
      if (recording && !isProxy(target)) upload(level, w, 1, 1, format, type, pixels);
      else gl.glTexImage1D(target, level, internal, w, border, format, type, pixels);
    },
    glTexImage2D: (target, level, internal, w, h, border, format, type, pixels) => {
      if (recording && !isProxy(target)) upload(level, w, h, 1, format, type, pixels);
      else gl.glTexImage2D(target, level, internal, w, h, border, format, type, pixels);
    },
    glTexImage3D: (target, level, internal, w, h, d, border, format, type, pixels) => {
      if (recording && !isProxy(target)) upload(level, w, h, d, format, type, pixels);
      else gl.glTexImage3D(target, level, internal, w, h, d, border, format, type, pixels);
    },
  };
}
