// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buttonStyles } from '../../../src/components/ui/button-styles';
import { CallPair } from '../../../src/components/ui/CallPair';
import { cn, themeShadows } from '../../../src/components/ui/cn';
import type { BusinessPhones } from '../../../src/lib/contact/phone';

const phones = {
  phone: { href: 'tel:+3271000000', display: '071 00 00 00' },
  emergencyPhone: { href: 'tel:+32470000000', display: '0470 00 00 00' },
} as BusinessPhones;

function classesOf(display: 'flex' | 'inline-flex') {
  const html = renderToStaticMarkup(
    <CallPair
      name="probe"
      phones={phones}
      display={display}
      buttonClass={buttonStyles({ variant: 'dark' })}
      main="Appeler"
      emergency="Urgence"
      beside={{ content: 'Urgence', className: buttonStyles({ variant: 'secondary' }) }}
    />,
  );
  const document = new DOMParser().parseFromString(html, 'text/html');
  return Object.fromEntries(
    [...document.querySelectorAll('a')].map((link) => [link.dataset.line, link.className.split(' ')]),
  );
}

describe('cn', () => {
  it('lets the later of two classes of one property win', () => {
    expect(cn('inline-flex px-4 text-ink-900', 'flex px-3', false, 'text-white')).toBe('flex px-3 text-white');
  });

  it('knows the theme’s own shadows from colours', () => {
    const declared = [...readFileSync('src/styles/global.css', 'utf8').matchAll(/--shadow-([a-z]+):/g)].map(
      (m) => m[1],
    );
    expect(declared).toEqual([...themeShadows]);
    expect(cn('shadow-card', 'shadow-lift')).toBe('shadow-lift');
    expect(cn('shadow-card', 'shadow-ink-900/10')).toBe('shadow-card shadow-ink-900/10');
  });
});

describe('CallPair', () => {
  it.each(['flex', 'inline-flex'] as const)(
    'gives each link one display of its own (%s), over the button’s',
    (display) => {
      const links = classesOf(display);
      expect(Object.keys(links)).toEqual(['main', 'emergency', 'beside']);
      const displays = (names: string[]) => names.filter((name) => ['flex', 'inline-flex', 'hidden'].includes(name));
      expect(displays(links.main!)).toEqual([display]);
      expect(displays(links.emergency!)).toEqual(['hidden']);
      expect(links.emergency).toContain(`office-closed:${display}`);
    },
  );
});
