// A fixed sequence of small primitives scattered over a target, for tests that draw many of them and
// compare two ways of drawing (each vertex [x, y, z, w, r, g, b, a] in window pixels, as Rig.draw takes).

/** `count` primitives of `perPrimitive` vertices each over a `size` × `size` target, from a fixed seed. */
export function randomPrimitives(count: number, perPrimitive: number, size: number): number[][] {
  let seed = 12345;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const vertices: number[][] = [];
  for (let p = 0; p < count; p++) {
    const x = next() * size,
      y = next() * size;
    const color = [next(), next(), next(), 0.25 + next() * 0.5];
    for (let k = 0; k < perPrimitive; k++)
      vertices.push([x + (next() - 0.3) * 9, y + (next() - 0.3) * 9, next(), 1, ...color]);
  }
  return vertices;
}
