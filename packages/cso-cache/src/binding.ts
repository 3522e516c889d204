// One binding table of a CSO context (the blend slot, the viewports, one stage's samplers...): what is
// known to be bound in each slot, and how to forward a run of changed slots to the driver. `undefined`
// means unknown (never set through the CSO context); `null` means known to be unbound.
import { PipeError } from '@gallium-ts/gallium-api';
import { identityKind, type ValueKind } from './values.js';

/** A slot's shadow: a value, null (unbound) or undefined (unknown). */
export type Slot<T> = T | null | undefined;

export interface BindingOptions<T> {
  /** State group (bit number) the table belongs to. */
  group: number;
  /** Public method that sets it, for error messages. */
  method: string;
  /** Number of slots. */
  size: number;
  /** What the slots hold before anything is set: null if a fresh context has nothing bound there. */
  initial: null | undefined;
  kind: ValueKind<T>;
  /** Most slots one driver call sets; unlimited if absent, 1 for a table with only `forwardSlot`. */
  maxRun?: number;
  /** Sends slots `start..start+values.length-1` to the driver (the array is the driver's to keep). */
  forward?: (start: number, values: (T | null)[]) => void;
  /**
   * Sends slot `i` alone to the driver; given for tables whose driver call takes one value (one-slot
   * tables, set_constant_buffer), so a change allocates nothing.
   */
  forwardSlot?: (i: number, value: T | null) => void;
  /**
   * The cache whose entries the slots hold: a slot pins its entry while it holds it (`pin` when a slot
   * starts holding a value, `unpin` when it stops), so bound entries are never evicted.
   */
  pins?: Pins<T>;
}

/** Pins and unpins values held by slots (a StateCache's entries). */
export interface Pins<T> {
  pin(value: T): void;
  unpin(value: T): void;
}

export class Binding<T> {
  readonly group: number;
  readonly method: string;
  readonly slots: Slot<T>[];
  /** One past the highest slot that ever held a value. */
  extent = 0;
  private readonly kind: ValueKind<T>;
  private readonly maxRun: number;
  private readonly forwardRun: ((start: number, values: (T | null)[]) => void) | undefined;
  private readonly forwardSlot: ((i: number, value: T | null) => void) | undefined;
  private readonly pins: Pins<T> | null;
  /** The kind's private copy, or null for values kept by identity (nothing to call per change). */
  private readonly copy: ((value: T) => T) | null;

  constructor(options: BindingOptions<T>) {
    this.group = options.group;
    this.method = options.method;
    this.slots = new Array<Slot<T>>(options.size).fill(options.initial);
    this.kind = options.kind;
    this.forwardRun = options.forward;
    this.forwardSlot = options.forwardSlot;
    if (this.forwardRun === undefined && this.forwardSlot === undefined) {
      throw new PipeError(this.method, 'a binding table needs forward or forwardSlot');
    }
    this.maxRun = this.forwardRun === undefined ? 1 : (options.maxRun ?? options.size);
    this.pins = options.pins ?? null;
    this.copy = options.kind === identityKind ? null : options.kind.copy;
  }

  /** Throws unless slots `start..start+count-1` exist. */
  checkRange(start: number, count: number): void {
    if (!Number.isInteger(start) || start < 0 || start + count > this.slots.length) {
      throw new PipeError(
        this.method,
        `slots ${start}..${start + count - 1} are out of range (there are ${this.slots.length})`,
      );
    }
  }

  /** Whether setting slot `i` to `value` changes the driver state (undefined = leave as it is). */
  changes(i: number, value: Slot<T>): boolean {
    if (value === undefined) return false;
    const current = this.slots[i];
    if (current === value) return false;
    return current === undefined || current === null || value === null || !this.kind.same(current, value);
  }

  /** The first slot at or after `start` that `values` (for slots start..) change, or -1. */
  firstChange(start: number, values: readonly Slot<T>[]): number {
    for (let i = 0; i < values.length; i++) if (this.changes(start + i, values[i])) return start + i;
    return -1;
  }

  /**
   * Forwards every run of changed slots among `values` (for slots start..), from slot `from` on, and
   * records them. Returns how many driver calls that took. Each run is recorded only once the driver
   * accepted it.
   */
  apply(start: number, values: readonly Slot<T>[], from: number): number {
    const end = start + values.length;
    let calls = 0;
    let i = from;
    while (i < end) {
      if (!this.changes(i, values[i - start])) {
        i++;
        continue;
      }
      let j = i + 1;
      while (j < end && j - i < this.maxRun && this.changes(j, values[j - start])) j++;
      if (j - i === 1 && this.forwardSlot !== undefined) {
        this.applyOne(i, values[i - start]!);
      } else {
        const run = values.slice(i - start, j - start) as (T | null)[];
        this.forwardRun!(i, run);
        for (let k = i; k < j; k++) this.record(k, run[k - i]!);
      }
      calls++;
      i = j;
    }
    return calls;
  }

  /**
   * Forwards slot `i` becoming `value` (a change: see `changes`) in one driver call and records it once
   * the driver accepted it. Allocates nothing on tables with `forwardSlot`.
   */
  applyOne(i: number, value: T | null): void {
    if (this.forwardSlot !== undefined) this.forwardSlot(i, value);
    else this.forwardRun!(i, [value]);
    this.record(i, value);
  }

  /** Pins (retain) or unpins (release) every value in `slots`, for a saved copy of this table. */
  hold(slots: readonly Slot<T>[], held: boolean): void {
    const pins = this.pins;
    if (pins === null) return;
    for (const v of slots) if (v !== undefined && v !== null) held ? pins.pin(v) : pins.unpin(v);
  }

  /**
   * Records that slot `i` holds `value` now (the driver accepted the change): pins the new value, unpins
   * the old one and keeps the kind's private copy.
   */
  record(i: number, value: T | null): void {
    const old = this.slots[i];
    const pins = this.pins;
    if (value !== null) {
      if (pins !== null) pins.pin(value);
      if (i >= this.extent) this.extent = i + 1;
    }
    if (pins !== null && old !== undefined && old !== null) pins.unpin(old);
    const copy = this.copy;
    this.slots[i] = value === null || copy === null ? value : copy(value);
  }
}
