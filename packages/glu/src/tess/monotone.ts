// Triangulation of one face that is monotone in the sweep direction, with the stack walk of the two
// chains (de Berg et al., section 3.3). Triangles come out counter-clockwise in (s, t); zero-area ones
// are left out. Indices are positions in the face's vertex list, so a vertex the face visits twice is
// told apart by position.
import { orient, type Point2, sweepCompare } from './geometry.js';

/** Triangles [i, j, k] (positions in `face`) covering the monotone polygon `face` (inside on the left). */
export function triangulateMonotone(face: readonly Point2[]): [number, number, number][] {
  const n = face.length;
  const triangles: [number, number, number][] = [];
  const emit = (a: number, b: number, c: number) => {
    const area = orient(face[a]!, face[b]!, face[c]!);
    if (area > 0) triangles.push([a, b, c]);
    else if (area < 0) triangles.push([a, c, b]);
  };
  if (n < 3) return triangles;
  let first = 0;
  let last = 0;
  for (let i = 1; i < n; i++) {
    if (sweepCompare(face[i]!, face[first]!) < 0) first = i;
    if (sweepCompare(face[i]!, face[last]!) > 0) last = i;
  }
  // Walking forward from the first vertex follows the lower chain up to the last vertex.
  const lower = new Uint8Array(n);
  for (let i = (first + 1) % n; i !== last; i = (i + 1) % n) lower[i] = 1;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => sweepCompare(face[a]!, face[b]!));
  const stack: number[] = [order[0]!, order[1]!];
  for (let j = 2; j < n - 1; j++) {
    const u = order[j]!;
    const top = stack[stack.length - 1]!;
    if (lower[u] !== lower[top]) {
      for (let k = 0; k + 1 < stack.length; k++) emit(u, stack[k]!, stack[k + 1]!);
      stack.length = 0;
      stack.push(top, u);
    } else {
      let popped = stack.pop()!;
      while (stack.length > 0) {
        const q = stack[stack.length - 1]!;
        const turn = orient(face[q]!, face[popped]!, face[u]!);
        if (lower[u] ? turn <= 0 : turn >= 0) break;
        emit(q, popped, u);
        popped = stack.pop()!;
      }
      stack.push(popped, u);
    }
  }
  const end = order[n - 1]!;
  for (let k = 0; k + 1 < stack.length; k++) emit(end, stack[k]!, stack[k + 1]!);
  return triangles;
}
