import { describe, expect, it, vi } from 'vitest';
import { draftPhotoAt, forgetSeenPhotos, lostDraftPhotos, type DraftPhoto } from '../../../src/admin/draft-photos';

// Decap's store and backend run only in a browser (src/admin/decap-internals.ts re-exports them).
vi.mock('decap-cms-core/dist/esm/backend.js', () => ({ currentBackend: null }));
vi.mock('decap-cms-core/dist/esm/redux/index.js', () => ({ store: null }));

/**
 * Decap CMS keeps one draft per photo content: the same picture chosen under two names leaves the
 * first without a file. The save names it after the draft kept (src/admin/draft-photos.ts).
 */
describe('photos whose draft Decap dropped', () => {
  const drafts: DraftPhoto[] = [
    { path: 'photos/toit-thuin-copie.jpg', id: 'sha-toit' },
    { path: 'photos/charpente.jpg', id: 'sha-charpente' },
  ];
  const seen = new Map([
    ['photos/toit-thuin.jpg', 'sha-toit'],
    ['photos/toit-thuin-copie.jpg', 'sha-toit'],
    ['photos/charpente.jpg', 'sha-charpente'],
    ['photos/gouttiere.jpg', 'sha-gouttiere'],
  ]);

  it('a photo chosen again under another name is named after the draft that holds its bytes', () => {
    const lost = lostDraftPhotos(['/photos/toit-thuin.jpg', '/photos/toit-thuin-copie.jpg'], drafts, seen);
    expect([...lost]).toEqual([['/photos/toit-thuin.jpg', '/photos/toit-thuin-copie.jpg']]);
  });

  it('a photo whose bytes no draft holds any more is listed without a name to take', () => {
    expect([...lostDraftPhotos(['/photos/gouttiere.jpg'], drafts, seen)]).toEqual([['/photos/gouttiere.jpg', null]]);
  });

  it('photos still in the draft, and photos already in photos/ (never a draft), are left as they are', () => {
    const named = ['/photos/charpente.jpg', '/photos/toit-thuin-copie.jpg', '/photos/facade-2024.jpg'];
    expect(lostDraftPhotos(named, drafts, seen).size).toBe(0);
  });

  it('a name given without the leading slash is answered in the same form', () => {
    expect(lostDraftPhotos(['photos/toit-thuin.jpg'], drafts, seen).get('photos/toit-thuin.jpg')).toBe(
      'photos/toit-thuin-copie.jpg',
    );
  });

  it('a photo seen as a draft of a saved entry is a file of photos/ afterwards: another entry may name it', () => {
    const entry = (files: DraftPhoto[]) => ({ get: () => ({ toJS: () => files }) });
    expect(draftPhotoAt(entry(drafts), '/photos/charpente.jpg')?.id).toBe('sha-charpente');
    expect(lostDraftPhotos(['/photos/charpente.jpg'], []).get('/photos/charpente.jpg')).toBeNull();
    forgetSeenPhotos();
    expect(lostDraftPhotos(['/photos/charpente.jpg'], []).size).toBe(0);
  });
});
