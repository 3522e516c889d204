// Diagnostics of checkTgsi and the collector the individual checks report into.
import { sourcePosition } from '../text/positions.js';

/** One finding of checkTgsi. */
export interface TgsiDiagnostic {
  severity: 'error' | 'warning';
  message: string;
  /** Index in `shader.instructions` of the instruction concerned. */
  instruction?: number;
  /** Index in `shader.declarations` of the declaration concerned. */
  declaration?: number;
  /** Index in `shader.immediates` of the immediate concerned. */
  immediate?: number;
  /** Index in `shader.properties` of the property concerned. */
  property?: number;
  /** Source position (1-based) when the shader was parsed from text. */
  line?: number;
  column?: number;
}

/** Which part of the shader a diagnostic is about. */
export type TgsiDiagnosticSubject = Pick<
  TgsiDiagnostic,
  'instruction' | 'declaration' | 'immediate' | 'property'
>;

export class Reporter {
  readonly diagnostics: TgsiDiagnostic[] = [];

  /**
   * Records a diagnostic about `subject`; `nodes` are IR nodes whose source position locates it (the
   * first one that has a position wins, e.g. the operand, then its instruction).
   */
  report(
    severity: 'error' | 'warning',
    message: string,
    subject: TgsiDiagnosticSubject,
    ...nodes: object[]
  ): void {
    const diagnostic: TgsiDiagnostic = { severity, message, ...subject };
    for (const node of nodes) {
      const pos = sourcePosition(node);
      if (pos !== undefined) {
        diagnostic.line = pos.line;
        diagnostic.column = pos.column;
        break;
      }
    }
    this.diagnostics.push(diagnostic);
  }

  error(message: string, subject: TgsiDiagnosticSubject, ...nodes: object[]): void {
    this.report('error', message, subject, ...nodes);
  }

  warning(message: string, subject: TgsiDiagnosticSubject, ...nodes: object[]): void {
    this.report('warning', message, subject, ...nodes);
  }
}
