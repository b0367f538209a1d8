import { textLinkClass } from '../ui/LinkList';

/**
 * Under the quote form's project type (a slot of the form's island: static HTML, none of its code
 * ships): the page for the night of the storm, shown by CSS as soon as the emergency project type is
 * chosen (the `emergency-chosen` variant of styles/global.css), before the island is ready too.
 */
export function StormHint({ href, label }: { href: string; label: string }) {
  return (
    <p className="mt-2 hidden text-sm emergency-chosen:block" data-storm-hint="">
      <a href={href} className={textLinkClass}>
        {label}
      </a>
    </p>
  );
}
