import { describe, expect, it } from 'vitest';
import { webFonts } from '../../../src/config/fonts';
import { inlineScript } from '../../../src/integrations/inline-script';
import { webFontFaces } from '../../../src/lib/loading/web-fonts';

/**
 * The inline script of src/lib/loading/web-fonts.ts, run as the page runs it, against stand-ins of the
 * few browser APIs it touches (the real browser runs it in tests/e2e/web-fonts.spec.ts).
 */
const origin = 'https://www.toiture.example';
const urlOf = (file: string) => `/_astro/${file.replace('.woff2', '.h4sh.woff2')}`;

class FakeFontFace {
  static loaded: FakeFontFace[] = [];
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
  load() {
    FakeFontFace.loaded.push(this);
    return Promise.resolve(this);
  }
}

function runScript({ referrer = '', saveData = false, readyState = 'interactive' } = {}) {
  FakeFontFace.loaded = [];
  const added: FakeFontFace[] = [];
  const listeners = new Map<string, () => void>();
  const timers: { run: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  const page = {
    document: { referrer, readyState, fonts: { add: (face: FakeFontFace) => added.push(face) } },
    window: { addEventListener: (type: string, listener: () => void) => listeners.set(type, listener) },
    location: { origin },
    navigator: { connection: { saveData } },
    FontFace: FakeFontFace,
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    requestAnimationFrame: (run: () => void) => frames.push(run),
  };
  const script = inlineScript('web-fonts', webFontFaces(webFonts, urlOf));
  new Function(...Object.keys(page), script)(...Object.values(page));
  /** The browser starts rendering a frame: its callbacks run. */
  const frame = () => frames.splice(0).forEach((run) => run());
  return { added, listeners, timers, frame, loaded: FakeFontFace.loaded };
}

describe('web fonts: never before the first paint, never swapped in after it', () => {
  it('declares a face per web font, at the built URL of its file', () => {
    expect(webFontFaces(webFonts, urlOf)).toEqual([
      ['Inter Variable', '/_astro/inter-french-400-700.h4sh.woff2', '400 700'],
      ['Fraunces Variable', '/_astro/fraunces-french-600.h4sh.woff2', '600'],
    ]);
    expect(webFonts.map((font) => font.family)).toEqual(['Inter Variable', 'Fraunces Variable']);
  });

  it('on a page reached from another page of the site: both faces, optional, loaded at once and added before the first frame', async () => {
    const { added, loaded, listeners, timers } = runScript({ referrer: `${origin}/services/charpente` });
    // Fetched at once (out of the browser's cache); nothing waits for `load`.
    expect(loaded.map((face) => [face.family, face.source, face.descriptors])).toEqual([
      ['Inter Variable', 'url(/_astro/inter-french-400-700.h4sh.woff2)', { weight: '400 700', display: 'optional' }],
      ['Fraunces Variable', 'url(/_astro/fraunces-french-600.h4sh.woff2)', { weight: '600', display: 'optional' }],
    ]);
    expect(added).toEqual([]);
    await Promise.resolve();
    expect(added).toEqual(loaded);
    expect(listeners.size + timers.length).toBe(0);
  });

  it('on a next page whose first frame comes before the files: the local fonts stay, nothing is swapped in', async () => {
    const { added, loaded, frame } = runScript({ referrer: `${origin}/services/charpente` });
    expect(loaded).toHaveLength(2);
    frame();
    await Promise.resolve();
    expect(added).toEqual([]);
  });

  it('on the first page of a visit: nothing for this page; the files are fetched well after `load`', () => {
    for (const referrer of ['', 'https://www.google.be/', 'not a url', `${origin}.example.net/`]) {
      const { added, loaded, listeners, timers } = runScript({ referrer });
      expect(added, referrer).toEqual([]);
      expect(loaded, referrer).toEqual([]);
      listeners.get('load')?.();
      expect(timers.map((timer) => timer.ms)).toEqual([1500]);
      timers[0]?.run();
      expect(loaded.map((face) => face.family)).toEqual(['Inter Variable', 'Fraunces Variable']);
      // Fetched into the cache for the next pages, never added to this one: no reflow, no shift.
      expect(added).toEqual([]);
    }
  });

  it('does not wait for `load` when the page has already loaded', () => {
    const { listeners, timers } = runScript({ readyState: 'complete' });
    expect(listeners.size).toBe(0);
    expect(timers).toHaveLength(1);
  });

  it('leaves the local fonts to visitors who asked their browser to save data', () => {
    const { added, listeners, timers } = runScript({ referrer: `${origin}/`, saveData: true });
    expect(added).toEqual([]);
    expect(listeners.size + timers.length).toBe(0);
  });

  it('cannot close its own <script> element, whatever the file names', () => {
    const script = inlineScript(
      'web-fonts',
      webFontFaces(webFonts, () => '/_astro/a</script><!--<b.woff2'),
    );
    expect(script).not.toMatch(/<\/script|<!--|<b/i);
  });
});
