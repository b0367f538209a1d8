// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderContext } from '../../src/components/islands/header/header-context';
import { NavItems } from '../../src/components/islands/header/NavItems';
import { readExampleContent } from '../support/example-content';
import { navItems } from '../../src/lib/navigation/menu';

/**
 * The header's menus hand the services item their whole sub-menu state (`close`, `pin` included):
 * only the item's own event handlers reach the list element, so React has nothing to warn about.
 */
afterEach(() => vi.restoreAllMocks());

describe('the services item of the header', () => {
  it('renders without React warnings when given the sub-menu’s handlers', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const content = readExampleContent();
    const submenu = {
      open: false,
      onToggle: () => {},
      itemRef: createRef<HTMLLIElement>(),
      controlRef: createRef<HTMLButtonElement>(),
      onPointerEnter: () => {},
      onPointerLeave: () => {},
      onBlur: () => {},
      close: () => {},
      pin: () => {},
    };
    const { container } = render(
      <HeaderContext.Provider
        value={{
          text: content.ui.header,
          serviceLinks: content.services.map((service) => ({
            href: `/services/${service.slug}`,
            label: service.title,
          })),
          enhanced: true,
          servicesToggleOnly: false,
          closeAll: () => {},
        }}
      >
        <ul>
          <NavItems place="bar" items={navItems(content.ui.nav)} submenu={submenu} />
        </ul>
      </HeaderContext.Provider>,
    );
    expect(container.querySelector('#sous-menu-services')).not.toBeNull();
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });
});
