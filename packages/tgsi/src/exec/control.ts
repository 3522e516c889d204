// Per-lane execution masks for structured control flow. Lanes run in lockstep; `exec` says which lanes
// an instruction affects. IF/ELSE/ENDIF, loops, switches, subroutine calls, BRK/CONT/RET and KILL are
// operations on a stack of saved masks. The interpreter and the JIT both drive this one class with the
// same sequence of calls, so divergent control flow behaves identically in both.
//
// Lanes leaving early (BRK, CONT, RET, KILL) are cleared from `exec` and from the masks saved by every
// frame between the instruction and the block they leave, so closing an inner block cannot revive them.
//
// Every mask holds one byte per lane, 0 or 1, and is also seen as 32-bit words (four lanes each, the
// lane count being a multiple of 4): the bitwise operations between masks run a word at a time. They
// cover the lanes of the run rounded up to a whole word; lanes past the run are never read.
import { TgsiExecutionError } from './errors.js';

const IF = 0;
const LOOP = 1;
const SWITCH = 2;
const CALL = 3;

/** A lane mask seen four lanes at a time. */
function wordsOf(mask: Uint8Array): Uint32Array {
  return new Uint32Array(mask.buffer, mask.byteOffset, mask.length >> 2);
}

/** Four lanes, all set. */
const ALL_FOUR = 0x01010101;

class Frame {
  kind = IF;
  /** Mask at block entry, restored when the block ends. */
  readonly saved: Uint8Array;
  /** IF: lanes for the ELSE part. LOOP/SWITCH: lanes that have not left with BRK. */
  readonly other: Uint8Array;
  /** SWITCH: lanes whose selector matches no CASE. */
  readonly defaults: Uint8Array;
  /** SWITCH: selector of each lane. */
  readonly sel: Int32Array;
  readonly savedWords: Uint32Array;
  readonly otherWords: Uint32Array;

  constructor(lanes: number) {
    this.saved = new Uint8Array(lanes);
    this.other = new Uint8Array(lanes);
    this.defaults = new Uint8Array(lanes);
    this.sel = new Int32Array(lanes);
    this.savedWords = wordsOf(this.saved);
    this.otherWords = wordsOf(this.other);
  }
}

export class ExecMask {
  readonly lanes: number;
  /** 1 for lanes the current instruction affects. */
  readonly exec: Uint8Array;
  /** exec, cond, killed and demoted seen four lanes at a time. */
  readonly execWords: Uint32Array;
  private readonly condWords: Uint32Array;
  private readonly killedWords: Uint32Array;
  private readonly demotedWords: Uint32Array;
  /** Condition input of ifBegin, breakIf, callIf and killIf (1 = true), written by the caller. */
  readonly cond: Uint8Array;
  /** Selector input of switchBegin, written by the caller. */
  readonly sel: Int32Array;
  /** Lanes discarded by KILL or KILL_IF (fragment shaders). */
  readonly killed: Uint8Array;
  /** Lanes demoted to helpers by DEMOTE: they keep running but write nothing to memory. */
  readonly demoted: Uint8Array;
  /** Lanes of the run (0 .. n-1), and the words covering them. */
  n = 0;
  private words = 0;
  /** Some lane is active. */
  any = false;
  /** Loop iterations executed in this run, and the limit. */
  iterations = 0;
  readonly maxLoopIterations: number;
  readonly maxCallDepth: number;
  private callDepth = 0;
  private readonly frames: Frame[] = [];
  private depth = 0;

  constructor(lanes: number, maxLoopIterations: number, maxCallDepth: number) {
    this.lanes = lanes;
    this.exec = new Uint8Array(lanes);
    this.cond = new Uint8Array(lanes);
    this.sel = new Int32Array(lanes);
    this.killed = new Uint8Array(lanes);
    this.demoted = new Uint8Array(lanes);
    this.execWords = wordsOf(this.exec);
    this.condWords = wordsOf(this.cond);
    this.killedWords = wordsOf(this.killed);
    this.demotedWords = wordsOf(this.demoted);
    this.maxLoopIterations = maxLoopIterations;
    this.maxCallDepth = maxCallDepth;
  }

  /** Starts a run of `n` lanes, all active, inside the main program's call frame. */
  begin(n: number): void {
    this.n = n;
    this.words = (n + 3) >> 2;
    // Lanes from n on are never read during the run: only the run's lanes are reset.
    this.exec.fill(1, 0, n);
    this.killed.fill(0, 0, n);
    this.demoted.fill(0, 0, n);
    this.any = n > 0;
    this.iterations = 0;
    this.depth = 0;
    this.callDepth = 0;
    this.push(CALL);
  }

  /** Every lane of the run is active (checked four lanes at a time). */
  allActive(): boolean {
    const n = this.n;
    const words = this.execWords;
    const whole = n >> 2;
    for (let k = 0; k < whole; k++) if (words[k] !== ALL_FOUR) return false;
    for (let i = whole << 2; i < n; i++) if (this.exec[i] === 0) return false;
    return true;
  }

  /** IF/UIF: lanes with `cond` run the THEN part. Returns whether any lane does. */
  ifBegin(): boolean {
    const f = this.push(IF);
    const { execWords: exec, condWords: cond } = this;
    const other = f.otherWords;
    for (let k = 0; k < this.words; k++) {
      other[k] = exec[k]! & ~cond[k]!;
      exec[k] = exec[k]! & cond[k]!;
    }
    return this.update();
  }

  /** ELSE: the lanes of the IF that did not take the THEN part. Returns whether any lane runs. */
  ifElse(): boolean {
    this.exec.set(this.top(IF).other);
    return this.update();
  }

  /** ENDIF. */
  ifEnd(): void {
    this.pop(IF);
  }

  /** BGNLOOP: returns false (and opens nothing) when no lane is active, so the loop is skipped. */
  loopBegin(): boolean {
    if (!this.any) return false;
    const f = this.push(LOOP);
    f.other.set(this.exec);
    return true;
  }

  /** ENDLOOP: returns true to run another iteration; false when every lane has left the loop. */
  loopEnd(): boolean {
    if (++this.iterations > this.maxLoopIterations) {
      throw new TgsiExecutionError(null, `loop iteration limit (${this.maxLoopIterations}) exceeded`);
    }
    const f = this.top(LOOP);
    this.exec.set(f.other);
    if (this.update()) return true;
    this.pop(LOOP);
    return false;
  }

  /** BRK: active lanes leave the innermost loop or switch. */
  brk(): void {
    this.leave(this.execWords, this.target(LOOP, SWITCH), true);
  }

  /** BREAKC: active lanes with `cond` leave the innermost loop or switch. */
  breakIf(): void {
    this.condAndExec();
    this.leave(this.condWords, this.target(LOOP, SWITCH), true);
  }

  /** CONT: active lanes skip to the end of the innermost loop's iteration. */
  cont(): void {
    this.leave(this.execWords, this.target(LOOP, LOOP), false);
  }

  /** RET: active lanes leave the current subroutine (or the main program). */
  ret(): void {
    this.leave(this.execWords, this.target(CALL, CALL), false);
  }

  /** KILL: active lanes are discarded for good. */
  kill(): void {
    this.discard(this.execWords);
  }

  /** KILL_IF: active lanes with `cond` are discarded for good. */
  killIf(): void {
    this.condAndExec();
    this.discard(this.condWords);
  }

  /** DEMOTE: active lanes become helpers. */
  demote(): void {
    const { demotedWords: demoted, execWords: exec } = this;
    for (let k = 0; k < this.words; k++) demoted[k] = demoted[k]! | exec[k]!;
  }

  /** SWITCH on `sel`; `caseValues` are all the CASE labels of the switch. No lane runs until a CASE matches. */
  switchBegin(caseValues: Int32Array): void {
    const f = this.push(SWITCH);
    const { exec, sel, n } = this;
    f.other.set(exec);
    f.sel.set(sel);
    for (let i = 0; i < n; i++) f.defaults[i] = exec[i]! & (caseValues.includes(sel[i]!) ? 0 : 1);
    exec.fill(0, 0, n);
    this.any = false;
  }

  /** CASE value: lanes selecting it join the lanes falling through from the previous case. */
  caseLabel(value: number): void {
    const f = this.top(SWITCH);
    const { exec } = this;
    for (let i = 0; i < this.n; i++) exec[i] = f.other[i]! & (exec[i]! | (f.sel[i] === value ? 1 : 0));
    this.update();
  }

  /** DEFAULT: lanes matching no case join the lanes falling through. */
  defaultLabel(): void {
    const f = this.top(SWITCH);
    const { exec } = this;
    for (let i = 0; i < this.n; i++) exec[i] = f.other[i]! & (exec[i]! | f.defaults[i]!);
    this.update();
  }

  /** ENDSWITCH. */
  switchEnd(): void {
    this.pop(SWITCH);
  }

  /** CAL: returns false (and calls nothing) when no lane is active. */
  callBegin(): boolean {
    if (!this.any) return false;
    this.enterCall();
    return true;
  }

  /** CALLNZ: active lanes with `cond` call; returns false when none does. */
  callIf(): boolean {
    if (!this.any) return false;
    this.enterCall();
    const { execWords: exec, condWords: cond } = this;
    for (let k = 0; k < this.words; k++) exec[k] = exec[k]! & cond[k]!;
    if (this.update()) return true;
    this.callEnd();
    return false;
  }

  /** ENDSUB, or the end of a call: the lanes that called continue after the CAL. */
  callEnd(): void {
    this.pop(CALL);
    this.callDepth--;
  }

  private enterCall(): void {
    if (this.callDepth >= this.maxCallDepth) {
      throw new TgsiExecutionError(null, `subroutine call depth limit (${this.maxCallDepth}) exceeded`);
    }
    this.callDepth++;
    this.push(CALL);
  }

  private push(kind: number): Frame {
    let f = this.frames[this.depth];
    if (!f) {
      f = new Frame(this.lanes);
      this.frames.push(f);
    }
    this.depth++;
    f.kind = kind;
    f.saved.set(this.exec);
    return f;
  }

  /** Closes the innermost frame, which must be of `kind`: the lanes active at its entry are active again. */
  private pop(kind: number): void {
    this.exec.set(this.top(kind).saved);
    this.depth--;
    this.update();
  }

  private top(kind: number): Frame {
    const f = this.frames[this.depth - 1];
    if (!f || f.kind !== kind) throw new TgsiExecutionError(null, 'control flow is not balanced');
    return f;
  }

  /** Index of the innermost frame of kind `a` or `b`, not looking past the current call frame. */
  private target(a: number, b: number): number {
    for (let k = this.depth - 1; k >= 0; k--) {
      const kind = this.frames[k]!.kind;
      if (kind === a || kind === b) return k;
      if (kind === CALL) break;
    }
    throw new TgsiExecutionError(null, 'BRK, BREAKC or CONT outside a loop or switch');
  }

  /** cond &= exec: the condition counts only for active lanes. */
  private condAndExec(): void {
    const { condWords: cond, execWords: exec } = this;
    for (let k = 0; k < this.words; k++) cond[k] = cond[k]! & exec[k]!;
  }

  /** Clears `lanes` from exec and from the frames above `target` (and from the target's `other` if asked). */
  private leave(lanes: Uint32Array, target: number, clearTargetOther: boolean): void {
    const words = this.words;
    for (let d = this.depth - 1; d > target; d--) {
      const { savedWords: saved, otherWords: other } = this.frames[d]!;
      for (let k = 0; k < words; k++) {
        const keep = ~lanes[k]!;
        saved[k] = saved[k]! & keep;
        other[k] = other[k]! & keep;
      }
    }
    if (clearTargetOther) {
      const other = this.frames[target]!.otherWords;
      for (let k = 0; k < words; k++) other[k] = other[k]! & ~lanes[k]!;
    }
    const exec = this.execWords;
    if (lanes !== exec) {
      for (let k = 0; k < words; k++) exec[k] = exec[k]! & ~lanes[k]!;
    } else {
      exec.fill(0, 0, words);
    }
    this.update();
  }

  /** Clears `lanes` everywhere and marks them killed. */
  private discard(lanes: Uint32Array): void {
    const killed = this.killedWords;
    for (let k = 0; k < this.words; k++) killed[k] = killed[k]! | lanes[k]!;
    this.leave(lanes, -1, false);
  }

  private update(): boolean {
    const n = this.n;
    const exec = this.execWords;
    const whole = n >> 2;
    let any = false;
    for (let k = 0; k < whole && !any; k++) any = exec[k] !== 0;
    for (let i = whole << 2; i < n && !any; i++) any = this.exec[i] !== 0;
    this.any = any;
    return any;
  }
}
