import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumLaunchArgs, findChromium } from '../../tools/chromium.mjs';

const saved = { CHROMIUM_PATH: process.env.CHROMIUM_PATH, CHROME_PATH: process.env.CHROME_PATH };

function restore(name: keyof typeof saved) {
  if (saved[name] === undefined) delete process.env[name];
  else process.env[name] = saved[name];
}

describe('findChromium', () => {
  beforeEach(() => {
    delete process.env.CHROMIUM_PATH;
    delete process.env.CHROME_PATH;
  });
  afterEach(() => {
    restore('CHROMIUM_PATH');
    restore('CHROME_PATH');
  });

  it('honours CHROMIUM_PATH when it points to an existing executable', () => {
    process.env.CHROMIUM_PATH = process.execPath;
    expect(findChromium()).toBe(process.execPath);
  });

  it('honours CHROME_PATH too', () => {
    process.env.CHROME_PATH = process.execPath;
    expect(findChromium()).toBe(process.execPath);
  });

  it('prefers CHROMIUM_PATH over CHROME_PATH', () => {
    process.env.CHROMIUM_PATH = process.execPath;
    process.env.CHROME_PATH = '/bin/sh';
    expect(findChromium()).toBe(process.execPath);
  });

  it('ignores a CHROMIUM_PATH that does not exist', () => {
    const missing = '/nonexistent/chromium-for-test';
    process.env.CHROMIUM_PATH = missing;
    const found = findChromium();
    expect(found).not.toBe(missing);
    // Whatever is found instead (or nothing) is the same as without the variable.
    delete process.env.CHROMIUM_PATH;
    expect(found).toBe(findChromium());
  });

  it('returns an absolute path or null', () => {
    const found = findChromium();
    if (found !== null) expect(found.startsWith('/')).toBe(true);
  });
});

describe('chromium args', () => {
  it('launch args are the same without --headless', () => {
    expect(chromiumArgs).toContain('--headless');
    expect(chromiumArgs).toContain('--no-sandbox');
    expect(chromiumLaunchArgs).not.toContain('--headless');
    expect(chromiumLaunchArgs).toEqual(chromiumArgs.filter((arg) => arg !== '--headless'));
  });
});
