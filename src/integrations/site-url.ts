/**
 * What the Astro configuration needs of the content before the content collections exist: the
 * site's address (the identity's `url`) and the going-live settings (its `launch`), each checked
 * by the identity's own schema. Nothing else of the content is read here; the pages read it
 * through the content collections.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CONTENT_DIR, contentSources } from '../schemas/collections';
import type { LaunchSettings } from '../schemas/launch';

function identityField(root: string, field: 'url' | 'launch'): unknown {
  const file = join(root, CONTENT_DIR, contentSources.identity.file);
  if (!existsSync(file)) return undefined;
  try {
    return (parse(readFileSync(file, 'utf8')) as Record<string, unknown> | null)?.[field];
  } catch {
    return undefined;
  }
}

/** Undefined while the identity cannot give it: the content check then lists what to change. */
export function readSiteUrl(root = process.cwd()): string | undefined {
  const url = contentSources.identity.schema.shape.url.safeParse(identityField(root, 'url'));
  return url.success ? url.data : undefined;
}

/** Undefined while the identity cannot give them (the site is then not ready, and the content check says why). */
export function readLaunchSettings(root = process.cwd()): LaunchSettings | undefined {
  const launch = contentSources.identity.schema.shape.launch.safeParse(identityField(root, 'launch'));
  return launch.success ? launch.data : undefined;
}
