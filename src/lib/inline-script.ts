/**
 * The source of a script copied into a page (`src/scripts/*.js`, imported `?raw`), without its
 * whole-line comments, called with `args` (JSON): the code the page runs, and hashes for its CSP.
 */
export function inlineCall(source: string, ...args: unknown[]): string {
  const code = source
    .replace(/^\s*\/\/.*\n/gm, '')
    .trim()
    .replace(/;$/, '');
  // `<` escaped: a value can never close the <script> element it is written in.
  const json = (arg: unknown) => JSON.stringify(arg).replaceAll('<', '\\u003c');
  return `${code}(${args.map(json).join(', ')});`;
}
