/**
 * Stylesheets that libraries insert at run time, which the pages' Content-Security-Policy must
 * let in by their hash: sonner (the contact form's toasts) writes an empty <style>, then its CSS
 * into it. Their CSS is read from the installed library, so the hashes follow its updates; a
 * library whose build no longer matches fails the build, so that no hash is silently stale.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Each library, the file of its build the site bundles (next to its entry point), and where the CSS is. */
const RUNTIME_STYLES = [{ module: 'sonner', file: 'index.mjs', pattern: /__insertCSS\((".*?[^\\]")\)/s }];

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}` as const;

/** The hashes (Astro's format) of every stylesheet libraries insert at run time, and of their empty <style>. */
export function runtimeStyleHashes(): `sha256-${string}`[] {
  const require = createRequire(import.meta.url);
  return RUNTIME_STYLES.flatMap(({ module, file, pattern }) => {
    const literal = pattern.exec(readFileSync(join(dirname(require.resolve(module)), file), 'utf8'))?.[1];
    if (!literal)
      throw new Error(`${module} : CSS insérée introuvable, mettez à jour src/integrations/runtime-styles.ts.`);
    return ['', JSON.parse(literal) as string].map(sha256);
  });
}
