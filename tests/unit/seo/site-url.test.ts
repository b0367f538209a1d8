import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSiteUrl } from '../../../src/integrations/site-url';
import { CONTENT_DIR } from '../../../src/schemas/collections';

const roots: string[] = [];
/** A project whose identity file says `text` (or has no identity file when `text` is null). */
function project(text: string | null): string {
  const root = mkdtempSync(join(tmpdir(), 'site-url-'));
  roots.push(root);
  mkdirSync(join(root, CONTENT_DIR), { recursive: true });
  if (text !== null) writeFileSync(join(root, CONTENT_DIR, 'identity.yaml'), text);
  return root;
}
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('the site’s address for the Astro configuration', () => {
  it('is the identity’s url, whatever else the file holds', () => {
    expect(readSiteUrl(project('name: Toitures\nurl: https://www.toitures-beaumont.be\nphone: ~\n'))).toBe(
      'https://www.toitures-beaumont.be',
    );
  });

  it('is unknown while the file is missing, unreadable or its url invalid', () => {
    expect(readSiteUrl(project(null))).toBeUndefined();
    expect(readSiteUrl(project('url: [https://www.toitures-beaumont.be\n'))).toBeUndefined();
    expect(readSiteUrl(project('url: pas une adresse\n'))).toBeUndefined();
  });
});
