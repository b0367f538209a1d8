// `npm run format:content`: writes every file of src/content/ the way the admin writes it
// (src/lib/content/content-format.ts: keys in the order of their schema, one line per text), so that an
// owner's first save of a file changes only the lines of the fields changed. Run it after merging
// or editing content files by hand; `--check` only lists the files to rewrite (exit 1 if any).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { projectRoot } from './project.mjs';

// The project's TypeScript modules, bundled for Node (they import each other without extensions).
const cache = join(projectRoot, 'node_modules/.cache/format-content');
mkdirSync(cache, { recursive: true });
const entry = join(cache, 'content-files.mjs');
await build({
  entryPoints: [join(projectRoot, 'src/integrations/content-files.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile: entry,
  logLevel: 'error',
});
const { unformattedContentFiles } = await import(pathToFileURL(entry).href);

const check = process.argv.includes('--check');
const files = unformattedContentFiles(projectRoot);
for (const { file, formatted } of files) {
  if (!check) writeFileSync(join(projectRoot, file), formatted);
  console.log(`${check ? 'à réécrire' : 'réécrit'} : ${file}`);
}
if (files.length === 0) console.log('Les fichiers de src/content/ sont dans la mise en forme de l’administration.');
if (check && files.length > 0) process.exit(1);
