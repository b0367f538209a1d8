/** The contact form's fields (specification §3 and §5): names are the e-mail template's parameters. */
export const contactFields = [
  { name: 'nom', label: 'Nom complet *', type: 'text', required: true, autoComplete: 'name', maxLength: 100 },
  { name: 'email', label: 'Adresse e-mail *', type: 'email', required: true, autoComplete: 'email', maxLength: 254 },
  { name: 'telephone', label: 'Téléphone *', type: 'tel', required: true, autoComplete: 'tel', maxLength: 30 },
  { name: 'ville', label: 'Ville', type: 'text', required: false, autoComplete: 'address-level2', maxLength: 100 },
  {
    name: 'sujet',
    label: 'Type de bâtiment/Type de projet *',
    type: 'select',
    required: true,
    autoComplete: 'off',
    maxLength: 40,
  },
  {
    name: 'message',
    label: 'Description de votre projet *',
    type: 'textarea',
    required: true,
    autoComplete: 'off',
    // Counted like the browser counts it (UTF-16 units: an emoji takes two): a 5,000-character message with emoji fits.
    maxLength: 6000,
  },
] as const;

export type ContactFieldName = (typeof contactFields)[number]['name'];
