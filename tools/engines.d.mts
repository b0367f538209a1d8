type EngineTool = 'firefox' | 'webkitDriver' | 'miniBrowser' | 'xvfb';
/** What each engine needs, the Debian package that provides it, and where it is searched. */
export declare const engineTools: Record<EngineTool, { env: string; package: string; paths: string[] }>;
/** Absolute path of a tool, or null. */
export declare function findEngineTool(tool: EngineTool): string | null;
/** Every tool the suite needs, or the names of the Debian packages missing. */
export declare function findEngineTools(): {
  found: Record<EngineTool, string | null>;
  missingPackages: string[];
};
