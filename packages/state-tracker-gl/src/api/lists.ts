// Display-list commands (GL 1.5, 5.4): glGenLists, glNewList/glEndList, glCallList(s), glListBase,
// glDeleteLists, glIsList. glCallList(s) and glListBase are compiled into lists; the others execute.
import { cur } from '../context/current.js';
import { legalEnum, outsideBeginEnd, validOperation, validValue } from '../errors/check.js';
import { ENUM_RULES as R } from '../errors/enum-rules.js';
import {
  GL_2_BYTES,
  GL_3_BYTES,
  GL_4_BYTES,
  GL_BYTE,
  GL_INT,
  GL_INVALID_OPERATION,
  GL_OUT_OF_MEMORY,
  GL_SHORT,
  GL_UNSIGNED_BYTE,
  GL_UNSIGNED_INT,
  GL_UNSIGNED_SHORT,
} from '../gl-enums.js';
import type { Loopback } from '../lists/loopback.js';
import { glBegin, glEnd } from './begin-end.js';
import { stateCommand } from './command.js';
import { setCurrentAttrib, vertex } from './current-attrib.js';
import type { CallListsType, NewListMode } from './enum-types.generated.js';

/**
 * The immediate-mode entry points a list's geometry replays through between glBegin and glEnd.
 * @internal
 */
export const LOOPBACK: Loopback = { begin: glBegin, attrib: setCurrentAttrib, vertex, end: glEnd };

/** The most list names one glGenLists reserves; larger ranges record GL_OUT_OF_MEMORY. */
const MAX_LIST_RANGE = 1 << 20;

/**
 * Reserves `range` consecutive unused display-list names and returns the first (0 when range is 0 or on
 * error).
 * Records GL_INVALID_VALUE for a negative range, GL_OUT_OF_MEMORY for a range beyond 2^20 names,
 * GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §5.4
 */
export function glGenLists(range: number): number {
  const c = cur();
  if (!outsideBeginEnd(c) || !validValue(c, range >= 0, 'range is negative')) return 0;
  if (range > MAX_LIST_RANGE) {
    c.setError(GL_OUT_OF_MEMORY, 'range is more lists than one call may make');
    return 0;
  }
  return range === 0 ? 0 : c.lists.generate(range);
}

/**
 * Starts compiling display list `list`: the following commands are stored in it, and also executed with
 * GL_COMPILE_AND_EXECUTE.
 * Records GL_INVALID_VALUE for list 0, GL_INVALID_ENUM for a mode other than GL_COMPILE or
 * GL_COMPILE_AND_EXECUTE, GL_INVALID_OPERATION while a list is already being compiled or between glBegin
 * and glEnd.
 * @see OpenGL 1.5 §5.4
 */
export function glNewList(list: number, mode: NewListMode): void {
  const c = cur();
  if (!outsideBeginEnd(c)) return;
  if (!validValue(c, list !== 0, 'list is 0') || !legalEnum(c, R['glNewList.mode'], mode)) return;
  if (
    !validOperation(
      c,
      c.lists.compiling === null,
      'a display list is already being compiled (glNewList without glEndList)',
    )
  )
    return;
  c.lists.begin(list, mode);
}

/**
 * Ends the compilation glNewList started and replaces the list's previous contents.
 * Records GL_INVALID_OPERATION when no list is being compiled, when the list's own glBegin has no glEnd
 * yet, or between glBegin and glEnd.
 * @see OpenGL 1.5 §5.4
 */
export function glEndList(): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !validOperation(c, c.lists.compiling !== null, 'glEndList without glNewList'))
    return;
  if (c.lists.compilingBeginEnd) {
    c.setError(GL_INVALID_OPERATION, "glEndList inside the list's glBegin/glEnd");
    return;
  }
  c.lists.end();
}

/**
 * Executes display list `list` (nothing when it is empty or undefined); compiled as a call when a list is
 * being recorded. Nesting is bounded by GL_MAX_LIST_NESTING.
 * Records no error of its own: the commands in the list record theirs.
 * @see OpenGL 1.5 §5.4
 */
export function glCallList(list: number): void {
  const c = cur();
  if (c.recording && c.lists.record(glCallList, [list], 'glCallList')) return;
  c.lists.call(list, LOOPBACK);
}

/** Reads list name i of glCallLists' array as `type` says (GL 1.5, table 5.7). */
function listName(type: number, lists: ArrayLike<number> | ArrayBufferView, i: number): number {
  const bytes = ArrayBuffer.isView(lists)
    ? new Uint8Array(lists.buffer, lists.byteOffset, lists.byteLength)
    : null;
  const at = (k: number) => (bytes ? bytes[k]! : (lists as ArrayLike<number>)[k]!) & 0xff;
  switch (type) {
    case GL_2_BYTES:
      return at(2 * i) * 256 + at(2 * i + 1);
    case GL_3_BYTES:
      return (at(3 * i) * 256 + at(3 * i + 1)) * 256 + at(3 * i + 2);
    case GL_4_BYTES:
      return ((at(4 * i) * 256 + at(4 * i + 1)) * 256 + at(4 * i + 2)) * 256 + at(4 * i + 3);
  }
  const value = ArrayBuffer.isView(lists)
    ? (lists as unknown as ArrayLike<number>)[i]!
    : (lists as ArrayLike<number>)[i]!;
  switch (type) {
    case GL_BYTE:
      return (value << 24) >> 24;
    case GL_UNSIGNED_BYTE:
      return value & 0xff;
    case GL_SHORT:
      return (value << 16) >> 16;
    case GL_UNSIGNED_SHORT:
      return value & 0xffff;
    case GL_INT:
      return value | 0;
    case GL_UNSIGNED_INT:
      return value >>> 0;
    default:
      return Math.trunc(value);
  }
}

function listCount(type: number, lists: ArrayLike<number> | ArrayBufferView): number {
  const length = ArrayBuffer.isView(lists)
    ? ((lists as unknown as ArrayLike<number>).length ?? lists.byteLength)
    : lists.length;
  const per = type === GL_2_BYTES ? 2 : type === GL_3_BYTES ? 3 : type === GL_4_BYTES ? 4 : 1;
  return Math.floor(length / per);
}

/**
 * Executes the `n` display lists whose names, offset by glListBase, are read from `lists` as `type` says
 * (GL_2_BYTES and the like combine big-endian bytes).
 * Records GL_INVALID_ENUM for another type, GL_INVALID_VALUE for a negative n.
 * @see OpenGL 1.5 §5.4
 */
export function glCallLists(
  n: number,
  type: CallListsType,
  lists: ArrayLike<number> | ArrayBufferView,
): void {
  const c = cur();
  if (!legalEnum(c, R['glCallLists.type'], type) || !validValue(c, n >= 0, 'n is negative')) return;
  const names = Array.from({ length: Math.min(n, listCount(type, lists)) }, (_, i) =>
    listName(type, lists, i),
  );
  if (c.recording && c.lists.record(glCallLists, [names.length, GL_UNSIGNED_INT, names], 'glCallLists'))
    return;
  for (const name of names) c.lists.call((c.st.listBase + name) >>> 0, LOOPBACK);
}

/**
 * Sets the offset glCallLists adds to each name it reads.
 * Records GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §5.4
 */
export function glListBase(base: number): void {
  const c = stateCommand(glListBase, [base]);
  if (c) c.st.listBase = base >>> 0;
}

/**
 * Deletes the `range` display lists starting at name `list` (names that hold no list are skipped).
 * Records GL_INVALID_VALUE for a negative range, GL_INVALID_OPERATION between glBegin and glEnd.
 * @see OpenGL 1.5 §5.4
 */
export function glDeleteLists(list: number, range: number): void {
  const c = cur();
  if (!outsideBeginEnd(c) || !validValue(c, range >= 0, 'range is negative')) return;
  c.lists.delete(list, range);
}

/**
 * Tells whether `list` names a display list.
 * Records GL_INVALID_OPERATION (and returns false) between glBegin and glEnd.
 * @see OpenGL 1.5 §5.4
 */
export function glIsList(list: number): boolean {
  const c = cur();
  if (!outsideBeginEnd(c)) return false;
  return c.lists.isList(list);
}
