import '../../../styles/shopping-list.css';
import type { ShoppingListKind } from '@labellens/web-api-client';
import { Button, ModalDialog, type ButtonProps } from '@labellens/web-ui';
import { Ban, ListPlus, Search, ShoppingCart, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAddToShoppingList } from '../hooks/useShoppingList';
import { MAX_ITEM_TEXT, productLineText } from '../utils/shopping-list-text';
import { useResultsText } from '../../common/i18n/context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AddToListButtonProps {
  /** The scan the product comes from (linked on the list when it is a stored scan id). */
  scanId: string;
  productName: string | null;
  /** "Choose instead" advice of the scan; each can be added as a "look for" line. */
  guidance?: readonly { text: string }[];
  /** `icon`: a small icon button (history cards); `button`: an outlined button (results, detail). */
  variant?: 'button' | 'icon';
  /** Text of the button variant (default: "Add to list" in the display language). */
  label?: string;
  /**
   * Display language of the scan; without it, that of the results around the button (English
   * outside them). The dialog and its notices are in it.
   */
  language?: string | null;
}

/**
 * "Add to list": puts the product on the shopping list as To buy or To avoid, or a piece of
 * "Choose instead" advice as a Look for line, from a small dialog.
 */
export function AddToListButton({
  scanId,
  productName,
  guidance,
  variant = 'button',
  label,
  language,
}: AddToListButtonProps) {
  const text = useResultsText(language);
  const { t } = text;
  const [open, setOpen] = useState(false);
  // A product line closes the dialog; "look for" lines may be added one after another.
  const add = useAddToShoppingList((item) => {
    if (item.kind !== 'look_for') setOpen(false);
  }, text);
  const product = productLineText(productName?.trim() ? productName : t('results.unnamed'));
  // A result rated on the device (`offline-…`) is no stored scan yet.
  const linked = UUID.test(scanId) ? scanId : null;
  const lookFor = [...new Set((guidance ?? []).map((g) => g.text.trim()).filter(Boolean))];
  const lineButton = (
    kind: ShoppingListKind,
    text: string,
    Icon: LucideIcon,
    label: string,
    style?: Pick<ButtonProps, 'variant' | 'size'>,
  ) => (
    <Button
      {...style}
      disabled={add.isPending}
      onClick={() => {
        add.mutate({ kind, text: text.slice(0, MAX_ITEM_TEXT), scanId: linked });
      }}
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <>
      {variant === 'icon' ? (
        <button
          type="button"
          className="ll-btn ll-btn--ghost ll-btn--icon shopping-add__icon"
          aria-label={t('list.addNamed', { name: product })}
          onClick={() => {
            setOpen(true);
          }}
        >
          <ListPlus aria-hidden="true" />
        </button>
      ) : (
        <Button
          variant="outline"
          block
          onClick={() => {
            setOpen(true);
          }}
          data-testid="add-to-list"
        >
          <ListPlus aria-hidden="true" />
          {label ?? t('list.add')}
        </Button>
      )}
      {/* Rendered outside the results, so the dialog carries their language itself. */}
      <ModalDialog
        open={open}
        onOpenChange={setOpen}
        data-testid="add-to-list-dialog"
        {...text.dialog}
        title={t('list.dialogTitle')}
        description={product}
      >
        <div className="shopping-add__choices">
          {lineButton('to_buy', product, ShoppingCart, t('list.toBuy'))}
          {lineButton('to_avoid', product, Ban, t('list.toAvoid'), { variant: 'outline' })}
        </div>
        {lookFor.length > 0 ? (
          <section className="shopping-add__look-for" aria-labelledby="shopping-add-look-for">
            <h3 id="shopping-add-look-for" className="shopping-add__heading">
              {t('list.lookForHeading')}
            </h3>
            <ul className="shopping-add__advice">
              {lookFor.map((text) => (
                <li key={text}>
                  <p>{text}</p>
                  {lineButton('look_for', text, Search, t('list.addLookFor'), {
                    size: 'sm',
                    variant: 'ghost',
                  })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Link to="/list" className="shopping-add__open">
          {t('list.open')}
        </Link>
      </ModalDialog>
    </>
  );
}
