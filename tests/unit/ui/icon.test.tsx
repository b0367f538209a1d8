import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../../src/components/ui/Icon';

describe('Icon', () => {
  it('gives an icon one size: its own when asked, else 20 px', () => {
    // With two size classes the one later in the stylesheet wins, whatever their order here.
    const sized = renderToStaticMarkup(<Icon name="check" className="mt-0.5 size-4" />);
    expect(sized.match(/size-\d/g)).toEqual(['size-4']);
    expect(renderToStaticMarkup(<Icon name="menu" />).match(/size-\d/g)).toEqual(['size-5']);
  });

  it('is drawn in the page and hidden from assistive technology', () => {
    const markup = renderToStaticMarkup(<Icon name="shield" />);
    expect(markup).toMatch(/^<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24"/);
    expect(markup).toContain('<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z">');
    expect(markup).not.toContain('<use');
  });
});
