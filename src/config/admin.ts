/**
 * Where the admin (`/admin/`, Decap CMS) saves the owner's changes. Online, it commits them to the
 * site's GitHub repository, and the host rebuilds the site from it; on a computer, `npm run admin`
 * runs Decap's local server, which writes the files of the checkout.
 *
 * Set once, at build time (the host's environment variables, or `.env`):
 * - `DECAP_GITHUB_REPO`: the repository, `owner/name` (on Netlify, the one it builds from by default);
 * - `DECAP_GITHUB_BRANCH`: the branch the host publishes (default `main`);
 * - `DECAP_AUTH_URL`: the GitHub login relay, for hosts other than Netlify
 *   (docs/proprietaire/administration.md, « En ligne, sur le site publié »);
 * - `DECAP_LOCAL_BACKEND_URL`: the local server of `npm run admin` (default http://localhost:8081/api/v1).
 */
export interface AdminBackendSettings {
  repo: string;
  branch: string;
  authUrl?: string | undefined;
  localBackendUrl: string;
}

type Env = Readonly<Record<string, string | boolean | undefined>>;

const read = (env: Env, name: string) => (typeof env[name] === 'string' ? env[name].trim() : '');

/** The repository of the example: the owner replaces it by setting DECAP_GITHUB_REPO. */
export const EXAMPLE_REPO = 'proprietaire/site-toiture';

/**
 * The GitHub repository Netlify builds from (`REPOSITORY_URL`, set on every build), `owner/name`:
 * a site deployed with the one-click button needs no setting for its admin.
 */
export function hostRepository(env: Env): string {
  return /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(read(env, 'REPOSITORY_URL'))?.[1] ?? '';
}

export function adminBackendSettings(env: Env): AdminBackendSettings {
  const authUrl = read(env, 'DECAP_AUTH_URL');
  return {
    repo: read(env, 'DECAP_GITHUB_REPO') || hostRepository(env) || EXAMPLE_REPO,
    branch: read(env, 'DECAP_GITHUB_BRANCH') || 'main',
    ...(authUrl ? { authUrl } : {}),
    localBackendUrl: read(env, 'DECAP_LOCAL_BACKEND_URL') || 'http://localhost:8081/api/v1',
  };
}

/**
 * The Content-Security-Policy additions of the admin page: what Decap CMS needs, and nothing else.
 * `local`: a build for this computer, whose admin may save through the local server of
 * `npm run admin`; a production build's admin talks to GitHub only.
 */
export function adminPolicy({ localBackendUrl }: AdminBackendSettings, { local }: { local: boolean }) {
  return {
    // The GitHub API (online), the local server (`npm run admin`), and the photos being uploaded,
    // which the admin reads back from memory before sending them.
    connect: ['https://api.github.com', ...(local ? [new URL(localBackendUrl).origin] : []), 'blob:'],
    // The owner's avatar, and the photos being uploaded (shown from memory before they are saved).
    img: ['data:', 'blob:', 'https://avatars.githubusercontent.com'],
    // Decap CMS compiles its configuration's schema (ajv) and styles its interface at run time (emotion).
    scriptEval: true,
    inlineStyles: true,
  };
}
