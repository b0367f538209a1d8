import type { ChangeEvent, ReactNode } from 'react';
import { clsx } from 'clsx';
import { contactFields, isContactFieldName, type ContactFields } from '../../../lib/contact/contact-form';
import type { FormAction } from '../../../lib/contact/contact-form-state';
import type { ProjectType } from '../../../schemas/project-types';
import type { ContactFormText } from './form-text';

const controlClass =
  'mt-1.5 block w-full rounded-xl border-0 bg-paper-50 px-4 py-3 text-base text-ink-950 ring-1 ring-ink-200 transition-shadow placeholder:text-ink-400 focus:bg-white focus:ring-2 focus:ring-copper-600 focus:outline-none user-invalid:ring-2 user-invalid:ring-red-700 read-only:opacity-80';

interface FormFieldsProps {
  fields: ContactFields;
  text: Pick<ContactFormText, 'fields' | 'selectPlaceholder'>;
  projectTypes: readonly ProjectType[];
  messageRows: number;
  /** While a request is on its way, what it says cannot change. */
  sending: boolean;
  dispatch: (action: FormAction) => void;
  /** Static HTML from the page (a slot): the link to the page for the night of the storm, shown by CSS once the emergency project type is chosen. */
  stormHint?: ReactNode;
}

/** The six fields, each with its label, checked by the browser as typed. */
export function FormFields({ fields, text, projectTypes, messageRows, sending, dispatch, stormHint }: FormFieldsProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const { name, value } = event.currentTarget;
    if (isContactFieldName(name)) dispatch({ type: 'change', name, value });
  }

  return contactFields.map((field) => {
    const id = `champ-${field.name}`;
    const wide = field.type === 'textarea' || field.type === 'select';
    return (
      <div key={field.name} className={clsx(wide && 'sm:col-span-2')}>
        <label htmlFor={id} className="text-sm font-semibold text-ink-900">
          {text.fields[field.name]}
        </label>
        {field.type === 'select' ? (
          <>
            <select
              id={id}
              name={field.name}
              required={field.required}
              value={fields[field.name]}
              onChange={handleChange}
              className={controlClass}
            >
              <option value="" disabled>
                {text.selectPlaceholder}
              </option>
              {projectTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
            {stormHint}
          </>
        ) : field.type === 'textarea' ? (
          <textarea
            id={id}
            name={field.name}
            required={field.required}
            rows={messageRows}
            maxLength={field.maxLength}
            value={fields[field.name]}
            onChange={handleChange}
            readOnly={sending}
            className={clsx(controlClass, 'resize-y')}
          />
        ) : (
          <input
            id={id}
            name={field.name}
            type={field.type}
            required={field.required}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            value={fields[field.name]}
            onChange={handleChange}
            readOnly={sending}
            className={controlClass}
          />
        )}
      </div>
    );
  });
}
