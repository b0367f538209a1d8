/** decap-cms-locales ships no types: its French phrases, as the admin reads them. */
declare module 'decap-cms-locales' {
  type Phrases = { [key: string]: string | Phrases };
  export const fr: Phrases & {
    editor: Phrases & { editorControlPane: Phrases & { widget: Phrases } };
    ui: Phrases & { toast: Phrases };
  };
}
