// Async boundary: shared singletons (React, router, query client...) are negotiated by Module
// Federation before any application code runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('LabelLens failed to start', error);
});
