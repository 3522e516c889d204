// Compute shaders with shared memory, BARRIER and atomics; shader buffers and images with LOAD, STORE,
// ATOM* and RESQ; every access outside a buffer or image reads 0 and drops writes without throwing.
// Helper pixels and demoted lanes write nothing. Both engines.
import { describe, expect, it } from 'vitest';
import type { TgsiImage } from '../../src/exec/resources.js';
import { TgsiFile } from '../../src/ir.js';
import { parseTgsi } from '../../src/text/parse.js';
import { ENGINES, onBoth, setInput } from './harness.js';

describe('compute: shared memory, BARRIER and atomics', () => {
  const text = `COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL MEMORY[0], SHARED
DCL BUFFER[0]
DCL TEMP[0..3]
IMM[0] UINT32 { 4, 1, 0, 7 }
IMM[1] UINT32 { 16, 8, 4096, 0 }
UMUL TEMP[0].x, SV[0].xxxx, IMM[0].xxxx
UMUL TEMP[1].x, SV[0].xxxx, SV[0].xxxx
UADD TEMP[1].x, TEMP[1].xxxx, SV[1].xxxx
STORE MEMORY[0].x, TEMP[0].xxxx, TEMP[1].xxxx
BARRIER
UADD TEMP[2].x, SV[0].xxxx, IMM[0].yyyy
AND TEMP[2].x, TEMP[2].xxxx, IMM[0].wwww
UMUL TEMP[2].x, TEMP[2].xxxx, IMM[0].xxxx
LOAD TEMP[1].x, MEMORY[0], TEMP[2].xxxx
ATOMUADD TEMP[1].y, BUFFER[0], IMM[0].zzzz, SV[0].xxxx
UMUL TEMP[3].x, SV[0].xxxx, IMM[1].xxxx
UADD TEMP[3].x, TEMP[3].xxxx, IMM[0].xxxx
STORE BUFFER[0].xy, TEMP[3].xxxx, TEMP[1]
LOAD TEMP[1].x, BUFFER[0], IMM[1].zzzz
STORE BUFFER[0].x, IMM[1].zzzz, SV[0].xxxx
ATOMUMAX TEMP[1].z, BUFFER[0], IMM[1].zzzz, SV[0].xxxx
UADD TEMP[3].x, TEMP[3].xxxx, IMM[1].yyyy
STORE BUFFER[0].xy, TEMP[3].xxxx, TEMP[1].xzzz
END
`;
  it('threads exchange values through shared memory across BARRIER and add atomically in lane order', () => {
    const words = onBoth(
      text,
      (e) => {
        const buffer = new Uint8Array(4 + 16 * 8);
        e.setShaderBuffer(0, buffer);
        e.runCompute({ blockSize: [8, 1, 1], blockId: [5, 0, 0], sharedMemory: new Uint8Array(32) });
        return buffer;
      },
      (_e, buffer) => Array.from(new Int32Array(buffer.buffer)),
    );
    // buffer[0] accumulated 0 + 1 + ... + 7 = 28.
    expect(words[0]).toBe(28);
    for (let t = 0; t < 8; t++) {
      const neighbour = (t + 1) % 8;
      const base = 1 + 4 * t;
      // Shared value of the neighbour (t'^2 + block id), then the atomic's old value (a prefix sum).
      expect(words[base]).toBe(neighbour * neighbour + 5);
      expect(words[base + 1]).toBe(((t * (t - 1)) / 2) | 0);
      // Out-of-range LOAD (offset 4096) read 0; ATOMUMAX on it returned 0 and changed nothing.
      expect(words[base + 2]).toBe(0);
      expect(words[base + 3]).toBe(0);
    }
  });

  it('sets THREAD_ID, BLOCK_ID, BLOCK_SIZE and GRID_SIZE', () => {
    const sv = `COMP
DCL SV[0], THREAD_ID
DCL SV[1], BLOCK_ID
DCL SV[2], BLOCK_SIZE
DCL SV[3], GRID_SIZE
DCL OUT[0..3]
MOV OUT[0], SV[0]
MOV OUT[1], SV[1]
MOV OUT[2], SV[2]
MOV OUT[3], SV[3]
END
`;
    const out = onBoth(
      sv,
      (e) => e.runCompute({ blockSize: [2, 3, 2], blockId: [1, 2, 3], gridSize: [4, 5, 6] }),
      (e) => [0, 1, 2, 3].map((r) => [0, 1, 2].map((c) => e.registerInts(TgsiFile.OUTPUT, r, c)[7]!)),
      { maxLanes: 12 },
    );
    // Thread 7 of a 2×3×2 block is (1, 0, 1).
    expect(out).toEqual([
      [1, 0, 1],
      [1, 2, 3],
      [2, 3, 2],
      [4, 5, 6],
    ]);
  });

  it('refuses a block larger than maxLanes and non-SHARED memory', () => {
    for (const [, make] of ENGINES) {
      const e = make(parseTgsi('COMP\nDCL SV[0], THREAD_ID\nEND\n'), { maxLanes: 8 });
      expect(() => e.runCompute({ blockSize: [3, 3, 1] })).toThrowError(/block 3×3×1/);
      const g = make(
        parseTgsi(
          'COMP\nDCL MEMORY[0]\nDCL TEMP[0]\nIMM[0] UINT32 { 0, 0, 0, 0 }\nLOAD TEMP[0], MEMORY[0], IMM[0]\nEND\n',
        ),
        { maxLanes: 4 },
      );
      expect(() => g.runCompute({ blockSize: [1, 1, 1] })).toThrowError(/not SHARED/);
    }
  });
});

describe('shader buffers', () => {
  const text = `VERT
DCL IN[0]
DCL OUT[0..1]
DCL BUFFER[0]
DCL TEMP[0]
LOAD OUT[0], BUFFER[0].wzyx, IN[0].xxxx
STORE BUFFER[0].xyzw, IN[0].yyyy, IN[0].zzzz
ATOMCAS OUT[1].x, BUFFER[0], IN[0].wwww, IN[0].zzzz, IN[0].xxxx
RESQ TEMP[0], BUFFER[0]
MOV OUT[1].y, TEMP[0].xxxx
END
`;
  it('loads and stores little-endian words at byte addresses, bounds-checked per word', () => {
    const result = onBoth(
      text,
      (e) => {
        const bytes = new Uint8Array(16);
        new Int32Array(bytes.buffer).set([10, 20, 30, 40]);
        e.setShaderBuffer(0, bytes);
        // Lane 0: load at 4 (words 20, 30, 40, beyond → 0), store 7 at byte 12..28 (only the first fits),
        // CAS at 0 (30 ≠ 7? no: compares with src2 = 7, equal? 10 ≠ 7, so unchanged).
        setInput(e, 0, [[{ i: 4 }, { i: 12 }, { i: 7 }, { i: 0 }]]);
        e.run(1);
        return bytes;
      },
      (e, bytes) => ({
        out0: Array.from({ length: 4 }, (_, c) => e.registerInts(TgsiFile.OUTPUT, 0, c)[0]),
        out1: [0, 1].map((c) => e.registerInts(TgsiFile.OUTPUT, 1, c)[0]),
        bytes: Array.from(new Int32Array(bytes.buffer)),
      }),
    );
    // LOAD reads words 20, 30, 40, 0 then swizzles them .wzyx.
    expect(result.out0).toEqual([0, 40, 30, 20]);
    expect(result.bytes).toEqual([10, 20, 30, 7]);
    expect(result.out1).toEqual([10, 16]);
  });

  it('an unbound buffer reads 0 and ignores writes', () => {
    const out = onBoth(
      text,
      (e) => {
        setInput(e, 0, [[{ i: 0 }, { i: 0 }, { i: 1 }, { i: 0 }]]);
        e.run(1);
      },
      (e) => [0, 1, 2, 3].map((c) => e.registerInts(TgsiFile.OUTPUT, 0, c)[0]),
    );
    expect(out).toEqual([0, 0, 0, 0]);
  });

  it('helper pixels and demoted lanes do not write memory', () => {
    const fs = `FRAG
DCL IN[0], GENERIC[0], CONSTANT
DCL OUT[0], COLOR
DCL BUFFER[0]
IMM[0] UINT32 { 0, 1, 0, 0 }
UIF IN[0].yyyy
  DEMOTE
ENDIF
ATOMUADD OUT[0].x, BUFFER[0], IMM[0].xxxx, IMM[0].yyyy
STORE BUFFER[0].x, IN[0].xxxx, IMM[0].yyyy
END
`;
    const words = onBoth(
      fs,
      (e) => {
        const bytes = new Uint8Array(20);
        e.setShaderBuffer(0, bytes);
        setInput(e, 0, [
          [{ i: 4 }, { i: 0 }, 0, 0],
          [{ i: 8 }, { i: 1 }, 0, 0],
          [{ i: 12 }, { i: 0 }, 0, 0],
          [{ i: 16 }, { i: 0 }, 0, 0],
        ]);
        e.runQuads({ quads: 1, coverage: [1, 1, 0, 1] });
        return bytes;
      },
      (_e, bytes) => Array.from(new Int32Array(bytes.buffer)),
    );
    // Only lanes 0 and 3 write: the counter is 2, words 1 and 4 are 1.
    expect(words).toEqual([2, 1, 0, 0, 1]);
  });
});

describe('images', () => {
  /** A 4×2 image of four-word texels in an Int32Array. */
  function makeImage(): TgsiImage & { data: Int32Array } {
    const data = new Int32Array(4 * 2 * 4);
    for (let i = 0; i < data.length; i++) data[i] = i;
    return {
      width: 4,
      height: 2,
      depth: 1,
      data,
      load(x, y, _z, out) {
        out.set(data.subarray((y * 4 + x) * 4, (y * 4 + x) * 4 + 4));
      },
      store(x, y, _z, words, mask) {
        for (let c = 0; c < 4; c++) if ((mask >> c) & 1) data[(y * 4 + x) * 4 + c] = words[c]!;
      },
    };
  }
  const text = `VERT
DCL IN[0..1]
DCL OUT[0..1]
DCL IMAGE[0], 2D, PIPE_FORMAT_R32G32B32A32_SINT, WR
LOAD OUT[0], IMAGE[0], IN[0]
STORE IMAGE[0].xz, IN[1], IN[0]
ATOMIADD_PLACEHOLDER
RESQ OUT[1], IMAGE[0]
END
`.replace('ATOMIADD_PLACEHOLDER', 'ATOMIMAX OUT[1].x, IMAGE[0], IN[1], IN[0].wwww');
  it('reads texels, writes masked channels, runs atomics on channel x, and ignores texels outside', () => {
    const result = onBoth(
      text,
      (e) => {
        const image = makeImage();
        e.setImage(0, image);
        setInput(e, 0, [
          [{ i: 1 }, { i: 1 }, { i: 0 }, { i: 100 }],
          [{ i: 4 }, { i: 0 }, 0, { i: 100 }],
        ]);
        setInput(
          e,
          1,
          [
            [{ i: 2 }, { i: 0 }, 0, 0],
            [{ i: 0 }, { i: -1 }, 0, 0],
          ],
          0,
        );
        e.run(2);
        return image.data;
      },
      (e, data) => ({
        load: [0, 1].map((l) => [0, 1, 2, 3].map((c) => e.registerInts(TgsiFile.OUTPUT, 0, c)[l])),
        res: [0, 1].map((l) => [0, 1, 2, 3].map((c) => e.registerInts(TgsiFile.OUTPUT, 1, c)[l])),
        data: Array.from(data),
      }),
    );
    expect(result.load[0]).toEqual([20, 21, 22, 23]);
    expect(result.load[1]).toEqual([0, 0, 0, 0]);
    // Lane 0 stored (1, _, 0, _) at texel (2, 0), then ATOMIMAX with 100 on it (old 1 → 100).
    expect(result.data.slice(8, 12)).toEqual([100, 9, 0, 11]);
    // RESQ overwrote OUT[1] with width, height, depth, samples.
    expect(result.res[0]).toEqual([4, 2, 1, 1]);
    // Lane 1's texels were outside: nothing else changed.
    expect(result.data.filter((v, i) => v !== i && (i < 8 || i >= 12))).toEqual([]);
  });
});
