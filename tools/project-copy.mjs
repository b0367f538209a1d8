// A copy of the project, to build the site with other content or photos than the checkout's
// without touching the real files. By default its content is the shipped example's
// (example/content/), so that what the tests expect never depends on the owner's edits; the
// launch rehearsal copies the owner's content instead. The copy shares the checkout's
// node_modules; Astro's cache lives in the copy (astro.config.mjs).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { parseDocument } from 'yaml';
import { parseContent, writeContent } from '../src/lib/content/content-format.ts';
import { CONTENT_DIR, EXAMPLE_CONTENT_DIR } from '../src/schemas/content-dirs.ts';
import { projectRoot } from './project.mjs';

/** Where a build outside a publishing host keeps its cache (src/config/launch.ts, `buildCacheDir`). */
const BUILD_CACHE = '.astro/cache';

/** What a build needs from the project (netlify.toml: the rehearsal builds as Netlify does). */
const PROJECT_FILES = ['src', 'example', 'photos', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'netlify.toml'];

/**
 * Copies the project and returns the copy's path: a new temporary folder, or `into`, emptied
 * first but for Astro's cache (the test sites are built there on every run).
 * @param {string} [prefix]
 * @param {{ content?: 'example' | 'owner', into?: string, cacheFrom?: string }} [options] `content`: the shipped
 *   example's (default) or the checkout's src/content/; `cacheFrom`: another copy whose build
 *   cache this one starts with, as a host keeps it between builds (Astro's images and the social
 *   cards, each file named by what it was made from: only what both contents share is used),
 *   without its content store
 */
export function copyProject(prefix = 'site-', { content = 'example', into, cacheFrom } = {}) {
  const dir = into ?? mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir))
    if (entry !== '.astro') rmSync(join(dir, entry), { recursive: true, force: true });
  for (const name of PROJECT_FILES) {
    const from = join(projectRoot, name);
    if (existsSync(from)) cpSync(from, join(dir, name), { recursive: true });
  }
  if (content === 'example') {
    rmSync(join(dir, CONTENT_DIR), { recursive: true });
    cpSync(join(projectRoot, EXAMPLE_CONTENT_DIR), join(dir, CONTENT_DIR), { recursive: true });
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const cache = cacheFrom && join(cacheFrom, BUILD_CACHE);
  if (cache && existsSync(cache))
    cpSync(cache, join(dir, BUILD_CACHE), {
      recursive: true,
      filter: (source) => basename(source) !== 'data-store.json',
    });
  return dir;
}

/**
 * A fresh clone of the project, as the owner gets one: every file git checks out (those of the
 * working tree, with their changes), and the installed packages (`npm install`) linked one by one,
 * so that every cache (Vite's pre-bundled dependencies in node_modules/.vite, Astro's .astro/)
 * starts empty, in the copy. Returns the copy's path.
 * @param {string} [prefix]
 */
export function cloneProject(prefix = 'clone-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files : ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(projectRoot, file))) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(projectRoot, file), join(dir, file));
  }
  const modules = join(projectRoot, 'node_modules');
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    // Caches and npm's own record stay behind; the programs (.bin) come along.
    if (entry.startsWith('.') && entry !== '.bin') continue;
    symlinkSync(join(modules, entry), join(dir, 'node_modules', entry), 'dir');
  }
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
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
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
  const data = parseContent(readFileSync(file, 'utf8'));
  change(data);
  writeFileSync(file, writeContent(data, true));
}
