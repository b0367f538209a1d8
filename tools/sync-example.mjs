// Makes example/content/ a copy of src/content/ again: the shipped example's content, which the
// tests build their sites from and the launch guard compares the owner's content with.
//
// Run it in this project's own repository after merging a change to the shipped content (a text,
// a schema that changes the files' layout), while src/content/ is still the example: `npm run
// example:sync`, then commit both folders. Never in an owner's copy, where src/content/ holds the
// owner's business.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_DIR, EXAMPLE_CONTENT_DIR } from '../src/schemas/content-dirs.ts';
import { projectRoot } from './project.mjs';

const target = join(projectRoot, EXAMPLE_CONTENT_DIR);
rmSync(target, { recursive: true, force: true });
cpSync(join(projectRoot, CONTENT_DIR), target, { recursive: true });
console.log(`${CONTENT_DIR}/ → ${EXAMPLE_CONTENT_DIR}/`);
