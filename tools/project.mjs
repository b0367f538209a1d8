// Where the project is, and the files of a built site: the one copy tools and tests share.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The checkout's root folder. Paths given in the environment (DIST_DIR…) are relative to it. */
export const projectRoot = resolve(import.meta.dirname, '..');

/**
 * Every file under a folder whose name ends with one of `endings` (`['.css', '.js']`), sorted.
 * @param {string} dir
 * @param {readonly string[]} endings
 * @returns {string[]} absolute or `dir`-relative paths, as `dir` was given
 */
export function filesUnder(dir, endings) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Every HTML file under a folder (a built site), sorted.
 * @param {string} dir
 */
export function htmlFiles(dir) {
  return filesUnder(dir, ['.html']);
}
