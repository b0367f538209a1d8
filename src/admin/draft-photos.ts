/**
 * The photos chosen in the editor, which Decap CMS keeps in the entry's draft and writes with it on
 * save. Decap keeps one draft per content: its id is the hash of the file's bytes, and a photo
 * chosen again under another name (the same picture copied on the phone, say) replaces the first
 * draft. The first name would then be written in the file with no photo behind it, which the build
 * refuses. The admin notes every draft it sees; the preview shows such a name with the draft that
 * holds the same bytes, and the save names it after that draft (or refuses when there is none).
 */
import { DRAFT_PHOTOS } from './decap-internals';

/** A photo in the entry's draft: where Decap will write it, its id and the address of its bytes. */
export interface DraftPhoto {
  path: string;
  id: string;
  url?: string;
}

interface Immutable {
  get(key: string): unknown;
}

/** `/photos/toit.jpg` and `photos/toit.jpg` name the same file. */
const bare = (path: string) => path.replace(/^\//, '');

/** The id of the bytes of every draft photo seen in this session, by the name it was chosen under. */
const seen = new Map<string, string>();

/** The photos of the entry's draft, as Decap will write them. */
export function draftPhotos(entry: Immutable): DraftPhoto[] {
  const files = (entry.get(DRAFT_PHOTOS) as { toJS?: () => unknown } | undefined)?.toJS?.() ?? [];
  return (files as Partial<DraftPhoto>[]).flatMap((file) =>
    typeof file.path === 'string' && typeof file.id === 'string'
      ? [{ path: file.path, id: file.id, ...(file.url ? { url: file.url } : {}) }]
      : [],
  );
}

/**
 * The draft photo that will hold the bytes chosen at `path`: the draft at that path (noted as
 * seen), else the one that replaced it with the same bytes.
 */
export function draftPhotoAt(entry: Immutable, path: string): DraftPhoto | undefined {
  const drafts = draftPhotos(entry);
  const draft = drafts.find((file) => bare(file.path) === bare(path));
  if (draft) seen.set(bare(path), draft.id);
  const id = seen.get(bare(path));
  return draft ?? drafts.find((file) => file.id === id);
}

/**
 * After a save, every draft of the entry is a file of photos/: another entry may name it (chosen in
 * the media library) without holding it as a draft.
 */
export function forgetSeenPhotos(): void {
  seen.clear();
}

/**
 * For each photo named in the entry whose draft is gone: the name of the draft holding the same
 * bytes, which Decap will write, or null when no draft holds them. A name never seen as a draft is
 * a photo already in photos/ (chosen in the media library): it is not listed.
 */
export function lostDraftPhotos(
  named: readonly string[],
  drafts: readonly DraftPhoto[],
  seenIds: ReadonlyMap<string, string> = seen,
): Map<string, string | null> {
  const written = new Set(drafts.map((draft) => bare(draft.path)));
  const lost = new Map<string, string | null>();
  for (const name of named) {
    const id = seenIds.get(bare(name));
    if (id === undefined || written.has(bare(name))) continue;
    const kept = drafts.find((draft) => draft.id === id);
    // Named as the entry names its photos: from the site's root (`/photos/…`) or not.
    lost.set(name, kept ? `${name.startsWith('/') ? '/' : ''}${bare(kept.path)}` : null);
  }
  return lost;
}
