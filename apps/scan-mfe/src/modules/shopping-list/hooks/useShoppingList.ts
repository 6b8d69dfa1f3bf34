import { useSession, useToast, useUnauthorizedRedirect } from '@labellens/shell-contract';
import {
  addShoppingListItem,
  clearCheckedShoppingListItems,
  deleteShoppingListItem,
  messageOr,
  queryKeys,
  setShoppingListItemChecked,
  type AddShoppingListItemRequest,
  type ShoppingList,
  type ShoppingListItem,
} from '@labellens/web-api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ResultsText, ResultsTextKey } from '../../common/i18n/index';
import { KIND_LABEL } from '../utils/shopping-list-text';

const KEY = [queryKeys.shoppingList];

/** GET /api/shopping-list once signed in; a 401 triggers the login redirect. */
export function useShoppingList() {
  const session = useSession();
  const { handleError } = useUnauthorizedRedirect();
  const query = useQuery<ShoppingList>({ queryKey: KEY, enabled: session.isAuthenticated });
  useEffect(() => {
    if (query.error) handleError(query.error);
  }, [query.error, handleError]);
  return { session, query };
}

const KIND_KEY: Record<ShoppingListItem['kind'], ResultsTextKey> = {
  to_buy: 'list.toBuy',
  to_avoid: 'list.toAvoid',
  look_for: 'list.lookFor',
};

/**
 * Adds a line (from the list page, results, detail or history) and says so in a toast: in the
 * scan's display language when `text` is given (results, detail, history), else in English.
 */
export function useAddToShoppingList(
  onAdded?: (item: ShoppingListItem) => void,
  text?: Pick<ResultsText, 't'>,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();
  return useMutation({
    mutationFn: (body: AddShoppingListItemRequest) => addShoppingListItem(body),
    onSuccess: async (item) => {
      onAdded?.(item);
      const kind = text ? text.t(KIND_KEY[item.kind]) : KIND_LABEL[item.kind];
      toast({
        title: text ? text.t('list.added') : 'Added to your list',
        description: `${kind}: ${item.text}`,
      });
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => {
      if (handleError(error)) return;
      toast.error(
        messageOr(
          error,
          text
            ? text.t('list.addFailed')
            : 'This could not be added to your list. Please try again.',
        ),
      );
    },
  });
}

/** Check-off, delete and clear-checked on the list page; check-off shows at once. */
export function useShoppingListActions() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();
  const failed = (fallback: string) => (error: unknown) => {
    void queryClient.invalidateQueries({ queryKey: KEY });
    if (handleError(error)) return;
    toast.error(messageOr(error, fallback));
  };

  const showChecked = (id: string, checked: boolean) => {
    queryClient.setQueryData<ShoppingList>(KEY, (list) =>
      list
        ? { ...list, items: list.items.map((i) => (i.id === id ? { ...i, checked } : i)) }
        : list,
    );
  };
  const toggleMutation = useMutation({
    mutationFn: ({ id, checked }: { id: string; checked: boolean }) =>
      setShoppingListItemChecked(id, checked),
    onMutate: async () => {
      // A list fetch still under way must not bring the old state back.
      await queryClient.cancelQueries({ queryKey: KEY });
    },
    onSuccess: (item) => {
      queryClient.setQueryData<ShoppingList>(KEY, (list) =>
        list ? { ...list, items: list.items.map((i) => (i.id === item.id ? item : i)) } : list,
      );
    },
    onError: failed('This item could not be updated. Please try again.'),
  });
  /** Shows the new state in the same event (a controlled checkbox), then saves it. */
  const toggle = (id: string, checked: boolean) => {
    showChecked(id, checked);
    toggleMutation.mutate({ id, checked });
  };

  const remove = useMutation({
    mutationFn: (id: string) => deleteShoppingListItem(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: failed('This item could not be removed. Please try again.'),
  });

  const clearChecked = useMutation({
    mutationFn: () => clearCheckedShoppingListItems(),
    onSuccess: async ({ deleted }) => {
      toast.success(deleted === 1 ? '1 checked item cleared' : `${deleted} checked items cleared`);
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: failed('Checked items could not be cleared. Please try again.'),
  });

  return { toggle, remove, clearChecked };
}
