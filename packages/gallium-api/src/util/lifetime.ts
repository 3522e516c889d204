// Lifetimes of pipe objects: the creator's handle (destroyed by *_destroy / delete_*) and the reference
// count that bindings, views and transfers add to (storage goes when the last reference does), plus the
// checks every method runs on the objects it is given.
import { PipeReference } from '../reference.js';
import { describeValue, refuse } from './check.js';

/**
 * A reference-counted pipe object. Creation holds one reference for the creator's handle;
 * `destroyHandle()` drops it and marks the handle unusable; `release()` of the last reference frees.
 */
export abstract class RefCounted {
  /** The creator's handle is gone: using the object in a call is an error. */
  destroyed = false;
  readonly reference = new PipeReference();

  /** Every reference has been released and the object's storage freed. */
  get released(): boolean {
    return this.reference.released;
  }

  /** Takes a reference (a binding, view or transfer that keeps the object alive). */
  addRef(): void {
    this.reference.addRef();
  }

  /** Drops a reference; frees the object when it was the last. */
  release(): void {
    if (this.reference.release()) this.free();
  }

  /** Drops the creator's reference and forbids further use of the handle. */
  destroyHandle(): void {
    this.destroyed = true;
    this.release();
  }

  /** Frees what the object holds (its bytes, its own references). */
  protected abstract free(): void;
}

/** An object created by a context: CSOs, views, surfaces, targets, queries, transfers. */
export interface ContextOwned {
  readonly context: object;
  readonly destroyed: boolean;
}

/**
 * Checks that `value` is an instance of `type` created by `context` and not destroyed; returns it typed.
 * `what` names the argument in the message ("sampler view", "query").
 */
export function checkOwned<T extends ContextOwned>(
  method: string,
  what: string,
  value: unknown,
  type: abstract new (...args: never[]) => T,
  context: object,
): T {
  if (!(value instanceof type))
    return refuse(method, `${what} is not a ${what} object (got ${describeValue(value)})`);
  if (value.context !== context) return refuse(method, `${what} belongs to another context`);
  if (value.destroyed) return refuse(method, `${what} has been destroyed`);
  return value;
}

/** A registry of the objects a context created that are still alive, so destroy() can release them. */
export class LiveObjects<T> {
  private readonly objects = new Set<T>();

  add(object: T): T {
    this.objects.add(object);
    return object;
  }

  remove(object: T): void {
    this.objects.delete(object);
  }

  get size(): number {
    return this.objects.size;
  }

  /** Hands every object still registered to `destroy` (the path its own *_destroy / delete_* takes). */
  destroyAll(destroy: (object: T) => void): void {
    for (const object of [...this.objects]) destroy(object);
    this.objects.clear();
  }
}
