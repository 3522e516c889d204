// Prints a failing sequence as a program a person can run: the context, the shared memory the calls'
// overlapping views use, each call with its arguments (enums by name), and what went wrong.
import { WINDOW } from './known-triangle.js';
import type { Failure } from './run.js';
import type { Call } from './sequence.js';
import { SIGNATURES } from './signatures.generated.js';
import { describeValue, isEnumParam, SHARED_BYTES } from './values.js';

export function reproduction(driver: string, seed: number, calls: readonly Call[], failure: Failure): string {
  const lines = calls.map(({ name, args }) => {
    const params = SIGNATURES[name]!;
    const text = args.map((a, i) => describeValue(a, isEnumParam(name, params[i]![0])));
    return `${name}(${text.join(', ')});`;
  });
  const usesShared = lines.some((l) => l.includes('(shared,'));
  return [
    `// seed ${seed} on ${driver}: ${failure.kind} in ${failure.entryPoint}: ${failure.message}`,
    `const ctx = await createContext({ width: ${WINDOW}, height: ${WINDOW}, driver: '${driver}', accumBits: 16 });`,
    'makeCurrent(ctx);',
    ...(usesShared
      ? [
          `const shared = new ArrayBuffer(${SHARED_BYTES});`,
          'new Uint8Array(shared).forEach((_, i, a) => { a[i] = (i * 37) & 255; });',
        ]
      : []),
    ...lines,
    failure.entryPoint === 'known triangle'
      ? '// then the known triangle (fuzz/known-triangle.ts) fails'
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}
