import '@labellens/web-ui/styles.css';
import './styles/shell.css';
import { loadRuntimeConfig, registerFederatedRemotes } from '@labellens/mf-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

async function start() {
  const config = await loadRuntimeConfig();
  registerFederatedRemotes(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('LabelLens failed to start', error);
});
