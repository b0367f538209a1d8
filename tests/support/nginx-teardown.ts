import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { nginxRunDir as runDir } from '../../tools/nginx.mjs';

/**
 * End of the nginx project (playwright.config.ts, tests/e2e/nginx-report.teardown.ts): what went
 * wrong during any of its tests: a CSP violation the browser reported (report-uri, added by
 * tools/nginx.mjs), an asset nginx could not deliver, nginx failing itself. A page that does not
 * exist is a deliberate 404 of some tests; a missing stylesheet, script, font or image never is.
 */

async function lines(file: string): Promise<string[]> {
  const text = await readFile(join(runDir, file), 'utf8').catch(() => '');
  return text.split('\n').filter((line) => line.trim() !== '');
}

/** An asset: a build file or any path with a file extension other than .html. */
export function isAsset(path: string): boolean {
  const pathname = path.split('?')[0] ?? '';
  return pathname.startsWith('/_astro/') || /\.(?!html$)[a-z0-9]+$/i.test(pathname);
}

export async function nginxProblems(): Promise<string[]> {
  const problems: string[] = [];

  for (const line of await lines('csp-reports.log')) {
    // The body is logged JSON-escaped (log_format escape=json).
    const body = JSON.parse(`"${line}"`) as string;
    const report = (JSON.parse(body) as { 'csp-report'?: Record<string, unknown> })['csp-report'] ?? {};
    // headers.nginx.spec.ts frames a page on purpose to see frame-ancestors refuse it.
    if (String(report['violated-directive']).startsWith('frame-ancestors')) continue;
    problems.push(
      `CSP violation on ${String(report['document-uri'])}: ${String(report['violated-directive'])} blocked ${String(report['blocked-uri'])}`,
    );
  }

  for (const line of await lines('access.log')) {
    const match = /^(\d{3}) (\S+) "([^"]*)"/.exec(line);
    if (!match) continue;
    const status = Number(match[1]);
    const path = match[3] ?? '';
    if (path.includes('__absent-on-purpose')) continue; // headers.nginx.spec.ts checks the 404 of a missing asset
    if (status >= 500 || (status >= 400 && isAsset(path)))
      problems.push(`nginx answered ${status} to ${match[2]} ${path}`);
  }

  for (const line of await lines('error.log')) {
    // "open() … failed (2: No such file…)" is nginx logging a 404; anything else is a fault.
    if (/\[(error|crit|alert|emerg)\]/.test(line) && !/No such file or directory/.test(line)) problems.push(line);
  }

  return problems;
}
