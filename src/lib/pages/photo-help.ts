/** How to send photos of the roof, as the home page's form and the storm page show it (components/sections/PhotoHelp.tsx). */
import { whatsappChat } from '../contact/phone';
import type { SiteContent } from '../content/site-content';

export interface PhotoHelpLink {
  kind: 'whatsapp' | 'email' | 'form';
  icon: 'message' | 'mail' | 'arrow-right';
  href: string;
  label: string;
}

/** The chat with the owner's WhatsApp mobile (when given) and an e-mail with the quote request's subject. */
export function photoHelpLinks(content: Pick<SiteContent, 'identity' | 'ui'>): PhotoHelpLink[] {
  const { identity, ui } = content;
  return [
    ...(identity.whatsappPhone
      ? [
          {
            kind: 'whatsapp',
            icon: 'message',
            href: whatsappChat(identity.whatsappPhone),
            label: ui.photos.whatsapp,
          } as const,
        ]
      : []),
    {
      kind: 'email',
      icon: 'mail',
      href: `mailto:${identity.email}?subject=${encodeURIComponent(ui.form.mailtoSubject)}`,
      label: ui.photos.email,
    },
  ];
}
