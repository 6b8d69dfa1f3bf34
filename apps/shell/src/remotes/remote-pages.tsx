import { loadRemotePage, type ExposedModule, type RemoteKey } from '@labellens/mf-config';
import { SpinnerBlock } from '@labellens/web-ui';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage<K extends RemoteKey>(remote: K, exposed: ExposedModule<K>) {
  const key = `${remote}/${exposed}`;
  let page = cache.get(key);
  if (!page) {
    page = lazy(() => loadRemotePage(remote, exposed));
    cache.set(key, page);
  }
  return page;
}

export interface RemotePageProps<K extends RemoteKey> {
  remote: K;
  exposed: ExposedModule<K>;
}

/** A page module loaded from a remote through Module Federation, with loading and error states. */
export function RemotePage<K extends RemoteKey>({ remote, exposed }: RemotePageProps<K>) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(remote, exposed);
  return (
    <RemoteErrorBoundary
      // A new page (or a retry) starts with a clean boundary, not the previous page's error.
      key={`${remote}/${exposed}#${attempt}`}
      remote={remote}
      onRetry={() => {
        // React.lazy caches a failed import: drop it so the retry really fetches again.
        cache.delete(`${remote}/${exposed}`);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<SpinnerBlock text="Loading..." fullScreen />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
