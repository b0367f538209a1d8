/**
 * The size of a photo chosen in the admin, measured in the browser as the build measures it with
 * sharp (orientation applied), so that a photo too small for its slot is refused before the save.
 * The photo comes from Decap CMS's media store: the file just uploaded, or the one in photos/.
 */

/** A photo's size, or null when it cannot be read. */
export type PhotoSize = { width: number; height: number } | null;

/** What Decap CMS gives for a media path: its URL once loaded (a placeholder `empty.svg` before). */
export type AssetLookup = () => { path?: string; toString(): string } | undefined;

const measured = new Map<string, PhotoSize>();
const pending = new Map<string, Promise<PhotoSize>>();

/** Waits at most this long for the media store to load a photo (it lists photos/ first). */
const LOAD_TIMEOUT_MS = 15_000;
const LOAD_POLL_MS = 200;

async function urlOf(asset: AssetLookup): Promise<string | null> {
  for (let waited = 0; waited <= LOAD_TIMEOUT_MS; waited += LOAD_POLL_MS) {
    const found = asset();
    if (found && found.path !== 'empty.svg' && String(found)) return String(found);
    await new Promise((resolve) => setTimeout(resolve, LOAD_POLL_MS));
  }
  return null;
}

async function measure(asset: AssetLookup): Promise<PhotoSize> {
  const url = await urlOf(asset);
  if (!url) return null;
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    return null;
  }
}

/** Starts measuring the photo at `path` (again, when `fresh`: a new file may have been uploaded under that name). */
export function measurePhoto(path: string, asset: AssetLookup, fresh = false): Promise<PhotoSize> {
  const running = pending.get(path);
  if (running && !fresh) return running;
  const measuring = measure(asset).then((size) => {
    if (pending.get(path) === measuring) measured.set(path, size);
    return size;
  });
  pending.set(path, measuring);
  measured.delete(path);
  return measuring;
}

/** The size of the photo at `path` if it has been measured (null: unreadable), undefined while it is not known yet. */
export function measuredPhoto(path: string): PhotoSize | undefined {
  return measured.get(path);
}

/** The measure of the photo at `path` under way, if any. */
export function photoMeasure(path: string): Promise<PhotoSize> | undefined {
  return pending.get(path);
}
