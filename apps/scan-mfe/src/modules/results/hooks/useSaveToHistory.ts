import { useToast } from '@labellens/shell-contract';
import { queryKeys } from '@labellens/web-api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useResultsText } from '../../common/i18n/context';

/**
 * "Save to History" of a fresh result. The scan is already stored by the server; saving
 * refreshes the history list for the user and says so, in the results' language.
 */
export function useSaveToHistory() {
  const { t } = useResultsText();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await queryClient.invalidateQueries({ queryKey: [queryKeys.scanHistory] });
      toast({ title: t('results.saved'), description: t('results.savedText') });
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
