// Source positions of parsed IR nodes, kept beside the IR (not in it) so that a parsed shader and
// the same shader re-parsed from its dump are deep-equal.

/** 1-based line and column of a node's first token in the text it was parsed from. */
export interface TgsiSourcePosition {
  readonly line: number;
  readonly column: number;
}

const positions = new WeakMap<object, TgsiSourcePosition>();

/** Records where a node came from (used by the parser). */
export function setSourcePosition(node: object, position: TgsiSourcePosition): void {
  positions.set(node, { line: position.line, column: position.column });
}

/**
 * Where a parsed declaration, immediate, property, instruction or operand began in its source text;
 * undefined for nodes built in code (Ureg, literals) or copied (structuredClone keeps no positions).
 */
export function sourcePosition(node: object): TgsiSourcePosition | undefined {
  return positions.get(node);
}
