// Command-line parsing of npm start and npm run conformance: accepted forms, and a UsageError naming the
// option for everything else.
import { describe, expect, it } from 'vitest';
import { parseArgs, parseCount, parseNames, parseSize, UsageError } from '../src/args.js';

const SPEC = { driver: 'value', help: 'flag' } as const;

describe('parseArgs', () => {
  it('takes --name value, --name=value and flags', () => {
    expect([...parseArgs(['--driver', 'soft', '--help'], SPEC)]).toEqual([
      ['driver', 'soft'],
      ['help', 'true'],
    ]);
    expect(parseArgs(['--driver=noop'], SPEC).get('driver')).toBe('noop');
    expect(parseArgs(['-h'], SPEC).get('help')).toBe('true');
  });

  it('refuses unknown options, stray words, missing values and values on flags', () => {
    expect(() => parseArgs(['--speed', '3'], SPEC)).toThrow(new UsageError('unknown option --speed'));
    expect(() => parseArgs(['gears'], SPEC)).toThrow(new UsageError('unexpected argument "gears"'));
    expect(() => parseArgs(['--driver'], SPEC)).toThrow(new UsageError('--driver needs a value'));
    expect(() => parseArgs(['--help=yes'], SPEC)).toThrow(new UsageError('--help takes no value'));
  });
});

describe('values', () => {
  it('parses sizes as WxH or N and refuses anything else', () => {
    expect(parseSize('320x200')).toEqual({ width: 320, height: 200 });
    expect(parseSize('64')).toEqual({ width: 64, height: 64 });
    for (const bad of ['0x10', '10x', '4097', '-5', 'big', '1.5'])
      expect(() => parseSize(bad)).toThrow(UsageError);
  });

  it('parses counts within their range', () => {
    expect(parseCount('frames', '12', 100)).toBe(12);
    for (const bad of ['0', '101', '2.5', 'ten', ''])
      expect(() => parseCount('frames', bad, 100)).toThrow(UsageError);
  });

  it('parses name lists against the known names', () => {
    expect(parseNames('only', 'gears,tunnel', ['gears', 'tunnel', 'fog'])).toEqual(['gears', 'tunnel']);
    expect(() => parseNames('only', 'gears,nope', ['gears'])).toThrow(
      new UsageError('--only: unknown nope; known: gears'),
    );
    expect(() => parseNames('only', ',', ['gears'])).toThrow(UsageError);
  });
});
