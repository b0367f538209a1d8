import type { ContactFields } from '../../../lib/contact/contact-form';
import { photoMailtoHref, photoMessage, requestDay, whatsappHref } from '../../../lib/contact/photo-links';
import type { UiText } from '../../../schemas/ui';

export interface PhotoSettings {
  text: Pick<UiText['photos'], 'sent' | 'tips' | 'whatsapp' | 'email' | 'whatsappText' | 'emailSubject'> & {
    /** The success message itself (ui.form.successText). */
    success: string;
  };
  /** The chat with the owner's WhatsApp mobile (`https://wa.me/32…`, made at build time); null: e-mail only. */
  whatsappChat: string | null;
  email: string;
}

/**
 * The success message's photos of the roof (in its toast): WhatsApp (when the owner has a number
 * for it) and e-mail, each message naming the request just sent by the visitor's name, the commune
 * and the day, and by nothing else (lib/contact/photo-links.ts). Loaded with the toasts, once the
 * visitor starts using the form: its code is not the page's.
 */
export default function PhotoSent({
  text,
  whatsappChat,
  email,
  sent,
  linkClass,
}: PhotoSettings & {
  /** What named the request just sent. */
  sent: Pick<ContactFields, 'nom' | 'ville'>;
  /** The form's link class (given by the form: this chunk then shares no module with it). */
  linkClass: string;
}) {
  const request = { ...sent, date: requestDay(new Date()) };
  const links = [
    ...(whatsappChat
      ? [
          {
            kind: 'whatsapp',
            label: text.whatsapp,
            href: whatsappHref(whatsappChat, photoMessage(text.whatsappText, request)),
          },
        ]
      : []),
    { kind: 'email', label: text.email, href: photoMailtoHref(email, text.emailSubject, request) },
  ];
  return (
    <div data-photos="sent">
      <p>{text.success}</p>
      <p className="mt-2 font-semibold">{text.sent}</p>
      <p className="mt-2">{text.tips}</p>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
        {links.map((link) => (
          <li key={link.kind}>
            <a href={link.href} data-photo-link={link.kind} rel="noopener" className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
