import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * New pages start at the top. With a hash (/#pricing from another page) the target is scrolled
 * into view once rendered, since the browser's own jump happens before the app has mounted.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const frame = requestAnimationFrame(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [pathname, hash]);
  return null;
}
