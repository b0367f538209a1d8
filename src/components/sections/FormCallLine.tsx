import type { BusinessPhones } from '../../lib/contact/phone';
import type { UiText } from '../../schemas/ui';
import { CallPair } from '../ui/CallPair';
import { textLinkClass } from '../ui/LinkList';

export interface FormCallLineProps {
  phones: BusinessPhones;
  text: Pick<UiText['form'], 'callPrefix' | 'emergencyCallPrefix'>;
}

/**
 * The line that answers now, offered where the form cannot send (ui/CallPair.tsx): the emergency line
 * while the office is closed, and without JavaScript the main line with the emergency line under it.
 * Static HTML: beside the form, and inside its island as a slot (none of its code ships).
 */
export function FormCallLine({ phones, text }: FormCallLineProps) {
  return (
    <CallPair
      name="form"
      phones={phones}
      display="inline-flex"
      buttonClass={textLinkClass}
      main={`${text.callPrefix} ${phones.phone.display}`}
      emergency={`${text.emergencyCallPrefix} ${phones.emergencyPhone.display}`}
      beside={{
        className: `${textLinkClass} mt-2 flex`,
        content: `${text.emergencyCallPrefix} ${phones.emergencyPhone.display}`,
      }}
    />
  );
}
