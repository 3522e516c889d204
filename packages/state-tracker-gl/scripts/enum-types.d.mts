// Types of scripts/enum-types.mjs for TypeScript callers.

/** Where the generated enum aliases live (src/api/enum-types.generated.ts). */
export const ENUM_TYPES_FILE: string;

/** Each ENUM_RULES key with the names of the constants it accepts (a number where no constant has the value). */
export function enumRuleNames(): Record<string, (string | number)[]>;

/** The alias name of a rule: 'glTexParameter.wrap' → 'TexParameterWrap'. */
export function aliasName(rule: string): string;

/** The text the generated file should have, from src/errors/enum-rules.ts as it is now. */
export function enumTypesSource(): string;
