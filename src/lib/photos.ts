/**
 * The owner's photos: one file per image slot in the photos folder (`photos/` at the project
 * root, or `$PHOTOS_DIR`), named after the slot — `photos/hero.jpg`,
 * `photos/services/charpente.jpg`, `photos/galerie/ardoise-1.png`… At build time every slot
 * with a photo uses it instead of its artwork (see `resolve-images.ts`).
 *
 * This module checks the folder before the build starts, so that a photo that is too small,
 * unreadable or wrongly named stops the build with a message saying which file and what is
 * expected (run by the `photos` integration in astro.config.mjs). Node only (sharp).
 */
import { readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { imageSlots, type ImageSlot } from './image-slots';
import { minimumSize, ratioLabel } from './photos-rules';

export { croppedSize, minimumSize, photoWidths } from './photos-rules';

/** File types accepted for a photo (any case: `.JPG` is fine). */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

/** Default folder, relative to the project root; `PHOTOS_DIR` overrides it (tests use it). */
export const DEFAULT_PHOTOS_DIR = 'photos';

/** Absolute path of the photos folder. */
export function photosDir(root: string, env: Record<string, string | undefined> = process.env): string {
  const dir = env.PHOTOS_DIR?.trim() || DEFAULT_PHOTOS_DIR;
  return isAbsolute(dir) ? dir : resolve(root, dir);
}

const NBSP = '\u00a0';
const px = (w: number, h: number) => `${w}${NBSP}×${NBSP}${h}${NBSP}px`;

export interface FoundPhoto {
  slot: ImageSlot;
  /** Absolute path. */
  file: string;
  /** Path shown to the owner, relative to the project (e.g. `photos/services/charpente.jpg`). */
  display: string;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Photos of the folder, matched to their slots. Files that are not images (a README) are
 * ignored; an image whose name matches no slot, or two images for one slot, are problems.
 */
export function findPhotos(dir: string, root: string): { photos: FoundPhoto[]; problems: string[] } {
  const photos: FoundPhoto[] = [];
  const problems: string[] = [];
  let files: string[];
  try {
    files = listFiles(dir);
  } catch {
    return { photos, problems }; // No folder: every slot keeps its artwork.
  }
  const slots = new Set<string>(imageSlots);
  for (const file of files.sort()) {
    const match = /^(.*)\.([a-z]+)$/i.exec(relative(dir, file).split(sep).join('/'));
    if (!match || !(PHOTO_EXTENSIONS as readonly string[]).includes(match[2]!.toLowerCase())) continue;
    const name = match[1]!;
    const fromRoot = relative(root, file);
    const display = fromRoot.startsWith('..') || isAbsolute(fromRoot) ? file : fromRoot.split(sep).join('/');
    if (!slots.has(name)) {
      problems.push(
        `${display} : aucun emplacement ne porte ce nom. Noms attendus : hero, apropos, services/<service> ` +
          `(p. ex. services/charpente) ou galerie/<catégorie>-<1 à 4> (p. ex. galerie/ardoise-1).`,
      );
      continue;
    }
    const slot = name as ImageSlot;
    const twin = photos.find((p) => p.slot === slot);
    if (twin) {
      problems.push(`${display} : l’emplacement « ${slot} » a déjà une photo (${twin.display}). Gardez-en une seule.`);
      continue;
    }
    photos.push({ slot, file, display });
  }
  return { photos, problems: problems.map((p) => p.replaceAll(' :', `${NBSP}:`)) };
}

/** Reads a photo completely; returns a problem in French, or null when the photo is usable. */
export async function checkPhoto(photo: FoundPhoto): Promise<string | null> {
  const { slot, file, display } = photo;
  let width: number;
  let height: number;
  try {
    const image = sharp(file, { failOn: 'error' });
    const meta = await image.metadata();
    width = meta.autoOrient?.width ?? meta.width;
    height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new Error('no size');
    // Decode the whole file: a truncated or corrupt photo fails here, not in the middle of the build.
    await image.resize(32).toBuffer();
  } catch {
    return (
      `${display}${NBSP}: fichier illisible. Enregistrez la photo en JPEG, PNG, WebP ou AVIF ` +
      `(au moins ${px(minimumSize(slot).width, minimumSize(slot).height)}) et relancez la construction.`
    );
  }
  const min = minimumSize(slot);
  if (width < min.width || height < min.height) {
    return (
      `${display}${NBSP}: photo trop petite (${px(width, height)}) pour l’emplacement « ${slot} ». ` +
      `Il faut au moins ${px(min.width, min.height)} (la photo est recadrée au format ${ratioLabel(slot)}).`
    ).replaceAll(' :', `${NBSP}:`);
  }
  return null;
}

/** Checks the whole photos folder; throws one French error listing every problem. */
export async function validatePhotos(dir: string, root: string): Promise<FoundPhoto[]> {
  const { photos, problems } = findPhotos(dir, root);
  for (const photo of photos) {
    const problem = await checkPhoto(photo);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) {
    throw new Error(`Photos à corriger (dossier ${dir})${NBSP}:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
  return photos;
}
