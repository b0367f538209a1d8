import type { Document } from 'yaml';
export declare function copyProject(
  prefix?: string,
  options?: { content?: 'example' | 'owner'; into?: string; cacheFrom?: string },
): string;
export declare function cloneProject(prefix?: string): string;
export declare function buildProject(
  root: string,
  outDir: string,
  env?: Record<string, string>,
): { status: number | null; output: string };
export declare function editYaml(file: string, change: (document: Document) => void): void;
export declare function editFrontMatter(
  file: string,
  change: (data: Record<string, unknown> & { image: Record<string, unknown> }) => void,
): void;
