import { chromium, type Browser } from 'playwright-core';

/** Flags for Debian's Chromium on a machine without internet: headless, no background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

/** Launches /usr/bin/chromium (or CHROMIUM_PATH) for the front ends' browser tests. */
export function launchTestChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}
