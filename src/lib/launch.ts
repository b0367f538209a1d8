/**
 * Whether the site may be published: the example's placeholders still present in the business
 * details, and the points the legal pages still ask the business to check.
 */

/** A value of the example still present: where it is (`phone.e164`) and what it is. */
export interface ExampleValue {
  field: string;
  value: string;
}

/**
 * Every value of `identity` that is still the example's (same field, same value), and every address
 * on the reserved `.example` domain, wherever it is.
 */
export function exampleValuesIn(identity: unknown, example: unknown, path = ''): ExampleValue[] {
  if (typeof identity === 'string') {
    const same = identity === example;
    return same || /\.example\b/.test(identity) ? [{ field: path, value: identity }] : [];
  }
  if (identity && typeof identity === 'object') {
    return Object.entries(identity).flatMap(([key, value]) =>
      exampleValuesIn(value, (example as Record<string, unknown> | undefined)?.[key], path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** What stops a production build, in French, one line each; empty when the site may be published. */
export function launchProblems({
  exampleValues,
  review,
}: {
  exampleValues: readonly ExampleValue[];
  /** The points the legal pages still list under « À vérifier par l’entreprise », by page. */
  review: Readonly<Record<string, readonly string[]>>;
}): string[] {
  return [
    ...exampleValues.map(
      ({ field, value }) => `src/content/identity.yaml › ${field} : « ${value} » est une valeur d’exemple`,
    ),
    ...Object.entries(review).flatMap(([page, points]) =>
      points.map((point) => `src/content/legal/${page}.md › points à vérifier : « ${point} »`),
    ),
  ];
}
