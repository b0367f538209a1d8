import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../tools/project.mjs';

// The project's own lint configuration, given files that do not exist: each is linted at the path
// it names, so the layer rules apply to it as they would to a real file there.
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: projectRoot });
  // The first file loads the configuration and its plugins: not a test's time.
  await eslint.lintText('export {};\n', { filePath: 'src/lib/probe.ts' });
}, 60_000);

async function lintRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const importing = (source: string) => `import * as imported from '${source}';\nexport const used = imported;\n`;

describe('files outside every layer', () => {
  it.each(['src/helpers/format.ts', 'scripts/release.mjs', 'src/components/widgets/Badge.tsx'])(
    'refuses %s',
    async (file) => {
      expect(await lintRules(file, 'export const value = 1;\n')).toContain('boundaries/no-unknown-files');
    },
  );
});

describe('imports that go the wrong way', () => {
  it.each([
    ['src/lib/probe.ts', '../../tools/project.mjs'],
    ['src/lib/probe.ts', '../../tests/support/navigation'],
    ['src/lib/probe.ts', '../content.config'],
    ['src/lib/pages/probe.ts', '../../components/ui/ButtonLink'],
    ['src/schemas/probe.ts', '../lib/contact/phone'],
    ['tools/probe.mjs', '../tests/support/navigation.ts'],
    ['tools/probe.mjs', '../src/components/frame/SiteFooter.tsx'],
    ['src/components/islands/Probe.tsx', '../sections/HeroSection'],
    ['src/components/islands/contact-form/use-probe.ts', '../../sections/ZoneMap'],
    ['src/components/ui/Card.tsx', '../islands/ContactForm'],
    ['src/inline-scripts/probe.ts', '../components/ui/ButtonLink'],
  ])('refuses %s importing %s', async (file, source) => {
    expect(await lintRules(file, importing(source))).toContain('boundaries/dependencies');
  });

  it.each(['node:fs', 'fs', 'fs/promises', 'os', 'module', 'path', 'zlib', 'node:test'])(
    'refuses lib/ importing the Node built-in %s',
    async (source) => {
      expect(await lintRules('src/lib/probe.ts', importing(source))).toContain('no-restricted-imports');
    },
  );

  it.each([
    ['src/components/islands/Probe.tsx', '../ui/cn'],
    ['src/components/islands/contact-form/Probe.tsx', '../../ui/cn'],
    ['src/components/islands/Probe.tsx', 'tailwind-merge'],
  ])('refuses %s importing %s (tailwind-merge in the browser)', async (file, source) => {
    expect(await lintRules(file, importing(source))).toContain('no-restricted-imports');
  });
});

describe('imports that follow the layers', () => {
  it.each([
    ['src/lib/pages/probe.ts', '../contact/phone'],
    ['src/components/ui/Card.tsx', '../../lib/contact/phone'],
    ['src/components/ui/Card.tsx', './cn'],
    ['src/components/islands/Probe.tsx', 'clsx'],
    ['src/components/islands/contact-form/use-probe.ts', '../useToasts'],
    ['src/components/sections/service-page/Probe.tsx', '../../islands/ContactForm'],
    ['tools/probe.mjs', '../src/lib/contact/phone.ts'],
    ['tests/unit/probe.test.ts', '../../tools/project.mjs'],
    ['tests/unit/probe.test.ts', '../../src/components/sections/HeroSection'],
  ])('allows %s importing %s', async (file, source) => {
    expect(await lintRules(file, importing(source))).toEqual([]);
  });
});
