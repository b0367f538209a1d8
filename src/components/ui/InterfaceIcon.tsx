import { cn } from '../../lib/cn';

/**
 * The few icons the hydrated islands draw (header, call bar). Kept apart from `Icon.tsx`,
 * which spreads them into its full set, so that an island ships these paths only.
 */
export const interfaceIconPaths = {
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  close: ['M18 6 6 18', 'm6 6 12 12'],
  'chevron-down': ['m6 9 6 6 6-6'],
  'arrow-right': ['M5 12h14', 'm12 5 7 7-7 7'],
  phone: [
    'M22 16.92v3a2 2 0 0 1-2.18 2 19.8 19.8 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.8 19.8 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.9.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z',
  ],
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
