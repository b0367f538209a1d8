import type { ClientDirective } from 'astro';
import { onIntent } from '../lib/loading/on-intent';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate when the visitor reaches for the island (mouse over it, focus in it, a finger's
     * click on it), at the latest some seconds later, once idle (lib/loading/on-intent.ts);
     * `client:intent="only"`: on the visitor's gesture and never otherwise.
     */
    'client:intent'?: boolean | 'only';
  }
}

/**
 * `client:intent`: for an island that works before hydration and has nothing to do until it is
 * used (the header of the pages other than the home page: its menus are CSS and <details>
 * without JavaScript). Hydrated after the first paint (`client:afterpaint`), its framework and code
 * (66 KB) still ran while the page loaded: a phone four times slower than a computer, as
 * Lighthouse simulates, spent 190 to 330 ms blocked on them. Reached for, it hydrates within a
 * round trip, while the visitor's first gesture already works. An island with nothing to show
 * until it is used (the price calculator) waits for that gesture only: `client:intent="only"`.
 */
const intent: ClientDirective = (load, options, element) => {
  onIntent(
    element,
    () => {
      void load().then((hydrate) => hydrate());
    },
    options.value === 'only' ? null : undefined,
  );
};

export default intent;
