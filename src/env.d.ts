interface ImportMetaEnv {
  /** EmailJS service id (service_…): see the owner's guide, docs/proprietaire/formulaire.md. */
  readonly PUBLIC_EMAILJS_SERVICE_ID?: string;
  /** EmailJS template id (template_…). */
  readonly PUBLIC_EMAILJS_TEMPLATE_ID?: string;
  /** EmailJS public key (Account › General). */
  readonly PUBLIC_EMAILJS_PUBLIC_KEY?: string;
  /** API origin, only to point the client elsewhere (the tests' stand-in); default https://api.emailjs.com. */
  readonly PUBLIC_EMAILJS_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The owner's photos that the content names (src/integrations/cited-photos.ts). */
declare module 'virtual:photos-citees' {
  const photos: Readonly<Record<string, import('astro').ImageMetadata>>;
  export default photos;
}

/** The folder of the social images kept between builds (src/integrations/social-image-cache.ts). */
declare module 'virtual:cache-images-partage' {
  const folder: string;
  export default folder;
}
