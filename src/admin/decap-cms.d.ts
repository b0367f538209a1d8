/** Decap CMS's locales, backends and widgets ship no types: what the admin reads of them. */
declare module 'decap-cms-locales' {
  type Phrases = { [key: string]: string | Phrases };
  export const fr: Phrases;
  export const en: Phrases;
}

declare module 'decap-cms-backend-github' {
  export const GitHubBackend: import('decap-cms-core').CmsBackendClass;
}

declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: import('decap-cms-core').CmsBackendClass;
}

declare module 'decap-cms-lib-auth' {
  export class NetlifyAuthenticator {
    constructor(config?: { site_id?: string; base_url?: string; auth_endpoint?: string });
    authenticate(options: unknown, cb: (error: unknown, data?: unknown) => void): unknown;
  }
}

/** Decap CMS's own backend and store, through which the admin reads what the repository holds now. */
declare module 'decap-cms-core/dist/esm/backend.js' {
  export function currentBackend(config: unknown): {
    listAllEntries(collection: unknown): Promise<{ slug: string; data: Record<string, unknown> | null }[]>;
  };
}

declare module 'decap-cms-core/dist/esm/redux/index.js' {
  export const store: { getState(): { config: unknown; collections: { get(name: string): unknown } } };
}

/** A widget package: `Widget()` gives its registration (name, control, preview, settings schema). */
declare module 'decap-cms-widget-*' {
  const widget: {
    Widget: () => {
      name: string;
      controlComponent: import('react').ComponentType<never>;
      previewComponent?: import('react').ComponentType<never>;
      schema?: object;
    };
  };
  export default widget;
}

/** Astro's scripts run before islands hydrate (React's refresh runtime, in development). */
declare module 'astro:scripts/before-hydration.js';
