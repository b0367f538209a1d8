/**
 * The places the owner picks from (Belgium's municipalities since 2025 and their villages), the
 * names the schemas refuse, and the distances by road checked against the straight line from the
 * depot, the same in the build and in the admin.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentFields } from '../../../src/lib/admin/admin-fields';
import { documentProblems, labelledPath } from '../../../src/lib/content/content-rules';
import { roadBound, roadDistanceMessage, roadDistanceProblems } from '../../../src/lib/zone/road-distances';
import { distanceKm } from '../../../src/lib/zone/zone-map';
import { contentProblems } from '../../../src/integrations/content-check';
import { identitySchema } from '../../../src/schemas/identity';
import {
  localitiesOf,
  locationOf,
  municipalityNames,
  nearestNames,
  placeNamed,
  placeNames,
} from '../../../src/schemas/places';
import { communesSchema } from '../../../src/schemas/zone';
import { readExampleRaw } from '../../support/example-content';
import { recordSaved, setSiteValues, siteValues } from '../../../src/admin/site-values';
import { roadDistanceRule } from '../../../src/lib/content/site-rules-places';
import { copyProject, editYaml } from '../../../tools/project-copy.mjs';
import { NBSP } from '../../../src/schemas/characters';

describe('the list of places', () => {
  it('has Belgium’s 565 municipalities of 2025, the merged ones once, under their new name', () => {
    expect(municipalityNames).toHaveLength(565);
    expect(new Set(municipalityNames).size).toBe(565);
    expect(municipalityNames).toEqual(
      expect.arrayContaining(['Bastogne', 'Beveren-Kruibeke-Zwijndrecht', 'Pajottegem']),
    );
    expect(municipalityNames).not.toContain('Bertogne');
    expect(placeNamed('Bertogne (Bastogne)')?.municipality).toBe('Bastogne');
  });

  it('names each village with its municipality: Barbençon in Beaumont, Biesme in Mettet, Nalinnes in Ham-sur-Heure-Nalinnes', () => {
    expect(placeNamed('Barbençon (Beaumont)')).toMatchObject({ locality: 'Barbençon', municipality: 'Beaumont' });
    expect(placeNamed('Biesme (Mettet)')).toMatchObject({ locality: 'Biesme', municipality: 'Mettet' });
    expect(placeNamed('Nalinnes (Ham-sur-Heure-Nalinnes)')?.municipality).toBe('Ham-sur-Heure-Nalinnes');
    expect(localitiesOf('Beaumont').map((place) => place.locality)).toContain('Barbençon');
    expect(new Set(placeNames).size).toBe(placeNames.length);
  });

  it('places them where they are: Biesme about 4 km west of Mettet, every place in Belgium’s box', () => {
    expect(distanceKm(locationOf('Biesme (Mettet)'), locationOf('Mettet'))).toBeGreaterThan(3);
    expect(distanceKm(locationOf('Biesme (Mettet)'), locationOf('Mettet'))).toBeLessThan(5);
    expect(locationOf('Biesme (Mettet)').lon).toBeLessThan(locationOf('Mettet').lon);
    for (const name of placeNames) {
      const { lat, lon } = locationOf(name);
      expect(lat, name).toBeGreaterThan(49.4);
      expect(lat, name).toBeLessThan(51.6);
      expect(lon, name).toBeGreaterThan(2.5);
      expect(lon, name).toBeLessThan(6.5);
    }
  });

  it('suggests the nearest names for a name typed differently', () => {
    expect(nearestNames('Biesme', placeNames)[0]).toBe('Biesme (Mettet)');
    expect(nearestNames('Montigny-le-Tileul', placeNames)[0]).toBe('Montigny-le-Tilleul');
  });
});

describe('a place the owner picks', () => {
  const { communes, identity } = readExampleRaw();

  it('is refused when it is not in the list, with the nearest names', () => {
    const problems = documentProblems(
      { schema: communesSchema },
      { communes: [{ ...communes[0]!, name: 'Biesmes' }] },
      null,
    );
    expect(problems).toHaveLength(1);
    expect(labelledPath(communesSchema, problems[0]!.path)).toBe(
      `Localités d’intervention rapide › n°${NBSP}1 › Localité`,
    );
    expect(problems[0]!.message).toContain('«\u00a0Biesmes\u00a0» n’est pas dans la liste');
    expect(problems[0]!.message).toContain('«\u00a0Biesme (Mettet)\u00a0»');
  });

  it('for the office: a locality of the municipality chosen', () => {
    const moved = { ...identity, address: { ...identity.address, locality: 'Biesme', municipality: 'Beaumont' } };
    const problems = documentProblems({ schema: identitySchema }, moved, null);
    expect(problems.map((problem) => problem.path)).toEqual([['address', 'locality']]);
    expect(problems[0]!.message).toContain('n’est pas une localité de Beaumont');
    const inMettet = { ...identity, address: { ...identity.address, locality: 'Biesme', municipality: 'Mettet' } };
    expect(documentProblems({ schema: identitySchema }, inMettet, null)).toEqual([]);
  });

  it('is offered in the admin to type and pick among the closest names', () => {
    const communes = documentFields(communesSchema).find((field) => field.name === 'communes');
    expect(communes?.fields?.find((field) => field.name === 'name')).toMatchObject({
      widget: 'place',
      options: placeNames,
    });
    const address = documentFields(identitySchema).find((field) => field.name === 'address');
    expect(address?.fields?.find((field) => field.name === 'municipality')?.options).toEqual(municipalityNames);
  });
});

describe('distances by road', () => {
  const { communes, identity } = readExampleRaw();
  const depot = identity.depot.place;

  it('of the example are all plausible from its depot', () => {
    expect(roadDistanceProblems(depot, communes)).toEqual([]);
  });

  it('are refused when shorter than the straight line, or far longer, saying both figures', () => {
    const village = 'Biesme (Mettet)';
    const straight = distanceKm(locationOf(depot), locationOf(village));
    expect(roadDistanceMessage(depot, village, Math.floor(straight) - 1)).toMatch(
      new RegExp(
        `^\\d+\u00a0km par la route, c’est moins que la ligne droite entre le dépôt \\(${placeNamed(depot)!.locality}\\) et Biesme\u00a0: \\d+,\\d\u00a0km\\.`,
      ),
    );
    const longest = roadBound.factor * straight + roadBound.extraKm;
    expect(roadDistanceMessage(depot, village, Math.ceil(longest))).toContain('c’est bien plus que la ligne droite');
    expect(roadDistanceMessage(depot, village, Math.floor(longest))).toBeNull();
    expect(roadDistanceMessage(depot, village, Math.ceil(straight))).toBeNull();
  });

  it('to a municipality end at the nearest of its villages, which the message names', () => {
    const from = locationOf(depot);
    const [nearest, ...others] = localitiesOf('Thuin')
      .map((place) => ({ place, km: distanceKm(from, place.location) }))
      .sort((a, b) => a.km - b.km);
    // From the depot, a village of Thuin is nearer than Thuin itself: a road shorter than the
    // line to Thuin's centre, but not to that village, is right.
    expect(nearest!.place.locality).not.toBe('Thuin');
    const centre = others.find(({ place }) => place.locality === 'Thuin')!.km;
    expect(roadDistanceMessage(depot, 'Thuin', Math.ceil(nearest!.km))).toBeNull();
    expect(Math.ceil(nearest!.km)).toBeLessThan(centre);
    expect(roadDistanceMessage(depot, 'Thuin', Math.floor(nearest!.km) - 1)).toContain(
      `entre le dépôt (${placeNamed(depot)!.locality}) et Thuin (${nearest!.place.locality}, la plus proche de ses localités)`,
    );
  });

  it('stop the build, naming the file and the locality', async () => {
    const project = copyProject('places-test-');
    editYaml(join(project, 'src/content/communes.yaml'), (document) => {
      document.setIn(['communes', 0, 'distanceKm'], 1);
    });
    const { problems } = await contentProblems(project);
    rmSync(project, { recursive: true, force: true });
    expect(problems).toEqual([
      {
        file: 'src/content/communes.yaml',
        field: `Localités d’intervention rapide › n°${NBSP}1 › Distance du dépôt par la route (km)`,
        message: expect.stringContaining('c’est moins que la ligne droite'),
      },
    ]);
  });
});

/** The rule on distances as the admin runs it, the depot being changed: against the localities as saved. */
const roadDistanceChecks = (source: 'identity', data: Record<string, unknown>) =>
  roadDistanceRule.inChange({ source, slug: source, data }, siteValues(), '');

describe('the admin, before a save of the depot', () => {
  const { communes, identity } = readExampleRaw();

  it('checks the saved distances against the new depot, under the depot’s field', () => {
    setSiteValues({ ...siteValues(), identity: identity as never, communes });
    expect(roadDistanceChecks('identity', { depot: { place: identity.depot.place } })).toEqual([]);
    const far = roadDistanceChecks('identity', { depot: { place: 'Chimay' } });
    expect(far.length).toBeGreaterThan(0);
    for (const problem of far) {
      expect(problem.path).toEqual(['depot', 'place']);
      expect(problem.message).toMatch(
        /^Avec ce dépôt, «\u00a0Localités d’intervention rapide › n°\u00a0\d › Distance du dépôt par la route \(km\)\u00a0» ne va plus\. \d+\u00a0km par la route, c’est moins que la ligne droite entre le dépôt \(Chimay\)/,
      );
    }
  });

  it('follows the localities once they are saved', () => {
    setSiteValues({ ...siteValues(), identity: identity as never, communes });
    recordSaved('communes', 'src/content/communes.yaml', { communes: [] }, []);
    expect(roadDistanceChecks('identity', { depot: { place: 'Chimay' } })).toEqual([]);
  });
});
