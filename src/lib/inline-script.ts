/**
 * Inline scripts as pages carry them: minified. They travel in the HTML before anything else
 * and count towards the home page's JavaScript ceiling; their source stays the readable, tested
 * function that lib/ copies with `Function.prototype.toString`. Runs at build time only
 * (esbuild, which Astro builds with).
 */
import { transformSync } from 'esbuild';

/** Stands for the arguments while the call is minified (a global name: never renamed or dropped). */
const ARGUMENTS = '__inline_script_arguments__';

/**
 * The statement `(fn)(arg, …);` with `fn` minified. The arguments go in as given, after
 * minification: data whose `<` the caller escaped stays escaped, so nothing in it can close
 * the <script> element.
 */
export function inlineCall(source: string, args: readonly string[]): string {
  const { code } = transformSync(`(${source})(${ARGUMENTS});`, { minify: true, legalComments: 'none' });
  const call = `(${ARGUMENTS})`;
  if (code.split(call).length !== 2) throw new Error('inlineCall: the minified call was not found');
  return code.trim().replace(call, () => `(${args.join(',')})`);
}
