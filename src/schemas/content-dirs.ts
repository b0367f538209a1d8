/**
 * Where content lives, from the project root: the owner's (`src/content`), and the shipped
 * example's copy (`example/content`, made again from src/content by `npm run example:sync`), which
 * the tests build their sites from and a production build compares the owner's content with.
 * No imports: the project's scripts read it with plain Node.
 */
export const CONTENT_DIR = 'src/content';
export const EXAMPLE_CONTENT_DIR = 'example/content';
