// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../src/lib/content/escape-html';

const hostile = `Tom & "Jerry" l'<b>ardoisier</b> > 3`;

describe('escapeHtml', () => {
  it('reads back as the same text in an element and in an attribute of either quote', () => {
    const parsed = new DOMParser().parseFromString(
      `<p>${escapeHtml(hostile)}</p><a title="${escapeHtml(hostile)}"></a><a title='${escapeHtml(hostile)}'></a>`,
      'text/html',
    );
    expect(parsed.querySelector('p')!.textContent).toBe(hostile);
    expect(parsed.querySelector('b')).toBeNull();
    const titles = [...parsed.querySelectorAll('a')].map((link) => link.title);
    expect(titles).toEqual([hostile, hostile]);
  });
});
