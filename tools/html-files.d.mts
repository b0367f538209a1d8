/** Every HTML file under a folder (a built site), sorted. */
export declare function htmlFiles(dir: string): string[];
