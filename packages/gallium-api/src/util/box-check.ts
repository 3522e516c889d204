// Box and level checks shared by transfers, subdata, copies and clears.
import { boxOutsideReason } from '../box.js';
import type { PipeResource } from '../objects.js';
import type { PipeBox } from '../state.js';
import { describeValue, refuse } from './check.js';

/** Checks that `box` is a valid box inside `level` of `resource`; returns a private copy. */
export function checkBox(method: string, resource: PipeResource, level: unknown, box: unknown): PipeBox {
  if (typeof box !== 'object' || box === null)
    return refuse(method, `box must be an object (got ${describeValue(box)})`);
  if (typeof level !== 'number')
    return refuse(method, `level must be an integer (got ${describeValue(level)})`);
  const b = box as PipeBox;
  const copy = { x: b.x, y: b.y, z: b.z, width: b.width, height: b.height, depth: b.depth };
  const reason = boxOutsideReason(resource, level, copy);
  if (reason) refuse(method, reason);
  return copy;
}

/** Checks that `level` is a level of `resource`. */
export function checkLevel(method: string, resource: PipeResource, level: unknown): number {
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 0 || level > resource.lastLevel) {
    return refuse(method, `level ${describeValue(level)} out of range 0..${resource.lastLevel}`);
  }
  return level;
}
