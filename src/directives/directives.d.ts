import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when on screen, never before the first contentful paint (visible-after-paint.ts). */
    'client:visible-after-paint'?: boolean | { rootMargin?: string };
  }
}
