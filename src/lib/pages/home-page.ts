/**
 * The home page's data (at `/` and at each section's alias path), from the content: each section's
 * props, the contact cards, the form's props and the notes shown before it is ready, and the
 * settings of the page's early scripts. The page shell only resolves the pictures and renders.
 */
import { gallerySlot, pictureOf, type ResolvedImages } from '../media/image-slots';
import {
  CONTACT_FORM_ID,
  FORM_READY_ATTRIBUTE,
  FORM_STANDBY_ID,
  HOUR_MS,
  mailtoLabels,
  MESSAGE_ROWS,
} from '../contact/contact-form';
import type { EmailService } from '../contact/email-service';
import { openingHoursRows, openingHoursText } from '../content/format';
import { whatsappChat, type BusinessPhones } from '../contact/phone';
import { postalAddressLine } from '../content/placeholders';
import { SECTION_HEADS_PATH } from '../navigation/sections';
import { reviewsBlockNote } from '../content/reviews';
import { REVIEWS_PATH, sectionMeta, type SiteContent } from '../content/site-content';
import { socialImageFor } from '../seo/social-cards';
import { homeJsonLd } from '../seo/structured-data';
import { answerText, callBarOf, pageFrame, pageHead } from './frame';
import { credentialsBlock } from './credentials-block';
import { photoHelpLinks } from './photo-help';

/** One of the contact section's cards: an icon, a title, a link and lines. */
export interface ContactCardData {
  icon: 'map-pin' | 'phone' | 'mail';
  title: string;
  lines: readonly string[];
  link?: { href: string; label: string };
  /**
   * The phone card's number: the line that answers now (ui/CallPair.tsx), the emergency line after
   * its words (`emergencyLead`) while the office is closed, and under the main line without JavaScript.
   */
  call?: { phones: BusinessPhones; emergencyLead: string };
}

/** How long the early-submit script waits for the form before it offers the mail program and the phone. */
const FORM_SLOW_AFTER_MS = 4000;

export function contactCards(content: SiteContent, phones: BusinessPhones): ContactCardData[] {
  const { identity, ui } = content;
  return [
    { icon: 'map-pin', title: ui.contact.addressTitle, lines: [postalAddressLine(identity), ui.contact.addressZone] },
    {
      icon: 'phone',
      title: ui.contact.phoneTitle,
      call: { phones, emergencyLead: `${ui.contact.emergencyLabel}\u00a0:` },
      lines: openingHoursRows(identity.openingHours).map((row) => openingHoursText(row)),
    },
    {
      icon: 'mail',
      title: ui.contact.emailTitle,
      link: { href: `mailto:${identity.email}`, label: identity.email },
      lines: [ui.contact.emailPromise],
    },
  ];
}

/** The form island's props: only what it shows once hydrated (the standby notes are static HTML). */
function contactForm(content: SiteContent, emailService: EmailService) {
  const { identity, ui } = content;
  const {
    noScriptLead: _noScriptLead,
    writeTo: _writeTo,
    waitingForForm: _waiting,
    formSlow: _slow,
    ...text
  } = ui.form;
  return {
    text: {
      ...text,
      formTitle: ui.contact.formTitle,
      notes: ui.contact.notes,
      submit: ui.contact.submit,
      selectPlaceholder: ui.contact.selectPlaceholder,
    },
    projectTypes: content.projectTypes,
    messageRows: MESSAGE_ROWS,
    draftMaxAgeMs: content.figures['heures-brouillon'] * HOUR_MS,
    emailService: emailService.configured ? emailService : null,
    business: { email: identity.email, facebookHref: identity.links.facebook },
    privacyHref: content.legal['politique-de-confidentialite'].path,
    photos: {
      // What the success message needs (islands/contact-form/PhotoSent.tsx): the help itself is static HTML.
      text: {
        success: ui.form.successText,
        sent: ui.photos.sent,
        tips: ui.photos.tips,
        whatsapp: ui.photos.whatsapp,
        email: ui.photos.email,
        whatsappText: ui.photos.whatsappText,
        emailSubject: ui.photos.emailSubject,
      },
      whatsappChat: identity.whatsappPhone ? whatsappChat(identity.whatsappPhone) : null,
      email: identity.email,
    },
  };
}

export function homePage(
  content: SiteContent,
  { images, emailService, origin }: { images: ResolvedImages; emailService: EmailService; origin: string | URL },
) {
  const { identity, home, ui } = content;
  const meta = (id: Parameters<typeof sectionMeta>[1]) => sectionMeta(content, id);
  // The only page with the form, so the only one that says when a request is read.
  const shared = pageFrame(content, origin);
  const frame = { ...shared, office: { ...shared.office, answer: answerText(ui) } };
  // The lines as the header and the footer show them: one value for the whole page.
  const { phones } = frame.footer;
  const hero = meta('accueil');
  const heroImage = pictureOf(images, 'hero');
  const aboutImage = pictureOf(images, 'apropos');
  const reviewText = content.reviewSettings.text;
  const { satisfaction } = content;
  const galleryPictures = (category: SiteContent['gallery'][number]) =>
    category.images.map((_, index) => {
      const image = pictureOf(images, gallerySlot(category.id, index));
      return { ...image, caption: image.caption ?? '' };
    });
  return {
    frame,
    head: pageHead(content, {
      title: hero.title,
      description: hero.description,
      keywords: hero.keywords,
      canonicalPath: '/',
      image: socialImageFor(content, 'accueil'),
      jsonLd: homeJsonLd(content, origin),
    }),
    sectionHeadsUrl: SECTION_HEADS_PATH,
    hero: {
      hero: home.hero,
      eyebrow: hero.eyebrow,
      image: heroImage,
      imageAlt: heroImage.alt,
      // The average of the clients' own ratings joins the key figures once there are enough of them.
      claims: [
        ...home.claims,
        ...(satisfaction
          ? [
              {
                value: satisfaction.value,
                label: satisfaction.label,
                // An average of the example's reviews is an example figure, marked as they are.
                mark: satisfaction.example ? reviewText.example : undefined,
              },
            ]
          : []),
      ],
      call: frame.header.call,
    },
    services: { meta: meta('services'), services: content.services, images, text: ui.services },
    about: {
      meta: meta('apropos'),
      values: home.about.values,
      promises: home.promises,
      image: aboutImage,
      imageAlt: aboutImage.alt,
      // The three newest reviews back the section's words on the family's careful work.
      reviews: {
        id: 'apropos-avis-titre',
        heading: reviewText.homeHeading,
        reviews: content.reviews.slice(0, 3),
        text: reviewText,
        allHref: REVIEWS_PATH,
        note: reviewsBlockNote(content.reviewSettings, content.reviews.slice(0, 3), REVIEWS_PATH),
        level: 3 as const,
      },
    },
    aboutHtml: content.aboutHtml,
    // « Une entreprise vérifiable », under the « À propos » text.
    credentials: credentialsBlock(content),
    gallery: {
      meta: meta('galerie'),
      text: ui.gallery,
      worksitesLink: { href: '/realisations', label: ui.worksites.galleryLink },
      tabs: content.gallery.map(({ id, label }) => ({ id, label })),
      tabsText: {
        tabsLabel: ui.gallery.tabsLabel,
        lightbox: ui.gallery.lightbox,
        imageLoading: ui.gallery.imageLoading,
        imageError: ui.gallery.imageError,
      },
      panels: content.gallery.map((category) => ({
        id: category.id,
        description: category.description,
        pictures: galleryPictures(category),
      })),
    },
    zone: { meta: meta('zone'), communes: content.communes, regions: content.regions, text: ui.zone },
    communes: {
      meta: meta('communes-proches'),
      communes: content.communes,
      whyChoose: home.whyChoose,
      phones,
      text: ui.communes,
    },
    contact: {
      meta: meta('contact'),
      cards: contactCards(content, phones),
      text: ui.contact,
      wait: content.storm.wait
        ? { wait: content.storm.wait, label: content.storm.labels.wait, dateWord: content.storm.labels.waitDate }
        : undefined,
      photos: { heading: ui.photos.heading, text: ui.photos, links: photoHelpLinks(content) },
    },
    form: contactForm(content, emailService),
    // Under the project type, once the emergency type is chosen (static HTML in the form's island).
    stormHint: { href: content.storm.path, label: ui.storm.formLink },
    // After a failed send, the line that answers now (static HTML in the form's island).
    callLine: { phones, text: { callPrefix: ui.form.callPrefix, emergencyCallPrefix: ui.form.emergencyCallPrefix } },
    standby: {
      text: ui.form,
      business: { email: identity.email, ...phones },
      mailtoHref: `mailto:${identity.email}?subject=${encodeURIComponent(ui.form.mailtoSubject)}`,
    },
    // A press on the send button before the form is ready is kept, then sent (lib/contact/early-submit.ts),
    // and the address's project type chosen.
    earlySubmit: {
      formId: CONTACT_FORM_ID,
      standbyId: FORM_STANDBY_ID,
      readyAttribute: FORM_READY_ATTRIBUTE,
      slowAfterMs: FORM_SLOW_AFTER_MS,
      labels: mailtoLabels(ui.form.fields, ui.form.projectTypeLabel),
      // The address's project type, chosen before the form is on screen (lib/contact/early-project-type.ts).
      projectTypes: content.projectTypes.map((type) => type.value),
      draftMaxAgeMs: content.figures['heures-brouillon'] * HOUR_MS,
    },
    callBar: callBarOf(content, frame, '#contact'),
  };
}
