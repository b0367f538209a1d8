import { contactFields } from '../../content/form';
import type { ProjectType } from '../../content/schemas';
import { uiText } from '../../content/ui-text';
import { cn } from '../../lib/cn';

export interface ContactFormProps {
  projectTypes: readonly ProjectType[];
  messageRows: number;
}

const controlClass =
  'mt-1.5 block w-full rounded-xl border-0 bg-paper-50 px-4 py-3 text-base text-ink-950 ring-1 ring-ink-200 transition-shadow placeholder:text-ink-400 focus:bg-white focus:ring-2 focus:ring-copper-600 focus:outline-none user-invalid:ring-2 user-invalid:ring-red-700';

/** The quote request form, with the browser's built-in checks (specification §5). */
export function ContactForm({ projectTypes, messageRows }: ContactFormProps) {
  return (
    <form className="mt-8 grid gap-5 sm:grid-cols-2" aria-label={uiText.contact.formTitle} noValidate={false}>
      {contactFields.map((field) => {
        const id = `champ-${field.name}`;
        const wide = field.type === 'textarea' || field.type === 'select';
        return (
          <div key={field.name} className={cn(wide && 'sm:col-span-2')}>
            <label htmlFor={id} className="text-sm font-semibold text-ink-900">
              {field.label}
            </label>
            {field.type === 'select' ? (
              <select id={id} name={field.name} required={field.required} defaultValue="" className={controlClass}>
                <option value="" disabled>
                  {uiText.contact.selectPlaceholder}
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
                className={controlClass}
              />
            )}
          </div>
        );
      })}
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-700">{uiText.contact.notes}</p>
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-copper-600 px-7 py-3 font-semibold text-white shadow-card transition-colors hover:bg-copper-700 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {uiText.contact.submit}
        </button>
      </div>
    </form>
  );
}
