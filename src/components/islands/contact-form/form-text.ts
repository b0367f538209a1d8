import type { UiText } from '../../../schemas/ui';

/** The texts of the notes shown before the island is ready (ContactFormStandby), not the island's. */
export type StandbyTextKey = 'noScriptLead' | 'writeTo' | 'waitingForForm' | 'formSlow';

/** The form's wording: its own texts, and the few of the contact section it shows. */
export type ContactFormText = Omit<UiText['form'], StandbyTextKey> &
  Pick<UiText['contact'], 'formTitle' | 'notes' | 'submit' | 'selectPlaceholder'>;
