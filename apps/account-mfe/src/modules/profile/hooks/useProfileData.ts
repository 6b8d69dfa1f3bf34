import { useSession, useUnauthorizedRedirect } from '@labellens/shell-contract';
import {
  queryKeys,
  type PreferencesResponse,
  type ScanHistoryItem,
  type SubscriptionStatus,
} from '@labellens/web-api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Preferences, history and subscription status for the profile screen (signed-in only). */
export function useProfileData() {
  const session = useSession();
  const { handleError } = useUnauthorizedRedirect();
  const enabled = session.isAuthenticated;
  const preferences = useQuery<PreferencesResponse>({ queryKey: [queryKeys.preferences], enabled });
  const history = useQuery<ScanHistoryItem[]>({ queryKey: [queryKeys.scanHistory], enabled });
  const status = useQuery<SubscriptionStatus>({
    queryKey: [queryKeys.subscriptionStatus],
    enabled,
  });
  const error = preferences.error ?? history.error ?? status.error;
  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);
  return { session, preferences, history, status };
}
