/**
 * How the contact form delivers a request — through the e-mail service (EmailJS), or from the
 * visitor's own mail program (`mailto:`) — and the legal texts that follow it. In the privacy
 * policy, a paragraph or a list item that applies to one mode only starts with that mode's label
 * in bold (« **Envoi par EmailJS** : … »): the page keeps the ones of the site's mode, without
 * their label, and drops the others, so that the policy says what the site really does.
 */
export type DeliveryMode = 'emailjs' | 'mailto';

export const deliveryLabels: Readonly<Record<DeliveryMode, string>> = {
  emailjs: 'Envoi par EmailJS',
  mailto: 'Envoi depuis votre messagerie',
};

const labelled = new RegExp(
  `<(p|li)>\\s*<strong>(${Object.values(deliveryLabels).join('|')})</strong>[\\s\\u00a0]*:\\s*([\\s\\S]*?)</\\1>\\s*`,
  'g',
);

/** The rendered text (HTML) with only the blocks of `mode`, their label taken off. */
export function keepDeliveryMode(html: string, mode: DeliveryMode): string {
  return html.replace(labelled, (_block, tag: string, label: string, rest: string) =>
    label === deliveryLabels[mode] ? `<${tag}>${rest.charAt(0).toUpperCase()}${rest.slice(1)}</${tag}>\n` : '',
  );
}
