// @ts-check
/**
 * The site's own client directives, registered as a tiny Astro integration.
 * @returns {import('astro').AstroIntegration}
 */
export function clientDirectives() {
  return {
    name: 'site-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'afterpaint', entrypoint: './src/directives/after-paint.ts' });
        addClientDirective({ name: 'intent', entrypoint: './src/directives/on-intent.ts' });
      },
    },
  };
}
