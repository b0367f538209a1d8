/**
 * What the build's bundler may leave unsaid, each for a stated reason (docs/developpeurs/architecture.md,
 * « Une construction silencieuse », lists them).
 *
 * Direct `eval` inside the admin's libraries (Decap CMS and what it bundles), never reached in a
 * browser: js-sha256 and @iarna/toml call `eval("require(…)")` only on their Node.js branch, and
 * gray-matter evaluates front matter only when a file opens with `---js`, which the admin never
 * writes (its collections are YAML). The site's own pages ship none of these modules.
 */
const harmlessEval = ['/node_modules/js-sha256/', '/node_modules/@iarna/toml/', '/node_modules/gray-matter/'];

interface BundlerLog {
  code?: string;
  id?: string;
  message: string;
}

/** True for a log the build need not print: a known-harmless `eval` of a library named above. */
export function isKnownHarmlessLog(log: BundlerLog): boolean {
  if (log.code !== 'EVAL') return false;
  const where = `${log.id ?? ''} ${log.message}`.replaceAll('\\', '/');
  return harmlessEval.some((path) => where.includes(path));
}

/**
 * The largest chunk the build accepts in silence, in kB: the admin's bundle (Decap CMS, about
 * 3.7 MB minified), loaded on /admin only and by the owner alone. The visitors' pages keep their own
 * far lower JavaScript ceiling, which the tests measure.
 */
export const adminChunkSizeLimitKb = 4500;
