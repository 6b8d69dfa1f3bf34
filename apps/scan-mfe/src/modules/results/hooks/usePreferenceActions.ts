import { useUnauthorizedRedirect, useToast } from '@labellens/shell-contract';
import { queryKeys, removePreference, setPreference } from '@labellens/web-api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useResultsText } from '../../common/i18n/context';

export interface PreferenceActionOptions {
  /** Query key of a saved scan to re-fetch after a change. */
  scanQueryKey?: string;
  /** Called after a successful change, e.g. to update a result held in local state. */
  onChanged?: (name: string, preference: 'none' | 'concern' | 'allergy') => void;
}

/**
 * Mark or unmark an ingredient; refreshes preferences and the given scan afterwards. The notices
 * are in the display language of the results around (English outside them).
 */
export function usePreferenceActions({ scanQueryKey, onChanged }: PreferenceActionOptions = {}) {
  const { t, name: shown, lang, dir } = useResultsText();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [queryKeys.preferences] });
    if (scanQueryKey) await queryClient.invalidateQueries({ queryKey: [scanQueryKey] });
  };

  const mark = useMutation({
    mutationFn: (vars: { name: string; preference: 'concern' | 'allergy' }) =>
      setPreference(vars.name, vars.preference),
    onSuccess: async (_data, vars) => {
      toast({
        lang,
        dir,
        title: t('pref.updated'),
        description: t('pref.updatedText', { name: shown(vars.name) }),
      });
      onChanged?.(vars.name, vars.preference);
      await refresh();
    },
    onError: (error) => {
      if (handleError(error)) return;
      toast.error(t('pref.updateFailed'), t('common.error'));
    },
  });

  const remove = useMutation({
    mutationFn: (name: string) => removePreference(name),
    onSuccess: async (_data, name) => {
      toast({
        lang,
        dir,
        title: t('pref.removed'),
        description: t('pref.removedText', { name: shown(name) }),
      });
      onChanged?.(name, 'none');
      await refresh();
    },
    onError: (error) => {
      if (handleError(error)) return;
      toast.error(t('pref.removeFailed'), t('common.error'));
    },
  });

  return {
    mark: (name: string, preference: 'concern' | 'allergy') => {
      mark.mutate({ name, preference });
    },
    remove: (name: string) => {
      remove.mutate(name);
    },
    pending: mark.isPending || remove.isPending,
  };
}

/** Marking and unmarking ingredients, as the result cards use it. */
export type PreferenceActions = ReturnType<typeof usePreferenceActions>;
