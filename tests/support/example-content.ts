/**
 * The shipped example's content (example/content/), which every test site is built from: tests
 * read their expectations there, so that the owner's own content (src/content/) never turns a
 * test red. `npm run example:sync` makes it a copy of src/content/ again in this repository.
 */
import { join } from 'node:path';
import { readRawContent } from '../../src/integrations/content-files';
import { assembleContent } from '../../src/lib/content/site-content';
import { EXAMPLE_CONTENT_DIR } from '../../src/schemas/content-dirs';
import { projectRoot } from '../../tools/project.mjs';

export const exampleContentDir = join(projectRoot, EXAMPLE_CONTENT_DIR);

/** The example's files, validated, nothing filled in (a new copy each time: tests may change it). */
export function readExampleRaw() {
  return readRawContent(projectRoot, exampleContentDir);
}

/** The example's content as the pages get it. */
export function readExampleContent() {
  const raw = readExampleRaw();
  // Every review of the example is one of the example's, as the build marks them.
  return assembleContent(raw, { exampleReviewIds: raw.reviews.map((review) => review.id) });
}
