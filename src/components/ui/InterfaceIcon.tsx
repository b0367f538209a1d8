import { cn } from './cn';

/**
 * The few icons of the header's menus and of the islands. Kept apart from `Icon.tsx`, which spreads
 * them into its full set, so that an island ships these paths only.
 */
export const interfaceIconPaths = {
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  close: ['M18 6 6 18', 'm6 6 12 12'],
  'chevron-down': ['m6 9 6 6 6-6'],
} satisfies Record<string, string[]>;

export type InterfaceIconName = keyof typeof interfaceIconPaths;

/**
 * An icon's classes: 20 px unless `className` gives a size of its own. Only one `size-*` may
 * reach the element: with two, the one later in the stylesheet wins, whatever the order here.
 */
export function iconClass(className: string | undefined): string {
  return cn('shrink-0', !/(^|\s)size-/.test(className ?? '') && 'size-5', className);
}

/** Decorative stroke icon on a 24 px grid: always hidden from assistive technology. */
export function SvgIcon({ paths, className }: { paths: readonly string[]; className?: string | undefined }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={iconClass(className)}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export function InterfaceIcon({ name, className }: { name: InterfaceIconName; className?: string | undefined }) {
  return <SvgIcon paths={interfaceIconPaths[name]} className={className} />;
}
