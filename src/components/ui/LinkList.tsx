import type { ReactNode } from 'react';

/** A link of a list: its address, its words, and any `data-*` attribute a script looks for. */
export interface ListedLink {
  href: string;
  label: ReactNode;
  data?: Readonly<Record<`data-${string}`, string>>;
}

interface LinkListProps {
  links: readonly ListedLink[];
  className?: string;
  linkClassName?: string;
}

/** Links one under the other (or as the list's class lays them out), each in its own list item. */
export function LinkList({ links, className, linkClassName }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName} {...link.data}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A link inside text: copper, underlined. */
export const textLinkClass = 'font-semibold text-copper-700 underline underline-offset-4 hover:text-copper-900';
