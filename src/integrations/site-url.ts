/**
 * The site's address, which the Astro configuration needs before the content collections exist:
 * the one field `url` of the identity file, checked by the identity's own schema. Nothing else of
 * the content is read here; the pages read it through the content collections.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CONTENT_DIR, contentSources } from '../schemas/collections';

/** Undefined while the identity cannot give it: the content check then lists what to change. */
export function readSiteUrl(root = process.cwd()): string | undefined {
  const file = join(root, CONTENT_DIR, contentSources.identity.file);
  if (!existsSync(file)) return undefined;
  let identity: unknown;
  try {
    identity = parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  const url = contentSources.identity.schema.shape.url.safeParse((identity as { url?: unknown } | null)?.url);
  return url.success ? url.data : undefined;
}
