import '../styles/scan.css';
import '../styles/shopping-list.css';
import { useToast } from '@labellens/shell-contract';
import {
  SHOPPING_LIST_CSV_URL,
  type ShoppingListItem,
  type ShoppingListKind,
} from '@labellens/web-api-client';
import { Button, cx, EmptyState, Input, PageHeader, Select, SpinnerBlock } from '@labellens/web-ui';
import { Download, ListChecks, Plus, Share2, Trash2 } from 'lucide-react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { LoadFailed } from '../modules/common/components/LoadFailed';
import { LogInPrompt } from '../modules/common/components/LogInPrompt';
import {
  useAddToShoppingList,
  useShoppingList,
  useShoppingListActions,
} from '../modules/shopping-list/hooks/useShoppingList';
import {
  itemsOfKind,
  KIND_SECTIONS,
  MAX_ITEM_TEXT,
  shoppingListText,
} from '../modules/shopping-list/utils/shopping-list-text';

/** Web Share API when there is one, else the clipboard; a closed share sheet is not an error. */
function useShareText() {
  const { toast } = useToast();
  return async (text: string) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'My LabelLens shopping list', text });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Refused (no user gesture, not allowed): fall back to the clipboard.
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: 'Your shopping list was copied to the clipboard.' });
    } catch {
      toast.error('Sharing is not available here. Please try again.');
    }
  };
}

function AddItemForm() {
  const [kind, setKind] = useState<ShoppingListKind>('to_buy');
  const [text, setText] = useState('');
  const add = useAddToShoppingList(() => {
    setText('');
  });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim()) add.mutate({ kind, text: text.trim() });
  };
  return (
    <form className="ll-card shopping-form" onSubmit={submit} aria-label="Add to shopping list">
      <div className="shopping-form__row">
        <label className="ll-sr-only" htmlFor="shopping-kind">
          List
        </label>
        <Select
          id="shopping-kind"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as ShoppingListKind);
          }}
        >
          <option value="to_buy">To buy</option>
          <option value="look_for">Look for</option>
          <option value="to_avoid">To avoid</option>
        </Select>
        <label className="ll-sr-only" htmlFor="shopping-text">
          Item
        </label>
        <Input
          id="shopping-text"
          value={text}
          maxLength={MAX_ITEM_TEXT}
          placeholder="e.g. oat milk, or 'fragrance-free'"
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
          }}
        />
        <Button type="submit" disabled={add.isPending || !text.trim()}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
    </form>
  );
}

function ItemRow({
  item,
  onToggle,
  onDelete,
}: {
  item: ShoppingListItem;
  onToggle: (checked: boolean) => void;
  onDelete: () => void;
}) {
  const id = `shopping-item-${item.id}`;
  // Local state answers the click in the same event; the list's cache follows once saved.
  const [checked, setChecked] = useState(item.checked);
  useEffect(() => {
    setChecked(item.checked);
  }, [item.checked]);
  return (
    <li className={cx('shopping-item', checked && 'is-checked')} data-testid="shopping-item">
      <input
        id={id}
        type="checkbox"
        className="shopping-item__check"
        checked={checked}
        onChange={(e) => {
          setChecked(e.target.checked);
          onToggle(e.target.checked);
        }}
      />
      <label htmlFor={id} className="shopping-item__text">
        {item.text}
      </label>
      <button
        type="button"
        className="ll-btn ll-btn--ghost ll-btn--icon shopping-item__delete"
        aria-label={`Delete ${item.text}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </button>
    </li>
  );
}

function ListBody() {
  const { session, query } = useShoppingList();
  const { toggle, remove, clearChecked } = useShoppingListActions();
  const share = useShareText();

  if (session.isLoading || (session.isAuthenticated && query.isLoading)) return <SpinnerBlock />;
  if (!session.isAuthenticated) {
    return <LogInPrompt title="Please log in to view your shopping list" />;
  }
  if (query.isError) {
    return (
      <LoadFailed title="Failed to load your shopping list" onRetry={() => void query.refetch()} />
    );
  }
  const items = query.data?.items ?? [];
  const limit = query.data?.limit ?? 500;
  const checkedCount = items.filter((i) => i.checked).length;
  const text = shoppingListText(items);

  return (
    <div className="ll-stack">
      <AddItemForm />
      {items.length === 0 ? (
        <EmptyState
          icon={<ListChecks aria-hidden="true" />}
          title="Your shopping list is empty"
          text={
            <>
              Add items here, or use &ldquo;Add to list&rdquo; on a scan result or in your history.
            </>
          }
        />
      ) : (
        <>
          <div className="ll-row ll-row--wrap ll-row--between shopping-toolbar">
            <p className="ll-muted ll-text-sm" data-testid="shopping-count">
              {items.length - checkedCount} open · {checkedCount} checked · {items.length} of{' '}
              {limit}
            </p>
            <div className="ll-row">
              <Button
                variant="outline"
                size="sm"
                disabled={!text}
                onClick={() => {
                  if (text) void share(text);
                }}
              >
                <Share2 aria-hidden="true" />
                Share as text
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={checkedCount === 0 || clearChecked.isPending}
                onClick={() => {
                  clearChecked.mutate();
                }}
              >
                <ListChecks aria-hidden="true" />
                Clear checked{checkedCount ? ` (${checkedCount})` : ''}
              </Button>
            </div>
          </div>
          {KIND_SECTIONS.map(({ kind, title }) => {
            const ofKind = itemsOfKind(items, kind);
            if (!ofKind.length) return null;
            return (
              <section
                key={kind}
                className="ll-card shopping-section"
                aria-labelledby={`shopping-${kind}`}
                data-kind={kind}
              >
                <h2 id={`shopping-${kind}`} className="shopping-section__title">
                  {title} <span className="ll-muted">({ofKind.length})</span>
                </h2>
                <ul className="shopping-list">
                  {ofKind.map((item) => (
                    <ItemRow
                      key={item.id}
                      item={item}
                      onToggle={(checked) => {
                        toggle(item.id, checked);
                      }}
                      onDelete={() => {
                        remove.mutate(item.id);
                      }}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
          <a href={SHOPPING_LIST_CSV_URL} className="shopping-download ll-text-sm" download>
            <Download aria-hidden="true" />
            Download as CSV
          </a>
        </>
      )}
    </div>
  );
}

/** /list: the shopping list (issue 18). */
export default function ShoppingListPage() {
  return (
    <div data-remote="scan" data-page="shopping-list">
      <PageHeader title="Shopping List" />
      <main className="ll-app-content">
        <ListBody />
      </main>
    </div>
  );
}
