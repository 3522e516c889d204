// The driver loader as DESIGN.md specifies it: explicit name, else GALLIUM_DRIVER, else `soft`;
// aliases; registered drivers; unknown names and uninstalled packages give errors that say what to do.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PipeDriverError } from '../src/errors.js';
import {
  createScreen,
  DEFAULT_DRIVER,
  driverPackage,
  knownDrivers,
  registerDriver,
  resolveDriverName,
  unregisterDriver,
} from '../src/loader.js';
import type { PipeScreen } from '../src/screen.js';

/** A stand-in screen: the loader only passes it through. */
const fakeScreen = (name: string) => ({ getName: () => name }) as unknown as PipeScreen;

describe('driver loader', () => {
  let savedEnv: string | undefined;
  beforeEach(() => {
    savedEnv = process.env.GALLIUM_DRIVER;
    delete process.env.GALLIUM_DRIVER;
  });
  afterEach(() => {
    if (savedEnv === undefined) delete process.env.GALLIUM_DRIVER;
    else process.env.GALLIUM_DRIVER = savedEnv;
    for (const name of ['fake', 'other', 'soft', 'noop']) unregisterDriver(name);
  });

  it('resolves the explicit name, else GALLIUM_DRIVER, else soft', () => {
    expect(DEFAULT_DRIVER).toBe('soft');
    expect(resolveDriverName()).toBe('soft');
    process.env.GALLIUM_DRIVER = 'noop';
    expect(resolveDriverName()).toBe('noop');
    expect(resolveDriverName('webgl')).toBe('webgl');
    process.env.GALLIUM_DRIVER = '  WebGL ';
    expect(resolveDriverName()).toBe('webgl');
  });

  it('maps the aliases softpipe and llvmpipe to soft, and names the packages', () => {
    expect(resolveDriverName('softpipe')).toBe('soft');
    expect(resolveDriverName('llvmpipe')).toBe('soft');
    expect(driverPackage('llvmpipe')).toBe('@gallium-ts/driver-soft');
    expect(driverPackage('noop')).toBe('@gallium-ts/driver-noop');
    expect(driverPackage('webgl')).toBe('@gallium-ts/driver-webgl');
    expect(driverPackage('nope')).toBeUndefined();
    expect(knownDrivers()).toEqual(expect.arrayContaining(['soft', 'webgl', 'noop', 'softpipe', 'llvmpipe']));
  });

  it('registerDriver adds a driver that createScreen uses with the options, and takes precedence over packages', async () => {
    const seen: unknown[] = [];
    registerDriver('fake', (options) => {
      seen.push(options);
      return fakeScreen('fake');
    });
    const screen = await createScreen({ driver: 'fake', width: 3 });
    expect(screen.getName()).toBe('fake');
    expect(seen).toEqual([{ driver: 'fake', width: 3 }]);
    expect(knownDrivers()).toContain('fake');
    registerDriver('soft', async () => fakeScreen('registered soft'));
    expect((await createScreen()).getName()).toBe('registered soft');
    process.env.GALLIUM_DRIVER = 'fake';
    expect((await createScreen()).getName()).toBe('fake');
    expect(unregisterDriver('fake')).toBe(true);
    expect(unregisterDriver('fake')).toBe(false);
  });

  it('registerDriver refuses bad names and factories', () => {
    expect(() => registerDriver('Bad Name', () => fakeScreen('x'))).toThrow(PipeDriverError);
    expect(() => registerDriver('ok', 42 as never)).toThrow(/not a function/);
  });

  it('an unknown name lists the known drivers', async () => {
    const error = await createScreen({ driver: 'nosuch' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PipeDriverError);
    expect((error as PipeDriverError).driver).toBe('nosuch');
    expect((error as Error).message).toMatch(
      /unknown gallium driver 'nosuch'; known drivers: soft, webgl, noop/,
    );
  });
});
