import { describe, expect, it, vi } from 'vitest';
import {
  markdownTable,
  median,
  ratio,
  spreadFromMedian,
  summarize,
  withinOfMedian,
} from '../../tools/bench-figures.mjs';
import { chosenModes, chosenServers, targets, withoutScripts } from '../../tools/bench.mjs';
import { sharedLink } from '../../tools/slow-proxy.mjs';

describe('the benchmark’s floor (tools/bench.mjs)', () => {
  it('cuts every script and module preload out of a page and leaves the rest byte for byte', () => {
    const head = `<meta charset="utf-8"><LINK REL="stylesheet" href="/s.css">`;
    const body = `<p data-exemple='<script>'>Texte&nbsp;<b>gras</b></p><img src="/a.svg" alt="">`;
    const html = [
      `<!DOCTYPE html><html lang="fr"><head>${head}`,
      `<link rel="modulepreload" href="/_astro/a.js"><script type="module">const tag = '</div>';</script>`,
      `</head><body>${body}<script src="/b.js"></script>`,
      `<script type="application/ld+json">{"texte":"</p>"}</script></body></html>`,
    ].join('');
    expect(withoutScripts(html)).toBe(`<!DOCTYPE html><html lang="fr"><head>${head}</head><body>${body}</body></html>`);
  });
});

describe('the benchmark’s figures (tools/bench.mjs)', () => {
  it('takes the median of the finite values, odd or even in number, in any order', () => {
    expect(median([900, 700, 800])).toBe(800);
    expect(median([1000, 700, 800, 900])).toBe(850);
    expect(median([Number.NaN, 600, 400])).toBe(500);
    expect(median([])).toBeNaN();
  });

  it('passes a tight LCP series and fails a bimodal one (every run within 10 % of the median)', () => {
    expect(withinOfMedian([820, 850, 870, 880, 900])).toBe(true);
    expect(spreadFromMedian([820, 850, 870, 880, 900])).toBeCloseTo(50 / 870);
    // Two clusters: the median sits in one, the other is ~40 % away.
    expect(withinOfMedian([800, 810, 1150, 805, 1160])).toBe(false);
    // Exactly 10 % away still passes; just over fails.
    expect(withinOfMedian([900, 1000, 1100])).toBe(true);
    expect(withinOfMedian([899, 1000, 1100])).toBe(false);
    // A single run is its own median; a run without a value fails.
    expect(withinOfMedian([1234])).toBe(true);
    expect(withinOfMedian([800, Number.NaN, 810])).toBe(false);
    expect(withinOfMedian([])).toBe(false);
  });

  it('divides the site’s median by the floor’s, with 0 and missing values handled', () => {
    expect(ratio(990, 900)).toBeCloseTo(1.1);
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(5, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(ratio(Number.NaN, 900)).toBeNaN();
  });

  it('summarises a figure against the floor and its target', () => {
    const lcp = summarize([1000, 900, 940], [850, 860, 870], targets['lcp']);
    expect(lcp).toMatchObject({ median: 940, min: 900, max: 1000, floorMedian: 860, target: '≤ 950 ms', met: true });
    expect(lcp.ratio).toBeCloseTo(940 / 860);
    expect(summarize([960], [860], targets['lcp']).met).toBe(false);
    expect(summarize([0], [0]).met).toBeNull();
  });

  it('reads BENCH_SERVERS, both servers by default, and refuses an unknown one', () => {
    expect(chosenServers(undefined)).toEqual(['node', 'nginx']);
    expect(chosenServers(' nginx , node ')).toEqual(['node', 'nginx']);
    expect(chosenServers('nginx')).toEqual(['nginx']);
    expect(() => chosenServers('node,apache')).toThrow(/apache/);
  });

  it('reads BENCH_MODES, Lighthouse’s simulated and applied modes by default, and refuses an unknown one', () => {
    expect(chosenModes(undefined)).toEqual(['simulate', 'devtools']);
    expect(chosenModes('devtools')).toEqual(['devtools']);
    expect(() => chosenModes('provided')).toThrow(/provided/);
  });

  it('writes one markdown row per page and server, with the LCP range, the floor and the targets', () => {
    const figures = (lcpRuns: number[], floorLcp: number) => ({
      fcp: summarize([700, 720], [690], targets['fcp']),
      lcp: summarize(lcpRuns, [floorLcp], targets['lcp']),
      score: summarize([100], [100], targets['score']),
      tbt: summarize([0], [0], targets['tbt']),
      cls: summarize([0.0123], [0], targets['cls']),
      scriptsBeforeFcp: summarize([0], [0], targets['scriptsBeforeFcp']),
    });
    const table = markdownTable([
      { page: 'Accueil', server: 'Node', mode: 'simulé', figures: figures([800, 820, 840], 780), lcpSteady: true },
      {
        page: 'Accueil',
        server: 'nginx',
        mode: 'appliqué',
        figures: figures([800, 1200, 1210], 1000),
        lcpSteady: false,
        floorRatio: 1.05,
      },
      { page: 'AstroWind', server: 'nginx', mode: 'appliqué', figures: figures([1500], Number.NaN), lcpSteady: true },
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(5);
    const cells = lines.map((line) => line.slice(2, -2).split(' | '));
    expect([cells[0], cells[2], cells[3], cells[4]].every((row) => row?.length === 13)).toBe(true);
    expect(lines[1]).toMatch(/^\|(---\|){13}$/);
    const column = (name: string) => cells[0]?.indexOf(name) ?? -1;
    const [node, nginx, peer] = [cells[2] ?? [], cells[3] ?? [], cells[4] ?? []];
    expect(node[column('Mode')]).toBe('simulé');
    expect(node[column('FCP')]).toBe('710 ms ✓');
    expect(node[column('LCP (min–max)')]).toBe('820 ms (800–840) ✓');
    expect(node[column('LCP / floor')]).toBe('×1.05');
    expect(node[column('LCP floor')]).toBe('780 ms');
    expect(node[column('FCP floor')]).toBe('690 ms');
    expect(node[column('Score')]).toBe('100 ✓');
    expect(node[column('CLS')]).toBe('0.012 ✗');
    expect(node[column('LCP ±10 %')]).toBe('✓');
    expect(nginx[column('LCP (min–max)')]).toBe('1200 ms (800–1210) ✗');
    expect(nginx[column('LCP / floor')]).toBe('×1.20 ✗');
    expect(peer[column('LCP / floor')]).toBe('–');
    expect(peer[column('LCP floor')]).toBe('–');
    expect(nginx[column('LCP ±10 %')]).toBe('✗');
  });
});

describe('the slow link of the next-page bench (tools/slow-proxy.mjs)', () => {
  it('lets bytes through no faster than its rate, shared by every response', async () => {
    vi.useFakeTimers();
    try {
      // 1,600 kbit/s: 200 bytes a millisecond.
      const link = sharedLink(1600);
      const done: string[] = [];
      void link.take(20_000).then(() => done.push('a'));
      void link.take(20_000).then(() => done.push('b'));
      await vi.advanceTimersByTimeAsync(99);
      expect(done).toEqual([]);
      await vi.advanceTimersByTimeAsync(2);
      expect(done).toEqual(['a']);
      await vi.advanceTimersByTimeAsync(100);
      expect(done).toEqual(['a', 'b']);
    } finally {
      vi.useRealTimers();
    }
  });
});
