// Standalone development entry; the shell loads the exposed pages through remoteEntry.js instead.
import('./bootstrap').catch((error: unknown) => {
  console.error('account-mfe failed to start', error);
});
