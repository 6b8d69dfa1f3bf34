// Offline scans go to the server when the network is back: on app start and on the `online`
// event (Background Sync, where the browser has it, is registered when a scan is saved). While
// online, the copy of the profile and preferences used offline is kept current.
import { getPreferences, queryKeys, type CurrentUser } from '@labellens/web-api-client';
import { getReadiness, savePersonalCopy, startOfflineSync } from '@labellens/web-offline';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export function useOfflineSync(user: CurrentUser | null | undefined): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      startOfflineSync(() => {
        void queryClient.invalidateQueries({ queryKey: [queryKeys.scanHistory] });
        void queryClient.invalidateQueries({ queryKey: [queryKeys.subscriptionStatus] });
      }),
    [queryClient],
  );
  const userId = user?.id;
  useEffect(() => {
    if (!userId || !navigator.onLine) return;
    const controller = new AbortController();
    const cancelled = () => controller.signal.aborted;
    void (async () => {
      // Only for someone who chose "Use offline".
      if (!(await getReadiness().catch(() => undefined)) || cancelled()) return;
      const prefs = await getPreferences().catch(() => null);
      if (prefs && !cancelled()) await savePersonalCopy(user, prefs);
    })();
    return () => {
      controller.abort();
    };
  }, [userId]); // once per person, not per render of the user object
}
