import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { StandaloneShell } from './StandaloneShell';

/** One route of a remote mounted on its own. */
export interface StandalonePage {
  path: string;
  element: ReactElement;
  /** Shown in the phone-style app screen (the signed-in pages), as the shell's app layout does. */
  framed?: boolean;
}

/**
 * Mounts a remote on its own into #root (`rspack serve` of one remote, during development), with
 * the shell's providers around its routes. Production always runs the remotes inside apps/shell.
 */
export function mountStandalone(pages: readonly StandalonePage[]): void {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <StandaloneShell>
        <Routes>
          {pages.map(({ path, element, framed }) => (
            <Route
              key={path}
              path={path}
              element={framed ? <div className="ll-app-screen">{element}</div> : element}
            />
          ))}
        </Routes>
      </StandaloneShell>
    </StrictMode>,
  );
}
