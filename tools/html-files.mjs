// Every HTML file under a folder (a built site), sorted: the one walker the tools and tests share.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {string} dir
 * @returns {string[]} absolute or `dir`-relative paths, as `dir` was given
 */
export function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
