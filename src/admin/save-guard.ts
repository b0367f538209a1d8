/**
 * The last check before Decap CMS writes a file: the whole document against its rules, exactly as
 * the build will check it (its photos measured), and the texts of other files that quote a changed
 * value of the identity or of the figures. A refused save writes nothing and says why in French;
 * an accepted one is written with its keys in the order of its schema (lib/content/content-format.ts).
 */
import type { CMS as DecapCms } from 'decap-cms-core';
import { quotingTexts, documentLabel } from '../lib/admin/admin-settings';
import { inSchemaOrder } from '../lib/content/content-format';
import { documentProblems, labelledPath, valueAt, valuesWithMeta } from '../lib/content/content-rules';
import { photoSizeProblem, unreadablePhotoMessage } from '../lib/media/photos-rules';
import { fromJS, isKeyed } from './decap-internals';
import { draftPhotos, forgetSeenPhotos, lostDraftPhotos } from './draft-photos';
import { entrySource, type EntrySource } from './entry-source';
import { readinessProblems } from './launch-check';
import { measuredPhoto, photoMeasure } from './photo-size';
import { siteChecks } from './save-checks';
import { recordSaved, valuesFor } from './site-values';
import { NBSP } from '../schemas/characters';

/** A refused save: Decap CMS shows its message after « Rien n’a été enregistré : », without « Error: ». */
class RefusedSave extends Error {
  override toString() {
    return this.message;
  }
}

type Entry = Parameters<Parameters<DecapCms['registerEventListener']>[0]['handler']>[0]['entry'];

function sourceOfEntry(entry: Entry): EntrySource | undefined {
  return entrySource(entry.get('collection') as string, entry.get('slug') as string);
}

/** The photos of a document too small for their slot, or unreadable, once measured. */
async function photoProblems({ rules }: EntrySource, data: Record<string, unknown>): Promise<string[]> {
  const photos = valuesWithMeta(rules.schema, data, (meta) => meta.minimumSize);
  const problems = await Promise.all(
    photos.map(async ({ path, value, found: minimum }) => {
      if (typeof value !== 'string' || !value) return null;
      const size = measuredPhoto(value) ?? (await photoMeasure(value));
      // A photo the admin could not read (already in photos/): the build checks it.
      if (size === undefined || size === 'unknown') return null;
      const problem =
        size === 'unreadable' ? unreadablePhotoMessage(minimum) : photoSizeProblem(minimum, size.width, size.height);
      return problem && `${labelledPath(rules.schema, path)}${NBSP}: ${problem}`;
    }),
  );
  return problems.filter((problem): problem is string => problem !== null);
}

/** Names another photo at `path` in the document (every parent exists: the path was read in it). */
function renamePhoto(data: Record<string, unknown>, path: (string | number)[], name: string): void {
  const parent = valueAt(data, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = name;
}

/**
 * The photos of `data` whose draft Decap dropped for another with the same bytes (draft-photos.ts):
 * named after the draft kept, which is the same photo; refused when no draft holds their bytes.
 */
function mendLostPhotos({ rules }: EntrySource, entry: Entry, data: Record<string, unknown>): string[] {
  const photos = valuesWithMeta(rules.schema, data, (meta) => meta.minimumSize).flatMap(({ path, value }) =>
    typeof value === 'string' && value ? [{ path, value }] : [],
  );
  const lost = lostDraftPhotos(
    photos.map(({ value }) => value),
    draftPhotos(entry),
  );
  return photos.flatMap(({ path, value }) => {
    const kept = lost.get(value);
    if (kept === undefined) return [];
    if (kept !== null) {
      renamePhoto(data, path, kept);
      return [];
    }
    return [
      `${labelledPath(rules.schema, path)}${NBSP}: le fichier de cette photo n’est plus dans l’admin, il ne serait pas enregistré. Choisissez-la à nouveau.`,
    ];
  });
}

export function registerSaveGuard(cms: DecapCms): void {
  cms.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      const found = sourceOfEntry(entry);
      if (!found) return entry.get('data');
      const data = entry.get('data').toJS() as Record<string, unknown>;
      // First: the checks below read the photos' names as they will be written.
      const lostPhotos = mendLostPhotos(found, entry, data);
      const problems = [
        ...lostPhotos,
        ...documentProblems(found.rules, data, valuesFor(found.name, data)).map(
          (problem) => `${labelledPath(found.rules.schema, problem.path)}${NBSP}: ${problem.message}`,
        ),
        ...siteChecks(found, String(entry.get('slug') ?? ''), data),
        ...(await photoProblems(found, data)),
        ...(found.name === 'identity' ? await readinessProblems(data) : []),
      ];
      if (problems.length > 0) throw new RefusedSave(problems.join(' '));
      // Written in the order of the schema (an immutable Map of more than eight keys has no order of its own).
      return fromJS(inSchemaOrder(found.rules.schema, data), (_key, value) =>
        isKeyed(value) ? value.toOrderedMap() : value.toList(),
      );
    },
  });
  cms.registerEventListener({
    name: 'postSave',
    handler: ({ entry }) => {
      forgetSeenPhotos();
      const found = sourceOfEntry(entry);
      if (!found) return;
      const data = entry.get('data').toJS() as Record<string, unknown>;
      const file = entry.get('path') as string;
      const { body: _body, ...fields } = data;
      const where = documentLabel(found.source, entry.get('slug') as string, data);
      recordSaved(
        found.name,
        file,
        fields,
        quotingTexts(file, where, found.rules.schema, fields),
        entry.get('slug') as string,
      );
    },
  });
}
