import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { resolveConfig } from '@netlify/config';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { buildCacheDir, isProductionBuild, SOCIAL_IMAGE_CACHE_FOLDER } from '../../../src/config/launch';
import { projectRoot } from '../../../tools/project.mjs';

/**
 * The files the hosts read, checked by the hosts' own parsers: netlify.toml as Netlify resolves it,
 * the headers file as Netlify parses it, the GitHub Actions workflow with GitHub's own workflow
 * parser; and one Node version for hosts, contributors and the `node` devDependency.
 */
const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
const packageJson = JSON.parse(read('package.json')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const workflowFile = '.github/workflows/site.yml';

async function netlify() {
  return resolveConfig({
    repositoryRoot: projectRoot,
    cwd: projectRoot,
    offline: true,
    context: 'production',
    buffer: true,
  });
}

async function workflow() {
  const parsed = parseWorkflow({ name: workflowFile, content: read(workflowFile) }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((error) => error.message);
  const template = parsed.value ? await convertWorkflowTemplate(parsed.context, parsed.value) : undefined;
  const all = [...errors, ...(template?.errors ?? []).map((error) => error.Message)];
  return { errors: [...new Set(all)], raw: parse(read(workflowFile)) };
}

interface CacheUtils {
  restore(path: string): Promise<boolean>;
  save(path: string): Promise<boolean>;
}

const major = (range: string) => /(\d+)/.exec(range)?.[1];

describe('Netlify', () => {
  it('builds with the project’s command into dist/, on the project’s Node', async () => {
    const { config } = await netlify();
    expect(config.build.command).toBe('npm run build');
    expect(packageJson.scripts[config.build.command.replace('npm run ', '')]).toBeDefined();
    expect(config.build.publish).toBe(join(projectRoot, 'dist'));
    expect(config.build.environment.NODE_VERSION).toBe(read('.nvmrc').trim());
  });

  it('is a production build there, whatever the command', async () => {
    const { config } = await netlify();
    expect(isProductionBuild({ NETLIFY: 'true', ...config.build.environment })).toBe(true);
  });

  it('keeps the images the build made from one build to the next, where the build puts them', async () => {
    const { config } = await netlify();
    const plugin = config.plugins.find((entry: { package: string }) => entry.package.endsWith('netlify-image-cache'));
    expect(plugin?.package).toBe('./deploy/netlify-image-cache');
    expect(read('deploy/netlify-image-cache/manifest.yml')).toMatch(/^name: netlify-image-cache$/m);
    const { onPreBuild, onPostBuild } = (await import('../../../deploy/netlify-image-cache/index.js')) as {
      onPreBuild: (options: { utils: { cache: CacheUtils } }) => Promise<void>;
      onPostBuild: (options: { utils: { cache: CacheUtils } }) => Promise<void>;
    };
    const calls: string[] = [];
    const cache: CacheUtils = {
      restore: (path) => Promise.resolve(Boolean(calls.push(`restore ${path}`))),
      save: (path) => Promise.resolve(Boolean(calls.push(`save ${path}`))),
    };
    await onPreBuild({ utils: { cache } });
    await onPostBuild({ utils: { cache } });
    // Astro keeps its images in `assets/` of its cache directory, which on Netlify is this one, and
    // the build its social images beside them.
    const cacheDir = buildCacheDir({ NETLIFY: 'true', ...config.build.environment });
    const folders = [join(cacheDir, 'assets'), join(cacheDir, SOCIAL_IMAGE_CACHE_FOLDER)];
    expect(calls).toEqual([
      ...folders.map((folder) => `restore ${folder}`),
      ...folders.map((folder) => `save ${folder}`),
    ]);
  });

  it('reads the headers file the build writes without an error', async () => {
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [join(projectRoot, 'deploy', '_headers')],
      configHeaders: [],
      minimal: true,
    });
    expect(errors).toEqual([]);
    expect(headers.map((rule) => rule.for)).toContain('/*');
  });
});

describe('the GitHub Actions workflow', () => {
  it('is valid for GitHub', async () => {
    expect((await workflow()).errors).toEqual([]);
  });

  it('runs npm test on pull requests, in Debian like the project’s machines', async () => {
    const { raw } = await workflow();
    expect(Object.keys(raw.on)).toContain('pull_request');
    expect(raw.jobs.tests.if).toBe("github.event_name == 'pull_request'");
    expect(raw.jobs.tests.container).toBe(`node:${read('.nvmrc').trim()}-bookworm`);
    expect(raw.jobs.tests.steps.map((step: { run?: string }) => step.run)).toContain('npm test');
  });

  it('publishes a production build of dist/ only where the owner asked for it', async () => {
    const { raw } = await workflow();
    const publish = raw.jobs.publish;
    expect(publish.if).toContain("vars.DEPLOY_HOST != ''");
    expect(isProductionBuild(publish.env)).toBe(true);
    const runs = publish.steps.map((step: { run?: string }) => step.run ?? '').join('\n');
    expect(runs).toContain('npm run build');
    expect(runs).toMatch(/rsync .* dist\//);
    expect(publish.steps[1].with['node-version-file']).toBe('.nvmrc');
  });
});

describe('Node.js', () => {
  it('is the same version for hosts (.nvmrc), contributors (engines) and the npm scripts (node devDependency)', () => {
    const nvmrc = read('.nvmrc').trim();
    expect(major(packageJson.engines.node)).toBe(nvmrc);
    expect(major(packageJson.devDependencies['node'] ?? '')).toBe(nvmrc);
    expect(packageJson.engines.node).toBe(packageJson.devDependencies['node']);
  });
});
