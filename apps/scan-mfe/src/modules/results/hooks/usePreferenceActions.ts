import { useUnauthorizedRedirect, useToast } from '@labellens/shell-contract';
import { queryKeys, removePreference, setPreference } from '@labellens/web-api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface PreferenceActionOptions {
  /** Query key of a saved scan to re-fetch after a change. */
  scanQueryKey?: string;
  /** Called after a successful change, e.g. to update a result held in local state. */
  onChanged?: (name: string, preference: 'none' | 'concern' | 'allergy') => void;
}

/** Mark or unmark an ingredient; refreshes preferences and the given scan afterwards. */
export function usePreferenceActions({ scanQueryKey, onChanged }: PreferenceActionOptions = {}) {
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
        title: 'Preference Updated',
        description: `${vars.name} has been marked in your preferences.`,
      });
      onChanged?.(vars.name, vars.preference);
      await refresh();
    },
    onError: (error) => {
      if (handleError(error)) return;
      toast.error('Failed to update preference. Please try again.');
    },
  });

  const remove = useMutation({
    mutationFn: (name: string) => removePreference(name),
    onSuccess: async (_data, name) => {
      toast({
        title: 'Preference Removed',
        description: `${name} has been removed from your preferences.`,
      });
      onChanged?.(name, 'none');
      await refresh();
    },
    onError: (error) => {
      if (handleError(error)) return;
      toast.error('Failed to remove preference. Please try again.');
    },
  });

  return {
    mark: (name: string, preference: 'concern' | 'allergy') => mark.mutate({ name, preference }),
    remove: (name: string) => remove.mutate(name),
    pending: mark.isPending || remove.isPending,
  };
}
