import type { ClientDirective } from 'astro';
import { afterPageLoad } from '../lib/loading/after-page-load';
import { whenReached } from '../lib/loading/when-reached';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate after the page's largest paint: when the browser is idle (`client:afterpaint`),
     * or once the visitor reaches the island (`client:afterpaint="visible"`: lib/loading/when-reached.ts).
     */
    'client:afterpaint'?: boolean | 'visible';
  }
}

/**
 * `client:afterpaint`: `client:idle` or `client:visible`, except that it first waits for the
 * page's load (its stylesheet and largest picture) and a frame painted since. While a
 * render-blocking stylesheet downloads the main thread is idle, and an island already in view at
 * arrival (`/galerie`) is "visible" in the very frame being painted: both built-in directives may
 * then fetch React before anything is on screen, or while the largest picture is still on its
 * way, competing with it. The wait is bounded from the page's first frame (lib/loading/after-page-load.ts);
 * a prerendered page produces no frame until it is shown, so its islands hydrate once it is.
 */
const afterPaint: ClientDirective = (load, options, element) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  afterPageLoad(start);
  function start() {
    if (options.value === 'visible') {
      whenReached([...element.children], () => void hydrate());
    } else if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => void hydrate(), { timeout: 3000 });
    } else {
      setTimeout(() => void hydrate(), 200);
    }
  }
};

export default afterPaint;
