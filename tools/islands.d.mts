export function everyIslandHydrated(): Promise<boolean>;
