export function scrollSettled(): Promise<void>;
export function islandStates(names?: readonly string[]): Record<string, 'ssr' | 'hydrated'> | null;
