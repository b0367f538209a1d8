/**
 * « Le site est prêt à être publié » is refused in the admin itself while the build would refuse
 * the site: the same list as the host's log (lib/launch.ts), computed from the identity being
 * saved, the figures, the legal pages as last saved, and the variables set on the host.
 */
import { hostSettingProblems, placeholderFields, publishingHost, withLaunchSettings } from '../config/launch';
import type { AdminLaunchData } from '../lib/admin-settings';
import { exampleValuesByDigest, launchProblems } from '../lib/launch';
import type { LegalPageFrontmatter } from '../schemas/legal';
import type { LaunchSettings } from '../schemas/launch';
import { siteValues, valuesFor } from './site-values';

const NBSP = '\u00a0';

let launch: AdminLaunchData = { example: [], legalPages: [], variables: {} };

export function setLaunchData(data: AdminLaunchData): void {
  launch = data;
}

/** After a legal page is saved: its review state is the one saved. */
export function recordLegalPage(slug: string, page: LegalPageFrontmatter): void {
  launch = {
    ...launch,
    legalPages: launch.legalPages.map((entry) => (entry.id === slug ? { ...entry, page } : entry)),
  };
}

/** Why the identity may not be saved switched on, in the words of the host's log; empty when it may. */
export async function readinessProblems(identity: Record<string, unknown>): Promise<string[]> {
  const settings = identity['launch'] as Partial<LaunchSettings> | undefined;
  if (settings?.ready !== true) return [];
  let hostSettings;
  try {
    // An admin built on the owner's computer does not know the host: checked as for Netlify (the
    // README's path), whose build then says what its own host needs.
    const onHost = publishingHost(launch.variables) ? launch.variables : { ...launch.variables, NETLIFY: 'true' };
    hostSettings = hostSettingProblems(withLaunchSettings(onHost, settings));
  } catch (error) {
    hostSettings = [{ where: 'Mise en ligne', what: (error as Error).message }];
  }
  const problems = launchProblems({
    exampleValues: await exampleValuesByDigest(
      identity,
      launch.example.filter(({ path }) => placeholderFields.some((field) => path.join('.').startsWith(field))),
    ),
    legalPages: launch.legalPages,
    figures: siteValues().figures as never,
    placeholders: valuesFor('identity', identity) ?? {},
    // Texts naming a place the owner's data no longer holds are judged by the host's build alone.
    stalePlaces: [],
    settings: hostSettings,
  });
  if (problems.length === 0) return [];
  return [
    `«${NBSP}Le site est prêt à être publié${NBSP}» ne peut pas encore être coché${NBSP}: ${problems.length}${NBSP}point${problems.length > 1 ? 's' : ''} à régler.`,
    ...problems.map(({ where, what }) => `${where}${NBSP}: ${what}.`),
  ];
}
