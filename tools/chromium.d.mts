/** Arguments for launching Chromium directly (Lighthouse, chrome-launcher, scripts). */
export declare const chromiumArgs: string[];
/** Same arguments without `--headless`, which Playwright adds itself. */
export declare const chromiumLaunchArgs: string[];
/** System paths searched after $CHROMIUM_PATH and $CHROME_PATH. */
export declare const systemChromiumPaths: string[];
/**
 * Absolute path of a usable Chromium, or null.
 * Order: $CHROMIUM_PATH, $CHROME_PATH, usual system paths, Playwright's own browser.
 */
export declare function findChromium(): string | null;
/** True for an existing file this process may run (also used for the other engines' programs). */
export declare function isExecutableFile(file: string | undefined | null): boolean;
/** Debian's `chromium-headless-shell`, which the Playwright projects prefer when it is installed. */
export declare const headlessShellPath: string;
/** The Chromium the Playwright projects drive: $CHROMIUM_PATH or $CHROME_PATH, else the headless shell, else the full browser. */
export declare function findTestChromium(): string | null;
/** True when $CHROMIUM_PATH or $CHROME_PATH chooses the Chromium: the tests then drive that one. */
export declare function chromiumNamedByEnvironment(): boolean;
