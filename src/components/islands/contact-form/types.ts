import type { UiText } from '../../../schemas/ui';

/** The form's wording: its own texts, and the few of the contact section it shows. */
export type ContactFormText = UiText['form'] &
  Pick<UiText['contact'], 'formTitle' | 'notes' | 'submit' | 'selectPlaceholder'>;

/** The other ways to reach the business, offered when sending is not possible. */
export interface BusinessContacts {
  email: string;
  phoneDisplay: string;
  phoneHref: string;
  facebookHref: string;
}
