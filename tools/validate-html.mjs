// Check every page of the built site with the W3C Nu HTML Checker (vnu-jar): any error fails.
// Warnings are printed but do not fail. Needs Java 11 or later: as root with apt-get, the script
// installs Debian's `default-jre-headless` when no `java` is found (vnu-jar's own fallback downloads
// a Java from the internet, which the project's machines cannot reach).
//
// Env: DIST_DIR (default "dist"). Usage: `npm run test:html` (after `npm run build`).
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';
import { htmlFiles, projectRoot } from './project.mjs';

const require = createRequire(import.meta.url);
/** @type {string} path of vnu.jar (the package's main export is that path) */
const vnuJar = String(require('vnu-jar'));

function hasJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return !result.error && result.status === 0;
}

function ensureJava() {
  if (hasJava()) return;
  const canInstall = process.getuid?.() === 0 && !spawnSync('apt-get', ['--version']).error;
  if (canInstall) {
    console.log('Java introuvable : installation du paquet Debian « default-jre-headless »…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'default-jre-headless']]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) break;
    }
    if (hasJava()) return;
  }
  throw new Error(
    'Java (11 ou plus) est nécessaire au validateur HTML (vnu-jar) et n’a pas été trouvé.\n' +
      'Installez-le, par exemple : sudo apt-get update && sudo apt-get install -y default-jre-headless',
  );
}

/**
 * @typedef {{ type: string, subType?: string, url?: string, lastLine?: number, lastColumn?: number,
 *   message: string, extract?: string }} VnuMessage
 */

/**
 * What the checker still reports though the HTML Standard allows it: `blocking="render"` on a
 * `<link rel="expect">` (the link keeps rendering back until the element it names is parsed;
 * the Standard allows `blocking` on `expect` links as on stylesheets, vnu knows stylesheets only).
 * @param {VnuMessage} m
 */
function isValidPerStandard(m) {
  return (
    m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute') &&
    /<link rel="expect" href="#[^"]+" blocking="render">/.test(m.extract ?? '')
  );
}

function main() {
  const distDir = process.env.DIST_DIR || 'dist';
  const root = resolve(projectRoot, distDir);
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`Dossier « ${root} » introuvable : construisez d’abord le site (npm run build).`);
  }
  const files = htmlFiles(root);
  if (files.length === 0) throw new Error(`Aucune page HTML dans « ${root} ».`);

  ensureJava();
  const result = spawnSync('java', ['-Xss1024k', '-jar', vnuJar, '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  /** @type {{ messages: VnuMessage[] }} */
  let report;
  try {
    report = JSON.parse(result.stderr || result.stdout);
  } catch {
    throw new Error(`Réponse illisible du validateur :\n${result.stderr}\n${result.stdout}`);
  }

  const reported = report.messages.filter(
    (m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error',
  );
  const errors = reported.filter((m) => !isValidPerStandard(m));
  const warnings = report.messages.filter((m) => m.type === 'info' && m.subType === 'warning');
  /** @param {VnuMessage} m */
  const where = (m) => {
    const file = m.url ? relative(root, m.url.replace(/^file:/, '')) : '?';
    return `${file}:${m.lastLine ?? '?'}:${m.lastColumn ?? '?'}`;
  };
  for (const m of warnings) console.warn(`avertissement ${where(m)} ${m.message}`);
  for (const m of errors) {
    console.error(`ERREUR ${where(m)} ${m.message}`);
    if (m.extract) console.error(`    …${m.extract.replace(/\s+/g, ' ').trim()}…`);
  }
  console.log(
    `Validateur W3C (vnu) : ${files.length} pages, ${errors.length} erreur(s), ${warnings.length} avertissement(s).`,
  );
  if (errors.length > 0) process.exitCode = 1;
  else if (result.status !== 0 && reported.length === 0) {
    console.error(`Le validateur s’est arrêté avec le code ${result.status} sans signaler d’erreur.`);
    process.exitCode = 1;
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
