/** Test support for the front ends' browser tests (never imported by application code). */
export { startStaticServer, type StaticLayout } from './static-server';
export { CHROMIUM_ARGS, launchTestChromium } from './chromium';
export { ifStarted } from './if-started';
