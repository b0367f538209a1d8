import type { RefObject } from 'react';

export interface HoneypotFieldProps {
  label: string;
  /** Read at submit: anything in it means a robot filled the form. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * Honeypot: robots fill every field, people never see this one. Off screen, out of the tab order
 * and hidden from assistive technology.
 */
export function HoneypotField({ label, inputRef }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden" data-honeypot="">
      <label htmlFor="champ-site-web">{label}</label>
      <input ref={inputRef} id="champ-site-web" name="site-web" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
