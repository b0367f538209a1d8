/**
 * The owner's photos, checked before anything is built (integrations/content-check.ts): every
 * photo the content names (in the admin, « Votre photo ») must be readable and big enough for its
 * slot, or the build stops with one French message listing each file and what is expected. Photos
 * the content does not name are left alone.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { pictureSlots, type ImageSlot } from '../lib/media/image-slots';
import { tooSmallProblem, unreadableProblem } from '../lib/media/photos-rules';
import { readRawContent } from './content-files';

/** Reads a photo completely; returns a problem in French, or null when the photo is usable. */
export async function checkPhoto(slot: ImageSlot, file: string, display: string): Promise<string | null> {
  try {
    const image = sharp(file, { failOn: 'error' });
    const meta = await image.metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new Error('no size');
    // Decode the whole file: a truncated or corrupt photo fails here, not in the middle of the build.
    await image.resize(32).toBuffer();
    return tooSmallProblem(slot, display, width, height);
  } catch {
    return unreadableProblem(slot, display);
  }
}

/** Every photo the content of the project at `root` names, with its slot (`path` as written: `/photos/x.jpg`). */
export function namedPhotos(root: string): { slot: ImageSlot; path: string }[] {
  const raw = readRawContent(root);
  const slots = pictureSlots({
    home: raw.home,
    services: raw.services.map((document) => ({ slug: document.id, image: document.data.image })),
    gallery: raw.gallery,
    worksites: raw.worksites
      .filter((document) => !document.data.draft)
      .map(({ id, data }) => ({ slug: id, photos: data.photos })),
  });
  return slots.flatMap(({ slot, content }) => (content.photo ? [{ slot, path: content.photo.file }] : []));
}

/** What to change about the photos the content of the project at `root` names, one French line per photo; and how many it names. */
export async function photoProblems(root: string): Promise<{ problems: string[]; photos: number }> {
  const photos = namedPhotos(root);
  const problems = (
    await Promise.all(photos.map(({ slot, path }) => checkPhoto(slot, join(root, path), path.slice(1))))
  ).filter((problem): problem is string => problem !== null);
  return { problems, photos: photos.length };
}

/** Checks every photo the content of the project at `root` names; throws one French error listing every problem. */
export async function checkPhotos(root: string): Promise<number> {
  const { problems, photos } = await photoProblems(root);
  if (problems.length > 0) {
    throw new Error(`Photos à corriger\u00a0:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  }
  return photos;
}
