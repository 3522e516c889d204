// Typed errors of the pipe layer. Every misuse of a screen or context throws a PipeError that names the
// method (in its Gallium spelling's camelCase form) and the reason; nothing else changes when it throws.

/** A call at the pipe level was invalid: bad arguments, wrong object, use after destroy, out of memory. */
export class PipeError extends Error {
  /** The method that refused the call, e.g. `transferMap`. */
  readonly method: string;
  /** Why, in words, without the method name. */
  readonly reason: string;

  constructor(method: string, reason: string) {
    super(`${method}: ${reason}`);
    this.name = 'PipeError';
    this.method = method;
    this.reason = reason;
  }
}

/** The driver does not implement this method or this variant of it; its caps say so too. */
export class PipeUnsupportedError extends PipeError {
  constructor(method: string, reason = 'not supported by this driver') {
    super(method, reason);
    this.name = 'PipeUnsupportedError';
  }
}

/** The driver loader could not find or load the requested driver. */
export class PipeDriverError extends Error {
  readonly driver: string;

  constructor(driver: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PipeDriverError';
    this.driver = driver;
  }
}
