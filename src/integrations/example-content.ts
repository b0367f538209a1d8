/**
 * The shipped example's content (`example/content/`), read once: the values the owner's content
 * must not keep when the site is published.
 */
import { join } from 'node:path';
import { placeholderFields } from '../config/launch';
import { EXAMPLE_CONTENT_DIR } from '../schemas/content-dirs';
import { exampleValuesIn } from '../lib/content/launch';
import type { RawContent } from '../lib/content/site-content';
import { readRawContent } from './content-files';

const cache = new Map<string, RawContent>();

/** The example's content files, validated by the same schemas as the owner's. */
export function readExampleContent(root = process.cwd()): RawContent {
  let content = cache.get(root);
  if (!content) {
    content = readRawContent(root, join(root, EXAMPLE_CONTENT_DIR));
    cache.set(root, content);
  }
  return content;
}

/** Whether the business details still hold placeholders of the example (the legal pages then say so). */
export function isStillExample(identity: unknown, root = process.cwd()): boolean {
  return exampleValuesIn(identity, readExampleContent(root).identity, placeholderFields).length > 0;
}
