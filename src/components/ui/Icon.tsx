import type { IconName } from '../../schemas/fields';
import spriteUrl from '../../assets/icons.svg?url';
import { iconClass, InterfaceIcon, interfaceIconPaths, type InterfaceIconName } from './InterfaceIcon';

/** The icons of the sprite file (src/assets/icons.svg), one `<symbol>` each. */
export type SpriteIconName = IconName | 'facebook' | 'globe';

export type AnyIconName = SpriteIconName | InterfaceIconName;

interface IconProps {
  name: AnyIconName;
  className?: string;
}

function isInterfaceIcon(name: AnyIconName): name is InterfaceIconName {
  return name in interfaceIconPaths;
}

/**
 * Decorative icon: always hidden from assistive technology, the text beside it carries the meaning.
 * The interface icons (buttons, menus: the first screen) are drawn in the page; the others come
 * from one sprite file, fetched once and cached for good, so that the page does not carry their
 * paths every time they appear.
 */
export function Icon({ name, className }: IconProps) {
  if (isInterfaceIcon(name)) return <InterfaceIcon name={name} className={className} />;
  return (
    <svg aria-hidden="true" focusable="false" className={iconClass(className)}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
