import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { defineMdastPlugin, markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { filesUnder, projectRoot } from '../../../tools/project.mjs';

/**
 * The README and the docs name files, folders and commands of the project: each must exist, so
 * that a file moved or a script renamed fails here rather than in the reader's terminal. The
 * Markdown is read by the renderer the site uses (Sätteri), so code spans, code blocks and links
 * are the ones a reader sees, table cells included.
 */
const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
const docFiles = [
  'README.md',
  ...filesUnder(join(projectRoot, 'docs'), ['.md']).map((file) => relative(projectRoot, file)),
];

/** A repository path in a code span or a code block: the folders a reader is sent to. */
const repositoryPath = /^(?:src|tests|tools|docs|example|deploy|\.ci|\.github|public)\//;
const npmRun = /\bnpm run ([\w:.-]*\w)/g;
/** Named as what the lint refuses: a folder no layer names (docs/developpeurs/architecture.md). */
const namedAsAbsent = ['src/helpers/'];

interface References {
  code: string[];
  links: string[];
  headings: string[];
}

/** The text of a heading, as its anchor is made from. */
type Phrasing = { value?: string; children?: Phrasing[] };
const textOf = (node: Phrasing): string => node.value ?? (node.children ?? []).map(textOf).join('');

function references(markdown: string): References {
  const found: References = { code: [], links: [], headings: [] };
  const plugin = defineMdastPlugin({
    name: 'references',
    inlineCode(node) {
      found.code.push(node.value);
    },
    code(node) {
      found.code.push(node.value);
    },
    link(node) {
      found.links.push(node.url);
    },
    heading(node) {
      found.headings.push(textOf(node as Phrasing));
    },
  });
  markdownToHtml(markdown, { mdastPlugins: [plugin] });
  return found;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const exists = (path: string) =>
  path.includes('*') ? globSync(path, { cwd: projectRoot }).length > 0 : existsSync(join(projectRoot, path));

const parsed = docFiles.map((file) => ({ file, ...references(read(file)) }));
const pathsNamed = parsed.flatMap(({ file, code }) =>
  code
    .flatMap((text) => text.split(/\s+/))
    .map((token) => token.replace(/[),;:.]+$/, ''))
    .filter((token) => repositoryPath.test(token))
    .map((path) => ({ file, path })),
);
const relativeLinks = parsed.flatMap(({ file, links }) =>
  links.filter((url) => !/^(?:[a-z]+:|#)/.test(url)).map((url) => ({ file, url })),
);
const scriptsNamed = parsed.flatMap(({ file, code }) =>
  code.flatMap((text) => [...text.matchAll(npmRun)].map(([, script = '']) => ({ file, script }))),
);

describe('the README and docs/ name what exists', () => {
  it('reads the README and each guide', () => {
    for (const index of ['docs/proprietaire/README.md', 'docs/developpeurs/README.md', 'docs/decisions/README.md']) {
      expect(docFiles).toContain(index);
    }
  });

  it('every repository path in code exists', () => {
    expect(pathsNamed.length).toBeGreaterThan(0);
    expect(pathsNamed.filter(({ path }) => !exists(path) && !namedAsAbsent.includes(path))).toEqual([]);
  });

  it('what the docs name as absent is absent', () => {
    for (const path of namedAsAbsent) {
      expect(pathsNamed.map((named) => named.path)).toContain(path);
      expect(exists(path)).toBe(false);
    }
  });

  it('every relative link leads to a file, and to one of its headings', () => {
    expect(relativeLinks.length).toBeGreaterThan(0);
    const broken = relativeLinks.filter(({ file, url }) => {
      const [path = '', fragment] = url.split('#');
      const target = join(dirname(file), decodeURI(path));
      if (!existsSync(join(projectRoot, target))) return true;
      if (fragment === undefined) return false;
      const headings = parsed.find((doc) => doc.file === target)?.headings ?? [];
      return !headings.map(anchor).includes(decodeURIComponent(fragment));
    });
    expect(broken).toEqual([]);
  });

  it('every `npm run` names a script of package.json', () => {
    expect(scriptsNamed.length).toBeGreaterThan(0);
    expect(scriptsNamed.filter(({ script }) => !scripts.includes(script))).toEqual([]);
  });
});

describe('the commands table', () => {
  const rows = read('docs/developpeurs/commandes.md')
    .split('\n')
    .filter((line) => line.startsWith('| `npm '))
    .map((line) => /^\| `npm (?:run )?([\w:.-]+)`/.exec(line)?.[1]);

  it('has a row for every script of package.json', () => {
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => !rows.includes(script))).toEqual([]);
  });
});

describe('the code sends its readers to docs that exist', () => {
  const sources = ['src', 'tests', 'tools', 'deploy', '.github']
    .flatMap((dir) => filesUnder(join(projectRoot, dir), ['.ts', '.tsx', '.mjs', '.js', '.astro', '.yml']))
    .map((file) => relative(projectRoot, file));
  const named = sources.flatMap((file) =>
    [...read(file).matchAll(/\bdocs\/[\w./-]+\.md\b/g)].map((match) => ({ file, path: match[0] })),
  );

  it('every docs/….md the code names exists', () => {
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ path }) => !existsSync(join(projectRoot, path)))).toEqual([]);
  });
});
