/**
 * Going live, kept in the identity (`launch`): the owner's switch « Le site est prêt à être
 * publié » and the settings that are not secrets, which the owner can set in the admin instead of
 * the host's variables (a variable, when set, still wins). While the switch is off, a build on a
 * publishing host publishes only the admin and a holding page.
 */
import { z } from 'astro/zod';
import { atMost, boundedHint, optional, type FieldMeta } from './fields';
import { NBSP } from './characters';

/** EmailJS identifiers: letters, digits, `_` and `-` (as lib/contact/email-service.ts reads them). */
const emailJsIdentifier = (title: string, hint: string) =>
  optional(
    z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9_-]{1,100}$/,
        `Recopiez l’identifiant tel qu’EmailJS l’affiche${NBSP}: lettres, chiffres, _ et - seulement.`,
      )
      .meta({ title, description: hint } satisfies FieldMeta),
  );

export const deliveryChoices = ['emailjs', 'mailto'] as const;
/** The two ways, as the owner chooses them (and as the host's log names them). */
export const deliveryLabels: Record<(typeof deliveryChoices)[number], string> = {
  emailjs: 'Par EmailJS\u00a0: le formulaire envoie la demande',
  mailto: 'Par la messagerie du visiteur, adressée à votre e-mail',
};

export const launchSettingsSchema = z
  .object({
    ready: z.boolean().meta({
      title: 'Le site est prêt à être publié',
      description:
        'Tant que cette case n’est pas cochée, l’hébergeur ne publie qu’une page d’attente et l’administration. Cochée, il publie le site entier : l’administration refuse de la cocher tant qu’il reste un point à régler, et dit lesquels.',
    } satisfies FieldMeta),
    repo: optional(
      z
        .string()
        .trim()
        // A GitHub account's name has 39 characters at most, a repository's 100.
        .max(140, atMost(140))
        .regex(/^[\w.-]+\/[\w.-]+$/, `Écrivez le dépôt au format compte/nom, p.${NBSP}ex. mon-compte/site-toiture.`)
        .meta({
          title: 'Dépôt GitHub du site',
          description: boundedHint(
            140,
            'Compte/nom, tel qu’affiché en haut de la page du dépôt sur GitHub, p. ex. « mon-compte/site-toiture » : l’administration y enregistre vos modifications.',
          ),
        } satisfies FieldMeta),
    ),
    authUrl: optional(
      z
        .string()
        .trim()
        .max(200, atMost(200))
        .regex(/^https:\/\/[^/\s]+/, `Écrivez une adresse qui commence par https://.`)
        .meta({
          title: 'Relais de connexion GitHub (hors Netlify)',
          description: boundedHint(
            200,
            'À laisser vide sur Netlify. Ailleurs, l’adresse du relais de connexion (docs/proprietaire/administration.md, « En ligne, sur le site publié »).',
          ),
        } satisfies FieldMeta),
    ),
    delivery: optional(
      z.enum(deliveryChoices).meta({
        title: 'Envoi des demandes de devis',
        description: 'Par EmailJS, remplissez aussi les trois identifiants ci-dessous.',
        choices: deliveryLabels,
      } satisfies FieldMeta),
    ),
    emailJsServiceId: emailJsIdentifier(
      'EmailJS : Service ID',
      'Dans EmailJS, « Email Services », p. ex. service_ab12cd.',
    ),
    emailJsTemplateId: emailJsIdentifier(
      'EmailJS : Template ID',
      'Dans EmailJS, « Email Templates », p. ex. template_ab12cd.',
    ),
    emailJsPublicKey: emailJsIdentifier(
      'EmailJS : Public Key',
      'Dans EmailJS, « Account », « API keys ». Publique : elle figure de toute façon dans chaque page.',
    ),
  })
  .meta({
    title: 'Mise en ligne',
    description:
      'Ces réglages ne sont pas secrets. Une variable du même rôle chez l’hébergeur, si elle existe, l’emporte.',
  } satisfies FieldMeta);

export type LaunchSettings = z.infer<typeof launchSettingsSchema>;

/** The build variables each setting stands for: a variable set on the host wins over the admin's value. */
export const launchSettingVariables = {
  repo: 'DECAP_GITHUB_REPO',
  authUrl: 'DECAP_AUTH_URL',
  delivery: 'CONTACT_FORM_DELIVERY',
  emailJsServiceId: 'PUBLIC_EMAILJS_SERVICE_ID',
  emailJsTemplateId: 'PUBLIC_EMAILJS_TEMPLATE_ID',
  emailJsPublicKey: 'PUBLIC_EMAILJS_PUBLIC_KEY',
} as const satisfies Record<Exclude<keyof LaunchSettings, 'ready'>, string>;
