import type {} from 'webdriverio';

/** A WebKitGTK session (MiniBrowser in an Xvfb display of its own, through WebKitWebDriver on `port`). */
export declare function openWebKitSession(
  port: number,
): Promise<{ browser: WebdriverIO.Browser; close: () => Promise<void> }>;
