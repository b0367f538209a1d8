// Where the project is, and the HTML files of a built site: the one copy tools and tests share.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The checkout's root folder. Paths given in the environment (DIST_DIR…) are relative to it. */
export const projectRoot = resolve(import.meta.dirname, '..');

/**
 * Every HTML file under a folder (a built site), sorted.
 * @param {string} dir
 * @returns {string[]} absolute or `dir`-relative paths, as `dir` was given
 */
export function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
