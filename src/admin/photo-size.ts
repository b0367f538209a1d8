/**
 * The size of a photo chosen in the admin, measured in the browser as the build measures it with
 * sharp (orientation applied), so that a photo too small for its slot is refused before the save.
 *
 * The photo just chosen is in the entry's draft (Decap CMS uploads it with the entry, on save).
 * A photo already in photos/ is not served by the site (only resized copies are published), and
 * Decap CMS names it by its public address: the admin cannot read it, and leaves it to the build,
 * which checked it when it was added.
 */
import { photoSizeProblem, unreadablePhotoMessage } from '../lib/media/photos-rules';
import { draftPhotoAt } from './draft-photos';

/** A photo's size; `unreadable` when its file is not an image; `unknown` when the admin cannot read it. */
export type PhotoSize = { width: number; height: number } | 'unreadable' | 'unknown';

/** Where the photo's bytes are: a `blob:` or `data:` address, or null when the admin has none. */
export type PhotoAddress = () => string | null;

const measured = new Map<string, PhotoSize>();
const pending = new Map<string, Promise<PhotoSize>>();

async function measure(address: PhotoAddress): Promise<PhotoSize> {
  const url = address();
  if (!url) return 'unknown';
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    return 'unreadable';
  }
}

/** Starts measuring the photo at `path` (again, when `fresh`: a new file may have been chosen under that name). */
export function measurePhoto(path: string, address: PhotoAddress, fresh = false): Promise<PhotoSize> {
  const running = pending.get(path);
  if (running && !fresh) return running;
  const measuring = measure(address).then((size) => {
    if (pending.get(path) === measuring) measured.set(path, size);
    return size;
  });
  pending.set(path, measuring);
  measured.delete(path);
  return measuring;
}

/** The size of the photo at `path` once measured, undefined while it is not known yet. */
export function measuredPhoto(path: string): PhotoSize | undefined {
  return measured.get(path);
}

/** The measure of the photo at `path` under way, if any. */
export function photoMeasure(path: string): Promise<PhotoSize> | undefined {
  return pending.get(path);
}

/**
 * The address of the bytes of the photo at `path` (`/photos/toit.jpg`): the file just chosen, in
 * the entry's draft, or what Decap CMS's media store gives when it is a local copy; null otherwise.
 */
export function photoAddress(
  entry: Parameters<typeof draftPhotoAt>[0],
  path: string,
  asset: (path: string) => { toString(): string } | undefined,
): string | null {
  const url = draftPhotoAt(entry, path)?.url ?? String(asset(path) ?? '');
  return /^(?:blob|data):/.test(url) ? url : null;
}

/**
 * What is wrong with the photo a field names, for a slot of at least `minimum`: null when nothing
 * (or when the admin cannot read it: the build checks it), or the measure under way, after which
 * `recheck` asks the field to check again.
 */
export function photoProblem(
  path: unknown,
  minimum: { width: number; height: number } | undefined,
  measure: () => Promise<PhotoSize>,
  recheck: () => void,
): string | null | Promise<void> {
  if (!minimum || typeof path !== 'string' || !path) return null;
  const size = measuredPhoto(path);
  if (size === undefined) {
    return (photoMeasure(path) ?? measure()).then(() => {
      setTimeout(() => recheck());
    });
  }
  if (size === 'unknown') return null;
  return size === 'unreadable' ? unreadablePhotoMessage(minimum) : photoSizeProblem(minimum, size.width, size.height);
}
