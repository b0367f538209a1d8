/** The checkout's root folder. Paths given in the environment (DIST_DIR…) are relative to it. */
export declare const projectRoot: string;
/** Every file under a folder whose name ends with one of `endings`, sorted. */
export declare function filesUnder(dir: string, endings: readonly string[]): string[];
/** Every HTML file under a folder (a built site), sorted. */
export declare function htmlFiles(dir: string): string[];
