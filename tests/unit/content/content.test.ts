import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliveryLabels, keepDeliveryMode } from '../../../src/lib/content/delivery-mode';
import { assembleContent, placeholdersOf, type RawContent } from '../../../src/lib/content/site-content';
import { documentProblems } from '../../../src/lib/content/content-rules';
import { fillHtml, fillPlaceholders } from '../../../src/lib/content/placeholders';
import { identitySchema } from '../../../src/schemas/identity';
import { serviceSchema } from '../../../src/schemas/services';
import { exampleContentDir, readExampleContent, readExampleRaw as readRaw } from '../../support/example-content';
import { frenchMonths } from '../../support/french-months';

/** Every text of a value (objects and lists walked), with where it is. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}.${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => texts(item, `${path}.${key}`));
  return [];
}

const content = readExampleContent();

describe('the content files', () => {
  it('leave no placeholder unfilled on the pages', () => {
    const leftovers = texts({ ...content, placeholders: {} }).filter(
      ([path, text]) =>
        /\{[a-z-]+\}/.test(text) &&
        !path.startsWith('.zoneMap') &&
        !path.endsWith('{index} of {total}') &&
        // Filled as the page runs ({jour}, {heure}: lib/contact/office-hours.ts; {max}: the price
        // calculator; {demande}: lib/contact/photo-links.ts).
        !path.startsWith('.ui.officeHours.answer') &&
        path !== '.budgetText.calculator.tooLarge' &&
        !['.ui.photos.whatsappText', '.ui.photos.emailSubject'].includes(path),
    );
    expect(leftovers).toEqual([]);
  });

  it('follow French typography: a no-break space, never an ordinary one, before « : ; ! ? » and inside « »', () => {
    const problems = texts(content).filter(([, text]) => / [:;!?»]|« /.test(text.replace(/https?:\/\/\S+/g, '')));
    expect(problems).toEqual([]);
  });
});

describe('a figure written once, quoted everywhere', () => {
  const raw = (): RawContent => readRaw();

  it('changes every text that quotes it', () => {
    const years = raw().figures.experience['annees-experience'];
    const before = texts(content).filter(([, text]) => text.includes(`${years}\u00a0ans d’expérience`));
    expect(before.length).toBeGreaterThan(2);
    const changed = assembleContent({
      ...raw(),
      figures: { ...raw().figures, experience: { ...raw().figures.experience, 'annees-experience': 31 } },
    });
    const after = texts(changed);
    for (const [path] of before) {
      const text = after.find(([p]) => p === path)?.[1] ?? '';
      expect(text, path).toContain('31\u00a0ans d’expérience');
      expect(text, path).not.toContain(`${years} ans`);
    }
  });

  it('changes the identity quoted by the legal texts and the titles', () => {
    const changed = assembleContent({ ...raw(), identity: { ...raw().identity, name: 'Toitures Dupont' } });
    expect(changed.services[0]?.meta.title).toMatch(/\| Toitures Dupont$/);
    const metaTitle = raw().legal.find((page) => page.id === 'mentions-legales')!.data.metaTitle;
    expect(changed.legal['mentions-legales'].metaTitle).toBe(metaTitle.replace('{nom}', 'Toitures Dupont'));
  });
});

describe('placeholders', () => {
  it('fill known names and leave other braces to the templates that own them', () => {
    expect(fillPlaceholders('Plus de {annees-experience} ans, {villes}', { 'annees-experience': '25' })).toBe(
      'Plus de 25 ans, {villes}',
    );
  });

  it('escape values in rendered Markdown and make the e-mail and the site links', () => {
    const values = { ...content.placeholders, nom: 'A & B <C>' };
    expect(fillHtml('<p>{nom} — {email}</p>', values)).toBe(
      `<p>A &amp; B &lt;C&gt; — <a href="mailto:${values.email}">${values.email}</a></p>`,
    );
    expect(() => fillHtml('<p>{inconnu}</p>', values)).toThrow(/\{inconnu\}/);
  });
});

describe('the rules the owner is told about', () => {
  it('refuse an unknown placeholder, naming the ones allowed', () => {
    const result = serviceSchema.shape.title.safeParse('Garantie {annees-garanti} ans');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/\{annees-garantie\}/);
  });

  it('say in French what is wrong with a list of the wrong length', () => {
    const service = content.services[0]!;
    const result = serviceSchema.safeParse({ ...service, features: service.features.slice(0, 3) });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['features', 'Il faut exactement 4 éléments.'],
    ]);
  });

  it('check the phone number is Belgian and the enterprise number’s mod-97 key', () => {
    const identity = readRaw().identity;
    expect(identitySchema.safeParse({ ...identity, phone: 'appelez-nous' }).success).toBe(false);
    expect(identitySchema.safeParse({ ...identity, phone: '+33 1 23 45 67 89' }).success).toBe(false);
    expect(identitySchema.safeParse({ ...identity, phone: '0470/12.34.56' }).success).toBe(true);
    const bce = identitySchema.safeParse({ ...identity, enterpriseNumber: '0123.456.748' });
    expect(bce.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['enterpriseNumber', 'vatNumber']);
    expect(bce.error?.issues[0]?.message).toMatch(/^Numéro d’entreprise invalide\u00a0: ses deux derniers chiffres/);
  });

  it('measure search titles once the values are filled in, naming the field and the value quoted', () => {
    const rawContent = readRaw();
    const values = placeholdersOf({
      ...rawContent,
      identity: { ...rawContent.identity, name: 'Une entreprise au nom vraiment très long' },
    });
    const quoting = rawContent.services.find((service) => service.data.meta.title.includes('{nom}'));
    if (!quoting) throw new Error('no service title quotes {nom}');
    const problems = documentProblems({ schema: serviceSchema }, quoting.data, values);
    expect(problems.map((problem) => [problem.path.join('.'), problem.message])).toEqual([
      [
        'meta.title',
        expect.stringMatching(/^Trop long une fois \{nom\} remplacé\u00a0: \d+\u00a0caractères pour 60 au plus\./),
      ],
    ]);
    expect(documentProblems({ schema: serviceSchema }, quoting.data, placeholdersOf(rawContent))).toEqual([]);
  });
});

describe('what the shipped texts promise and state', () => {
  const raw = readRaw();
  /** Every text of the example as written in its files, placeholders unfilled, Markdown bodies included. */
  const written = [
    ...texts({ ...raw, services: raw.services.map((s) => s.data), legal: raw.legal.map((p) => p.data), about: {} }),
    ...['services', 'legal'].flatMap((folder) =>
      readdirSync(join(exampleContentDir, folder)).map((file): [string, string] => [
        `${folder}/${file}`,
        readFileSync(join(exampleContentDir, folder, file), 'utf8'),
      ]),
    ),
    ['about.md', readFileSync(join(exampleContentDir, 'about.md'), 'utf8')] as [string, string],
  ];
  const matching = (pattern: RegExp) => written.filter(([, text]) => pattern.test(text)).map(([path]) => path);

  it('keep a number and its unit together, and « 7 jours sur 7 » on one line', () => {
    expect(matching(/(?:\d|\})[ ](?:km|minutes?|h|heures?|ans?|jours?|mois|%|€)(?![\p{L}’'-])/u)).toEqual([]);
    expect(matching(/jours sur \{jours-semaine\}|jours sur 7\b/)).toEqual([]);
  });

  it('never promise the guarantee « sur tous nos travaux »: its extent is the quote’s', () => {
    expect(matching(/tous nos travaux|tous nos chantiers|tous les travaux|tous les chantiers/)).toEqual([]);
    const guarantee = written.filter(([, text]) => /garanti[es]* \{(?:annees-garantie|garantie)\}/.test(text));
    expect(guarantee.length).toBeGreaterThan(3);
    // Outside the terms of sale, the guarantee is announced by {garantie}: its length with its conditions.
    for (const [path, text] of guarantee) {
      if (!path.startsWith('legal/') && !path.startsWith('.legal.')) expect(text, path).toContain('{garantie}');
    }
    expect(raw.identity.guarantee).toMatch(
      /^\{annees-garantie\}\u00a0ans à compter de la réception.*conditions du devis/,
    );
  });

  it('count the delays for answers and quotes in working hours (the form’s imposed note aside)', () => {
    const delays = written.filter(
      ([path, text]) => /\{heures-(?:reponse|devis)\}/.test(text) && !path.endsWith('contact.notes'),
    );
    expect(delays.length).toBeGreaterThan(5);
    for (const [path, text] of delays) {
      for (const [said] of text.matchAll(/\{heures-(?:reponse|devis)\}\u00a0(?:heures|h)(?!\p{L})(?: \p{L}+)?/gu))
        expect(said, path).toMatch(/ ouvrables$/);
    }
  });

  it('make no generic environmental or absolute claim, and leave a PEB result to each project', () => {
    const marketing = written.filter(([path]) => !path.startsWith('legal/') && !path.startsWith('.legal.'));
    const claims =
      /durabl|écologique|respectueu\p{L}* de l’environnement|\bvert(?:e|s|es)?\b|aucun passage|parfaitement étanche|conformes? aux exigences PEB|conformité aux exigences PEB/iu;
    expect(marketing.filter(([, text]) => claims.test(text)).map(([path]) => path)).toEqual([]);
    expect(matching(/exigences PEB/).length, 'texts on the PEB requirements').toBeGreaterThan(0);
  });

  it('promise an arrival time only « en règle générale »', () => {
    const promises = written.filter(([, text]) => /moins de \{minutes-[a-z]+\}/.test(text));
    expect(promises.length).toBeGreaterThan(1);
    for (const [path, text] of promises)
      for (const sentence of text.split(/(?<=\.)\s/).filter((s) => /moins de \{minutes-/.test(s)))
        expect(sentence, path).toMatch(/en règle générale/i);
  });

  it('never say the business exists since the years of experience', () => {
    expect(matching(/depuis plus de \{annees-experience\}/)).toEqual([]);
  });

  it('count the fast-intervention places only as many as they are, without calling a village a commune', () => {
    const count = raw.communes.length;
    const words = ['une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
    for (const [path, text] of written) {
      for (const [, word] of text.matchAll(/\b(\p{L}+) (?:communes|localités)\b/giu)) {
        const said = words.indexOf(word!.toLowerCase()) + 1;
        if (said > 0) expect(said, `${path}: « ${word} »`).toBe(count);
      }
    }
  });

  it('call the contract terms « Conditions générales », for a contract of works', () => {
    expect(matching(/conditions générales de vente/i)).toEqual([]);
  });

  it('date every statement of law or public aid', () => {
    const dated = /(?:état au|vérifiée le) \d{1,2}\u00a0\p{L}+ \d{4}/u;
    const mentions = written.find(([path]) => path === 'legal/mentions-legales.md')![1];
    const access = mentions.slice(mentions.indexOf('## Accès à la profession'), mentions.indexOf('## Assurances'));
    expect(access).toMatch(dated);
    expect(access).toMatch(/n’a plus à prouver des connaissances de gestion de base/);
    // The public aid is stated once, on the aid page, each statement dated with its official source;
    // the insulation service, which advises on it, sends the visitor there.
    const insulation = written.find(([path]) => path === 'services/isolation.md')![1];
    expect(insulation).toContain(`](${content.aid.path})`);
    expect(insulation).not.toMatch(/Rénopack|Rénoprêt|régime (?:temporaire|global)/);
    for (const statement of [raw.aid.vat, ...raw.aid.statements]) {
      expect(statement.checkedOn, statement.title).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(statement.source.url, statement.title).toMatch(/^https:\/\/[^/]+\.(?:be|eu)\//);
      expect(statement.reviewBy > statement.checkedOn, statement.title).toBe(true);
    }
    expect(matching(/primes? énergie/i)).toEqual([]);
  });

  it('give the home page a title whose end, the business’s name, shows in search results (60 characters)', () => {
    const home = content.sections.find((section) => section.id === 'accueil')!;
    expect(home.title.length).toBeLessThanOrEqual(60);
    expect(home.title.endsWith(content.identity.name)).toBe(true);
  });

  it('name the lightbox’s caption in French', () => {
    expect(content.ui.gallery.lightbox.Caption).toBe('Légende');
  });
});

describe('the privacy policy', () => {
  const policy = readFileSync(join(exampleContentDir, 'legal', 'politique-de-confidentialite.md'), 'utf8');

  it('says, for each delivery of the form, how a request travels', () => {
    for (const label of Object.values(deliveryLabels)) expect(policy).toContain(`**${label}**\u00a0:`);
  });

  it('keeps only the paragraphs of the form’s delivery, without their label', () => {
    const text = [
      '<p>Commun à tous.</p>',
      '<p><strong>Envoi par EmailJS</strong>\u00a0: au moment de l’envoi, EmailJS reçoit l’adresse IP.</p>',
      '<ul>',
      '<li><strong>Envoi par EmailJS</strong>\u00a0: EmailJS Pte. Ltd. (Singapour)</li>',
      '<li>Proximus SA</li>',
      '</ul>',
      '<p><strong>Envoi depuis votre messagerie</strong>\u00a0: le formulaire n’envoie rien lui-même.</p>',
    ].join('\n');
    const withService = keepDeliveryMode(text, 'emailjs');
    expect(withService).toContain('<p>Au moment de l’envoi, EmailJS reçoit l’adresse IP.</p>');
    expect(withService).toContain('<li>EmailJS Pte. Ltd. (Singapour)</li>');
    expect(withService).not.toContain('rien lui-même');
    const withoutService = keepDeliveryMode(text, 'mailto');
    expect(withoutService).not.toContain('EmailJS');
    expect(withoutService).toContain('<p>Le formulaire n’envoie rien lui-même.</p>');
    expect(withoutService).toContain('<li>Proximus SA</li>');
    expect(withoutService).toContain('<p>Commun à tous.</p>');
  });

  it('names the host and the mail provider, and the basis of a transfer outside the EU for each', () => {
    expect(policy).toContain('{hebergeur}, hébergeur du site');
    expect(policy).toContain('{transfert-hebergeur}');
    expect(policy).toContain('{messagerie}, fournisseur de messagerie');
    expect(policy).toContain('{transfert-messagerie}');
  });

  it('speaks, outside the e-mail service’s own paragraphs, of no transfer the site may not make', () => {
    const start = policy.indexOf('## Transfert hors de l’Union européenne');
    expect(start, 'the section on transfers').toBeGreaterThan(-1);
    const paragraphs = policy
      .slice(start, policy.indexOf('\n## ', start + 3))
      .split(/\n\n+/)
      .slice(1);
    const service = `**${deliveryLabels.emailjs}**`;
    // The e-mail service's transfer is described in its own labelled paragraph, dropped in the mailto mode.
    expect(paragraphs.filter((paragraph) => paragraph.startsWith(service)).join()).toMatch(/Singapour/);
    for (const paragraph of paragraphs.filter((paragraph) => !paragraph.startsWith(service)))
      expect(paragraph).not.toMatch(
        /EmailJS|Singapour|clauses contractuelles|garanties qui les encadrent|ces transferts/,
      );
  });

  it('covers the Facebook page the site links to: Meta’s processing and the joint control of the page’s statistics', () => {
    const facebook = policy.slice(
      policy.indexOf('## Page Facebook'),
      policy.indexOf('\n## ', policy.indexOf('## Page Facebook') + 3),
    );
    expect(facebook).toContain('Meta Platforms Ireland');
    expect(facebook).toMatch(/responsables conjoints/);
    expect(facebook).toContain('C-210/16');
  });

  it('rests the DPO on article 37’s tests, keeps invoices 10 years, and names the accountant', () => {
    expect(policy).not.toMatch(/compte tenu de sa taille/i);
    expect(policy).toMatch(/délégué à la protection des données[^.]*activités de base[^.]*article 37 du RGPD/);
    expect(policy).not.toMatch(/voire 10/);
    expect(policy).toMatch(/factures et pièces comptables\u00a0: 10\u00a0ans/);
    expect(policy).toMatch(/comptable de l’entreprise/);
  });
});

describe('the terms and conditions (conditions générales)', () => {
  const terms = readFileSync(join(exampleContentDir, 'legal', 'conditions-generales.md'), 'utf8');
  const section = (heading: string) => {
    const start = terms.indexOf(`## ${heading}`);
    expect(start, heading).toBeGreaterThan(-1);
    const end = terms.indexOf('\n## ', start + 3);
    return terms.slice(start, end < 0 ? undefined : end);
  };

  it('rest the 6 % rate on the invoice’s statement, which the client may contest in writing within a month', () => {
    const vat = section('Prix et TVA');
    expect(vat).not.toMatch(/confirme par écrit que ces conditions|déclaration inexacte du client/);
    expect(vat).toMatch(/ne la conteste pas par écrit dans un délai d’un mois à compter de la réception de la facture/);
  });

  it('never take occupying or using the works for their acceptance', () => {
    const acceptance = section('Réception des travaux');
    expect(acceptance).not.toMatch(/prise de possession|(?:occupe|utilise)[^.]*sans (?:formuler de )?réserve/);
    expect(acceptance).toMatch(/invité par écrit/);
    expect(acceptance).toMatch(/ne vaut pas réception/);
  });

  it('read the ten-year liability as the Civil Code states it, and date it', () => {
    const guarantees = section('Garanties');
    expect(guarantees).toMatch(/répond, pendant 10\u00a0ans à compter de la réception, des vices graves/);
    expect(guarantees).toMatch(/articles 1792 et 2270 de l’ancien Code civil/);
    expect(guarantees).toMatch(/loi du 31[\u00a0 ]mai 2017[^.]*état au/);
  });

  it('hand the withdrawal form over with the quote, and take the request to start early on a durable medium', () => {
    const withdrawal = section('Droit de rétractation du consommateur');
    expect(withdrawal).toMatch(/formulaire de rétractation[^.]*remis au client avec le devis/);
    expect(withdrawal).toMatch(/demande est faite sur un support durable/);
    expect(withdrawal).toMatch(/Il ne doit rien[^.]*C-97\/22/);
  });
});

describe('every legal page', () => {
  const dated = /état au (\d{1,2})(?:er)?\u00a0(\p{L}+) (\d{4})/gu;

  it('dates its statements of law, never after its own last review', () => {
    const months = frenchMonths;
    const dayOf = (day: string, month: string, year: string) => {
      expect(months, month).toContain(month);
      return Date.UTC(Number(year), months.indexOf(month), Number(day));
    };
    for (const file of readdirSync(join(exampleContentDir, 'legal'))) {
      const text = readFileSync(join(exampleContentDir, 'legal', file), 'utf8');
      const updated = /^updated: (\d{1,2})(?:er)?[ \u00a0](\p{L}+) (\d{4})$/mu.exec(text);
      expect(updated, `${file}: updated`).not.toBeNull();
      const statements = [...text.matchAll(dated)];
      expect(statements.length, `${file}: dated statements`).toBeGreaterThan(0);
      for (const [said, day, month, year] of statements)
        expect(dayOf(day!, month!, year!), `${file}: « ${said} »`).toBeLessThanOrEqual(
          dayOf(updated![1]!, updated![2]!, updated![3]!),
        );
    }
  });
});

describe('the legal notice (mentions légales)', () => {
  const notice = readFileSync(join(exampleContentDir, 'legal', 'mentions-legales.md'), 'utf8');

  it('states what Wallonia still requires of a roofer, no department name it cannot vouch for', () => {
    expect(notice).not.toMatch(/Économie, Emploi, Recherche|n’a plus à prouver ses connaissances/);
    expect(notice).toMatch(/n’a plus à prouver des connaissances de gestion de base/);
    expect(notice).toMatch(/toiture et étanchéité/);
    expect(notice).toMatch(/arrêté royal du 29\u00a0janvier 2007/);
  });
});
