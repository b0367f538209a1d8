import { imageSlots, slotSize, type ImageSlot, type ResolvedImage, type ResolvedImages } from './image-slots';

/** Artwork URLs, fingerprinted by the build (`/_astro/charpente.Ab12.svg`). */
const artwork = import.meta.glob<string>('../assets/artwork/**/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

function artworkUrl(slot: ImageSlot): string {
  const url = artwork[`../assets/artwork/${slot}.svg`];
  if (!url) throw new Error(`Illustration manquante pour l’emplacement « ${slot} » : src/assets/artwork/${slot}.svg`);
  return url;
}

/** Resolves every image slot of the site, once per build. */
export async function resolveImages(): Promise<ResolvedImages> {
  const resolved: Partial<ResolvedImages> = {};
  for (const slot of imageSlots) {
    const image: ResolvedImage = { src: artworkUrl(slot), ...slotSize(slot), sources: [] };
    resolved[slot] = image;
  }
  return resolved as ResolvedImages;
}
