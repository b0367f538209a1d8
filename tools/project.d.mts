/** The checkout's root folder. Paths given in the environment (DIST_DIR…) are relative to it. */
export declare const projectRoot: string;
/** Every HTML file under a folder (a built site), sorted. */
export declare function htmlFiles(dir: string): string[];
