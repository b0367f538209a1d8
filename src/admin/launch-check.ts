/**
 * « Le site est prêt à être publié » is refused in the admin itself while the build would refuse
 * the site: the same list as the host's log (lib/content/launch.ts), computed from the identity being
 * saved, the variables set on the host, and the other documents as the repository holds them now
 * (figures, legal pages, worksites, reviews and their statement, the services' prices), read through Decap CMS's own
 * backend: a worksite or a review removed a minute ago no longer counts, whatever the page was
 * built with. Texts naming a place the owner's data no longer holds are judged by the host's build.
 */
import { hostSettingProblems, placeholderFields, publishingHost, withLaunchSettings } from '../config/launch';
import type { AdminLaunchData } from '../lib/admin/admin-settings';
import { exampleValuesByDigest, launchProblems, valueDigest, type LaunchState } from '../lib/content/launch';
import { isExampleWorksite } from '../lib/content/worksites';
import { belgianDay } from '../schemas/calendar';
import {
  examplePricesFromKeys,
  priceDigest,
  priceKeys,
  priceLaunchProblems,
  type PricedService,
} from '../lib/prices/price-checks';
import type { Budget } from '../schemas/prices';
import { contentSources } from '../schemas/collections';
import type { LaunchSettings } from '../schemas/launch';
import type { LegalPageFrontmatter } from '../schemas/legal';
import type { Worksite } from '../schemas/worksites';
import { currentBackend, store } from './decap-internals';
import { siteValues, valuesFor } from './site-values';
import { NBSP } from '../schemas/characters';

const SWITCH = `«${NBSP}Le site est prêt à être publié${NBSP}»`;

let launch: AdminLaunchData = { example: [], legalPages: [], exampleReviews: [], variables: {} };

export function setLaunchData(data: AdminLaunchData): void {
  launch = data;
}

interface SavedDocument {
  slug: string;
  data: Record<string, unknown>;
}

/** The documents of one of the admin's collections, as the repository holds them now. */
async function savedDocuments(collection: string): Promise<SavedDocument[]> {
  const state = store.getState();
  const found = state.collections.get(collection);
  if (!found) return [];
  const entries = await currentBackend(state.config).listAllEntries(found);
  return entries.map(({ slug, data }) => ({ slug, data: data ?? {} }));
}

/** What the build reads of the documents other than the identity, as saved. */
async function savedState(): Promise<Omit<LaunchState, 'exampleValues' | 'placeholders' | 'stalePlaces' | 'settings'>> {
  // A folder is the admin's collection of its own name; a document is a file of its group's collection.
  const { figures, reviewSettings } = contentSources;
  const [groups, legalPages, worksitePages, reviewPages, servicePages] = await Promise.all([
    Promise.all([...new Set([figures.group, reviewSettings.group])].map(savedDocuments)),
    savedDocuments('legal'),
    savedDocuments('worksites'),
    savedDocuments('reviews'),
    savedDocuments('services'),
  ]);
  const file = (name: string) => groups.flat().find((document) => document.slug === name)?.data;
  const exampleReviews = await Promise.all(
    reviewPages.map(async ({ slug, data }) =>
      launch.exampleReviews.includes(await valueDigest(slug)) ? [{ id: slug, name: String(data['name'] ?? slug) }] : [],
    ),
  );
  return {
    figures: (file('figures') ?? siteValues().figures) as never,
    legalPages: legalPages.map(({ slug, data }) => ({
      page: data as unknown as LegalPageFrontmatter,
      exampleUpdated: launch.legalPages.find((page) => page.id === slug)?.exampleUpdated,
    })),
    exampleWorksites: worksitePages
      .filter(({ data }) => data['draft'] !== true && Array.isArray(data['photos']) && isExampleWorksite(data as never))
      .map(({ data }) => ({ title: String((data as Partial<Worksite>).title ?? '') })),
    exampleReviews: exampleReviews.flat(),
    reviewStatement: {
      checkedOn: String(file('reviewSettings')?.['checkedOn'] ?? ''),
      exampleCheckedOn: launch.exampleCheckedOn,
    },
    prices: await savedPriceProblems(servicePages),
  };
}

/** The saved prices still the example's (known by their digests) or more than a year old. */
async function savedPriceProblems(pages: readonly SavedDocument[]) {
  const services: PricedService[] = pages.map(({ slug, data }) => {
    const budget = data['budget'] as Partial<Budget> | undefined;
    const complete = budget && Array.isArray(budget.lines) && typeof budget.pricedOn === 'string';
    return { slug, title: String(data['title'] ?? slug), budget: complete ? (budget as Budget) : undefined };
  });
  const example = new Set(launch.examplePrices ?? []);
  const shipped = await Promise.all(
    priceKeys(services).map(async (key) => (example.has(await priceDigest(key)) ? [key] : [])),
  );
  return priceLaunchProblems(services, examplePricesFromKeys(new Set(shipped.flat())), belgianDay());
}

/** Why the identity may not be saved switched on, in the words of the host's log; empty when it may. */
export async function readinessProblems(identity: Record<string, unknown>): Promise<string[]> {
  const settings = identity['launch'] as Partial<LaunchSettings> | undefined;
  if (settings?.ready !== true) return [];
  let hostSettings;
  try {
    // An admin built on the owner's computer does not know the host: checked as for Netlify (the
    // path of docs/proprietaire/mise-en-ligne.md), whose build then says what its own host needs.
    const onHost = publishingHost(launch.variables) ? launch.variables : { ...launch.variables, NETLIFY: 'true' };
    hostSettings = hostSettingProblems(withLaunchSettings(onHost, settings));
  } catch (error) {
    hostSettings = [{ where: 'Mise en ligne', what: (error as Error).message }];
  }
  let saved;
  try {
    saved = await savedState();
  } catch {
    return [
      `${SWITCH} ne peut pas encore être coché${NBSP}: le contenu enregistré n’a pas pu être relu pour le vérifier. Vérifiez la connexion, puis enregistrez de nouveau.`,
    ];
  }
  const problems = launchProblems({
    ...saved,
    exampleValues: await exampleValuesByDigest(
      identity,
      launch.example.filter(({ path }) => placeholderFields.some((field) => path.join('.').startsWith(field))),
    ),
    placeholders: valuesFor('identity', identity) ?? {},
    stalePlaces: [],
    settings: hostSettings,
  });
  if (problems.length === 0) return [];
  return [
    `${SWITCH} ne peut pas encore être coché${NBSP}: ${problems.length}${NBSP}point${problems.length > 1 ? 's' : ''} à régler.`,
    ...problems.map(({ where, what }) => `${where}${NBSP}: ${what}.`),
  ];
}
