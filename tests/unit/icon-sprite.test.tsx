import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../src/components/ui/Icon';
import { interfaceIconPaths } from '../../src/components/ui/InterfaceIcon';
import { iconNames } from '../../src/schemas/fields';
import { projectRoot } from '../../tools/project.mjs';

const sprite = readFileSync(join(projectRoot, 'src/assets/icons.svg'), 'utf8');
const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe('icon sprite', () => {
  it('has a symbol for every icon the content may name, and for the footer links', () => {
    // An icon chosen in the admin without a symbol would be an empty square on the page. The
    // interface icons (buttons, menus) are drawn in the page instead.
    const drawnInPage = new Set(Object.keys(interfaceIconPaths));
    const expected = [...iconNames, 'facebook', 'globe'].filter((name) => !drawnInPage.has(name));
    expect(symbolIds.toSorted()).toEqual(expected.toSorted());
  });

  it('draws each symbol in the colour of the text around it', () => {
    const symbols = sprite.match(/<symbol [^>]*>/g) ?? [];
    expect(symbols.length).toBeGreaterThan(0);
    expect(symbols).toHaveLength(symbolIds.length);
    for (const symbol of symbols) expect(symbol).toMatch(/viewBox="0 0 24 24".*stroke="currentColor"/);
  });

  it('gives an icon one size: its own when asked, else 20 px', () => {
    const sized = renderToStaticMarkup(<Icon name="check" className="mt-0.5 size-4" />);
    expect(sized.match(/size-\d/g)).toEqual(['size-4']);
    expect(sized).toMatch(/<use href="[^"]*#check"/);
    expect(renderToStaticMarkup(<Icon name="menu" />).match(/size-\d/g)).toEqual(['size-5']);
  });
});
