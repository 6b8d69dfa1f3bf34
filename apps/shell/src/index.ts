// The stylesheets are part of the entry, so index.html links them in <head> and they load
// alongside the scripts instead of after the bootstrap chunk.
import '@labellens/web-ui/styles.css';
import './styles/shell.css';

// Async boundary: shared singletons (React, router, query client...) are negotiated by Module
// Federation before any application code runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('LabelLens failed to start', error);
});
