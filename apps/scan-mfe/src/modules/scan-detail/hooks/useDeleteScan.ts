import { useToast, useUnauthorizedRedirect } from '@labellens/shell-contract';
import { deleteScan, messageOr, queryKeys } from '@labellens/web-api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** DELETE /api/scan/{id}, then the history and the scan's own query forget it. */
export function useDeleteScan(onDeleted?: (id: string) => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();
  return useMutation({
    mutationFn: (id: string) => deleteScan(id),
    onSuccess: async (_answer, id) => {
      // Leave the detail page first: removing its query while mounted would refetch a 404.
      onDeleted?.(id);
      queryClient.removeQueries({ queryKey: [queryKeys.scan(id)] });
      await queryClient.invalidateQueries({ queryKey: [queryKeys.scanHistory] });
      toast.success('Scan deleted');
    },
    onError: (error) => {
      if (handleError(error)) return;
      toast.error(messageOr(error, 'This scan could not be deleted. Please try again.'));
    },
  });
}
