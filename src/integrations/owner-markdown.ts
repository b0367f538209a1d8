/**
 * The second wall around the owner's Markdown (about.md, services/*.md, legal/*.md): any HTML in
 * it is published as the text it is, never as markup. The admin and the content check refuse it
 * first (schemas/markdown.ts); this holds should a file reach the build another way. Astro 7
 * renders Markdown with Sätteri, whose plugins see the Markdown tree: each raw HTML node becomes a
 * text node, which the renderer escapes (`&lt;script&gt;`). The headings keep their ids, given
 * later by Astro's own plugin.
 */
import type { AstroIntegration } from 'astro';

/** The parts of a Sätteri Markdown plugin this one uses. */
interface RawHtmlNode {
  type: 'html';
  value: string;
}
interface MarkdownPlugin {
  name: string;
  html: (
    node: RawHtmlNode,
    context: { replaceNode: (node: RawHtmlNode, next: { type: 'text'; value: string }) => void },
  ) => void;
}

export const rawHtmlAsText: MarkdownPlugin = {
  name: 'html-en-texte',
  html(node, context) {
    context.replaceNode(node, { type: 'text', value: node.value });
  },
};

export function ownerMarkdown(): AstroIntegration {
  return {
    name: 'markdown-du-proprietaire',
    hooks: {
      'astro:config:setup': ({ config }) => {
        const processor = config.markdown.processor as { name: string; options: { mdastPlugins?: unknown[] } };
        // Another processor would ignore the plugin: better no build than HTML published.
        if (processor.name !== 'satteri' || !Array.isArray(processor.options.mdastPlugins)) {
          throw new Error(
            `Le Markdown n’est plus rendu par Sätteri (${processor.name}) : adaptez src/integrations/owner-markdown.ts.`,
          );
        }
        processor.options.mdastPlugins.push(rawHtmlAsText);
      },
    },
  };
}
