import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers the project's own client directives (see visible-after-paint.ts). */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'visible-after-paint',
          entrypoint: fileURLToPath(new URL('./visible-after-paint.ts', import.meta.url)),
        });
      },
    },
  };
}
