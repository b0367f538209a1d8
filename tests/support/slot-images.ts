/**
 * The pictures the page builders receive, without a build: every slot answers with a picture named
 * after it (the builders only pass pictures along, so a test can tell which slot went where).
 */
import type { ResolvedImage, ResolvedImages } from '../../src/lib/media/image-slots';

export function slotImages(kind: ResolvedImage['kind'] = 'illustration'): ResolvedImages {
  return {
    get: (slot: string): ResolvedImage => ({
      src: `/${slot}.${kind === 'photo' ? 'jpg' : 'svg'}`,
      width: 4,
      height: 3,
      sources: [],
      kind,
      alt: `alt ${slot}`,
      caption: `légende ${slot}`,
    }),
  } as ResolvedImages;
}
