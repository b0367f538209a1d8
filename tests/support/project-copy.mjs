// A throwaway copy of the project, to build the site with other content or photos than the
// checkout's (the owner's admin saving files, test photos) without touching the real files.
// The copy shares the checkout's node_modules; Astro's cache lives in the copy (ASTRO_CACHE_DIR).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse, parseDocument, stringify } from 'yaml';
import { projectRoot } from '../../tools/project.mjs';

/** What a build needs from the project. */
const PROJECT_FILES = ['src', 'photos', 'astro.config.mjs', 'tsconfig.json', 'package.json'];

/**
 * Copies the project into a new temporary folder and returns its path.
 * @param {string} [prefix]
 */
export function copyProject(prefix = 'site-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const name of PROJECT_FILES) {
    const from = join(projectRoot, name);
    if (existsSync(from)) cpSync(from, join(dir, name), { recursive: true });
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * Builds a copy; returns the exit status and the whole output.
 * @param {string} root the copy
 * @param {string} outDir where to write the site (absolute, or relative to the copy)
 * @param {Record<string, string>} [env]
 */
export function buildProject(root, outDir, env = {}) {
  const astro = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin/astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build', '--outDir', outDir], {
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: './.astro/cache', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/**
 * Changes a YAML content file of a copy, keeping its comments and layout.
 * @param {string} file path of the file
 * @param {(document: import('yaml').Document) => void} change
 */
export function editYaml(file, change) {
  const document = parseDocument(readFileSync(file, 'utf8'));
  change(document);
  writeFileSync(file, document.toString({ lineWidth: 0 }));
}

/**
 * Changes the front matter of a Markdown content file of a copy.
 * @param {string} file
 * @param {(data: Record<string, any>) => void} change
 */
export function editFrontMatter(file, change) {
  const [, front = '', body = ''] = /^---\n([\s\S]*?)---\n([\s\S]*)$/.exec(readFileSync(file, 'utf8')) ?? [];
  const data = parse(front) ?? {};
  change(data);
  writeFileSync(file, `---\n${stringify(data, { lineWidth: 0 })}---\n${body}`);
}
