// The benchmark workloads of DESIGN "Performance", as data every benchmark of the repository draws from
// (driver packages at the pipe level, the GL state tracker, the samples) — and mesa-bench.c draws the
// same numbers through OSMesa. Change one, change the other.

/** Per workload: framebuffer size, what one frame draws, and the unit its rate is given in. */
export const WORKLOADS = {
  fill: { size: 1024, quads: 32, unit: 'Mpix/s', perFrame: 32 * 1024 * 1024 },
  tex: { size: 1024, quads: 16, textureSize: 256, unit: 'Mpix/s', perFrame: 16 * 1024 * 1024 },
  tris: { size: 512, stacks: 128, slices: 256, unit: 'Mtri/s', perFrame: 128 * 256 * 2 },
  alu: { size: 1024, mads: 64, unit: 'Mpix/s', perFrame: 1024 * 1024 },
  calls: { size: 256, draws: 20000, unit: 'Mdraw/s', perFrame: 20000 },
};

/** fill/alu: the corner colours of the full-screen quad, counter-clockwise from (-1, -1). */
export const QUAD_CORNERS = [
  [-1, -1],
  [1, -1],
  [1, 1],
  [-1, 1],
];
export const FILL_COLORS = [
  [1, 0, 0, 0.5],
  [0, 1, 0, 0.5],
  [0, 0, 1, 0.5],
  [1, 1, 1, 0.5],
];

/** tex: texel (x, y) of the 256×256 RGBA8 texture. */
export function texTexel(x, y) {
  return [(x ^ y) & 255, (x * 3 + y) & 255, (y * 5 + (x >> 2)) & 255, 255];
}

/** tex: quad q's texture coordinates are shifted by q/16 of a texel. */
export function texShift(q) {
  return q / (16 * 256);
}

/** alu: each of the 64 MADs computes v = v * ALU_SCALE + ALU_BIAS. */
export const ALU_SCALE = 0.999;
export const ALU_BIAS = 0.0005;

/** tris: the light direction (eye space, w = 0) and the diffuse material colour. */
export const LIGHT_DIRECTION = [0.3, 0.5, 0.8];
export const DIFFUSE = [0.9, 0.6, 0.3, 1];

/**
 * tris: the sphere's non-indexed triangle list, as mesa-bench.c builds it: positions (x, y, z) and
 * normals (x, y, z) per vertex, two counter-clockwise triangles per (stack, slice) cell.
 */
export function sphereTriangles() {
  const { stacks, slices } = WORKLOADS.tris;
  const count = stacks * slices * 6;
  const positions = new Float32Array(count * 3);
  const normals = new Float32Array(count * 3);
  let v = 0;
  for (let i = 0; i < stacks; i++) {
    for (let j = 0; j < slices; j++) {
      const corners = [
        [i, j],
        [i + 1, j],
        [i + 1, j + 1],
        [i, j],
        [i + 1, j + 1],
        [i, j + 1],
      ];
      for (const [si, sj] of corners) {
        const theta = (Math.PI * si) / stacks;
        const phi = (2 * Math.PI * sj) / slices;
        const n = [Math.sin(theta) * Math.cos(phi), Math.cos(theta), Math.sin(theta) * Math.sin(phi)];
        for (let k = 0; k < 3; k++) {
          normals[v * 3 + k] = n[k];
          positions[v * 3 + k] = Math.fround(0.9) * Math.fround(n[k]);
        }
        v++;
      }
    }
  }
  return { positions, normals, count };
}
