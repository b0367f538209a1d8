import { z } from 'astro/zod';

// Messages of the built-in checks in French, for the owner who edits the content.
z.config(z.locales.fr());

/**
 * Validates a list of content entries and throws one error that names every bad entry
 * and field in French, so the owner editing `src/content/` knows what to fix:
 *
 *   Contenu invalide dans « services » :
 *   - entrée 3 (Couverture Zinc) › features : 4 lignes attendues
 */
export function validateEntries<S extends z.ZodType>(
  collection: string,
  schema: S,
  entries: readonly unknown[],
  describe: (entry: unknown, index: number) => string = defaultDescription,
): z.infer<S>[] {
  const problems: string[] = [];
  const parsed = entries.map((entry, index) => {
    const result = schema.safeParse(entry);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.length > 0 ? issue.path.join('.') : '(entrée)';
        problems.push(`- ${describe(entry, index)} › ${path} : ${issue.message}`);
      }
    }
    return result.data;
  });
  if (problems.length > 0) {
    throw new Error(`Contenu invalide dans « ${collection} » :\n${problems.join('\n')}`);
  }
  return parsed as z.infer<S>[];
}

/** Same as `validateEntries` for a single object (hero, about…). */
export function validateEntry<S extends z.ZodType>(collection: string, schema: S, entry: unknown): z.infer<S> {
  return validateEntries(collection, schema, [entry], () => 'entrée')[0] as z.infer<S>;
}

/** Fails when a list must hold exactly the given ids, in that order. */
export function assertIds(collection: string, actual: readonly string[], expected: readonly string[]): void {
  if (actual.join('|') !== expected.join('|')) {
    throw new Error(
      `Contenu invalide dans « ${collection} » : identifiants attendus ${expected.join(', ')} ; reçus ${actual.join(', ')}`,
    );
  }
}

function defaultDescription(entry: unknown, index: number): string {
  const record = (entry ?? {}) as Record<string, unknown>;
  const name = record.title ?? record.name ?? record.label ?? record.id ?? record.value;
  return typeof name === 'string' && name.trim() !== '' ? `entrée ${index + 1} (${name})` : `entrée ${index + 1}`;
}
