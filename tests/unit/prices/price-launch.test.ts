import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { launchGuard } from '../../../src/integrations/launch-guard';
import { belgianDay } from '../../../src/schemas/calendar';
import { contentSources, CONTENT_DIR } from '../../../src/schemas/collections';
import { monthsLater } from '../../../src/schemas/dated';
import { copyProject, editFrontMatter, editYaml } from '../../../tools/project-copy.mjs';

/**
 * The launch guard itself, on a copy of the project: a production build (a publishing host's, or
 * `npm run build:production`) refuses the example's prices and a price list more than a year old,
 * naming each by its place in the admin, and publishes the owner's own; every build's log names
 * the statements past their review day.
 */
const project = copyProject('prix-');
const services = join(project, CONTENT_DIR, contentSources.services.folder);
const serviceFiles = readdirSync(services).filter((file) => file.endsWith('.md'));
const today = belgianDay();

afterAll(() => rmSync(project, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** The guard's hook, run as Astro runs it at the start of a build, with what it wrote and whether it stopped. */
function runGuard(env: Record<string, string>) {
  const setup = (launchGuard(env) as AstroIntegration).hooks['astro:config:setup'] as (options: unknown) => void;
  vi.restoreAllMocks();
  const warnings: string[] = [];
  let stderr = '';
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr += String(chunk);
    return true;
  });
  const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
    throw new Error('exit');
  }) as never);
  try {
    setup({ config: { root: pathToFileURL(`${project}/`) }, logger: { warn: (text: string) => warnings.push(text) } });
  } catch (error) {
    if ((error as Error).message !== 'exit') throw error;
  }
  return { warnings: warnings.join('\n'), stderr, exitCode: exit.mock.calls[0]?.[0] };
}

const priceLines = (text: string) =>
  text.split('\n').filter((line) => / › Budget indicatif › /.test(line) && line.startsWith('  - Services › '));

describe('a production build and the prices', () => {
  it('refuses the example’s price ranges and dates, each named by its place in the admin', () => {
    const { stderr, exitCode } = runGuard({ SITE_ENV: 'production' });
    expect(exitCode).toBe(1);
    expect(stderr).toContain('Mise en ligne refusée');
    const lines = priceLines(stderr);
    expect(lines.some((line) => line.includes('› Fourchettes de prix › n°\u00a01\u00a0: «'))).toBe(true);
    expect(lines.filter((line) => line.includes('› Prix fixés le\u00a0: «'))).toHaveLength(serviceFiles.length);
  });

  it('publishes the owner’s own prices, and refuses them again once more than a year old', () => {
    const reprice = (pricedOn: string) => {
      for (const file of serviceFiles) {
        editFrontMatter(join(services, file), (data) => {
          const budget = data['budget'] as { pricedOn: string; lines: { from: number; to: number }[] };
          budget.pricedOn = pricedOn;
          for (const line of budget.lines) Object.assign(line, { from: line.from + 5, to: line.to + 5 });
        });
      }
    };
    reprice(today);
    expect(priceLines(runGuard({ SITE_ENV: 'production' }).stderr)).toEqual([]);
    reprice(monthsLater(today, -13));
    const { stderr, exitCode } = runGuard({ SITE_ENV: 'production' });
    expect(exitCode).toBe(1);
    const old = priceLines(stderr);
    expect(old).toHaveLength(serviceFiles.length);
    for (const line of old)
      expect(line).toMatch(/› Prix fixés le\u00a0: prix fixés le .* revoyez-les, puis indiquez la date du jour$/);
    // Any other build builds on, with the same list as a warning.
    const local = runGuard({});
    expect(local.exitCode).toBeUndefined();
    expect(priceLines(local.warnings)).toEqual(old);
  });
});

describe('every build’s log and the statements of law and aid', () => {
  it('names each statement past its review day; none while each is current', () => {
    expect(runGuard({}).warnings).not.toContain('Informations à revoir\u00a0:');
    editYaml(join(project, CONTENT_DIR, contentSources.aid.file), (document) => {
      document.setIn(['statements', 0, 'checkedOn'], monthsLater(today, -8));
      document.setIn(['statements', 0, 'reviewBy'], monthsLater(today, -2));
    });
    const { warnings } = runGuard({});
    expect(warnings).toContain(
      'Informations à revoir\u00a0: 1\u00a0information a dépassé sa date de relecture, les pages ne la présentent plus comme à jour\u00a0:',
    );
    expect(warnings).toContain(
      'Aides et mises en garde › n°\u00a01 › À revoir au plus tard le\u00a0: Date de relecture passée',
    );
  });
});
