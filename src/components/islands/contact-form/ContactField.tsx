import type { ChangeEvent } from 'react';
import { cn } from '../../../lib/cn';
import type { contactFields } from '../../../lib/contact-form';
import type { ProjectType } from '../../../schemas/project-types';

/** One of the form's six fields, as `lib/contact-form` describes it. */
export type ContactFieldSpec = (typeof contactFields)[number];

export type FieldChangeEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export interface ContactFieldProps {
  field: ContactFieldSpec;
  label: string;
  value: string;
  onChange: (event: FieldChangeEvent) => void;
  /** A request is on its way: what is typed stays as it is until the outcome. */
  readOnly: boolean;
  /** Rows of the message box. */
  messageRows: number;
  /** The choices of the project-type list, after its placeholder. */
  projectTypes: readonly ProjectType[];
  selectPlaceholder: string;
}

const controlClass =
  'mt-1.5 block w-full rounded-xl border-0 bg-paper-50 px-4 py-3 text-base text-ink-950 ring-1 ring-ink-200 transition-shadow placeholder:text-ink-400 focus:bg-white focus:ring-2 focus:ring-copper-600 focus:outline-none user-invalid:ring-2 user-invalid:ring-red-700 read-only:opacity-80';

/**
 * One field of the form, its label above it: a list for the project type, a box for the message,
 * an input for the others. The list and the message take the whole row on wide screens.
 */
export function ContactField({
  field,
  label,
  value,
  onChange,
  readOnly,
  messageRows,
  projectTypes,
  selectPlaceholder,
}: ContactFieldProps) {
  const id = `champ-${field.name}`;
  const wide = field.type === 'textarea' || field.type === 'select';
  return (
    <div className={cn(wide && 'sm:col-span-2')}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {field.type === 'select' ? (
        <select
          id={id}
          name={field.name}
          required={field.required}
          value={value}
          onChange={onChange}
          className={controlClass}
        >
          <option value="" disabled>
            {selectPlaceholder}
          </option>
          {projectTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      ) : field.type === 'textarea' ? (
        <textarea
          id={id}
          name={field.name}
          required={field.required}
          rows={messageRows}
          maxLength={field.maxLength}
          value={value}
          onChange={onChange}
          readOnly={readOnly}
          className={cn(controlClass, 'resize-y')}
        />
      ) : (
        <input
          id={id}
          name={field.name}
          type={field.type}
          required={field.required}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          value={value}
          onChange={onChange}
          readOnly={readOnly}
          className={controlClass}
        />
      )}
    </div>
  );
}
