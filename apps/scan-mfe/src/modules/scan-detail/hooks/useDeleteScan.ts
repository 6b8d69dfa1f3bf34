import { useToast, useUnauthorizedRedirect } from '@labellens/shell-contract';
import { deleteScan, queryKeys } from '@labellens/web-api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resultsText } from '../../common/i18n/index';

export interface DeleteScanVariables {
  id: string;
  /** Display language of the scan: the notices are in it. */
  language?: string | null;
}

/** DELETE /api/scan/{id}, then the history and the scan's own query forget it. */
export function useDeleteScan(onDeleted?: (id: string) => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();
  return useMutation({
    mutationFn: ({ id }: DeleteScanVariables) => deleteScan(id),
    onSuccess: async (_answer, { id, language }) => {
      // Leave the detail page first: removing its query while mounted would refetch a 404.
      onDeleted?.(id);
      queryClient.removeQueries({ queryKey: [queryKeys.scan(id)] });
      await queryClient.invalidateQueries({ queryKey: [queryKeys.scanHistory] });
      const { t, lang, dir } = resultsText(language);
      toast({ title: t('delete.done'), lang, dir });
    },
    onError: (error, { language }) => {
      if (handleError(error)) return;
      // The server's reason is English; the notice says it in the scan's language.
      const { t, lang, dir } = resultsText(language);
      toast({ title: t('delete.failed'), variant: 'destructive', lang, dir });
    },
  });
}
