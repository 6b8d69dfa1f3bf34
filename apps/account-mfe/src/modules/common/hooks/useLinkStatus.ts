import { useLater, type Later } from '@labellens/web-ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { StatusPhase } from '../components/PhaseStatus';

export interface LinkStatus {
  phase: StatusPhase;
  text: string;
}

/** What the handler of a link gets: the link's query, and ways to answer and move on. */
export interface LinkHandling {
  search: string;
  show: (phase: StatusPhase, text: string) => void;
  navigate: NavigateFunction;
  /** Runs a redirect after a delay, unless the page was left first. */
  later: Later;
}

/**
 * The status of a one-time link (the sign-in callback, an e-mail action) that `handle` processes
 * once on mount, StrictMode's repeated effects included: a link's code may be sent only once.
 */
export function useLinkStatus(
  initialText: string,
  handle: (link: LinkHandling) => void,
): LinkStatus {
  const location = useLocation();
  const navigate = useNavigate();
  const later = useLater();
  const [status, setStatus] = useState<LinkStatus>({ phase: 'working', text: initialText });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    handle({
      search: location.search,
      show: (phase, text) => {
        setStatus({ phase, text });
      },
      navigate,
      later,
    });
  }, [location.search, navigate, later, handle]);
  return status;
}
