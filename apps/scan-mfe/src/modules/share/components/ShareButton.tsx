import { Button, type ButtonSize, type ButtonVariant } from '@labellens/web-ui';
import { Share2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useResultsText } from '../../common/i18n/context';
import type { ShareRequest } from '../utils/share-model';

// The dialog and the share-card renderer load when someone first shares, not with the page.
const ShareDialog = lazy(() =>
  import(/* webpackChunkName: "ondemand-share" */ './ShareDialog').then((m) => ({
    default: m.ShareDialog,
  })),
);

export interface ShareButtonProps {
  request: ShareRequest;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Opens Share Analysis for what the button belongs to (full result, ingredient, nutrition, …). */
export function ShareButton({
  request,
  label,
  variant = 'outline',
  size = 'sm',
}: ShareButtonProps) {
  // The dialog, cards and text are in the display language of the result being shared.
  const { lang, t } = useResultsText();
  // The request is fixed when the dialog opens, so re-renders of the page never redraw the cards.
  const [shared, setShared] = useState<ShareRequest | null>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant={variant}
        size={size}
        onClick={() => {
          setShared(request);
          setOpened((n) => n + 1);
          setOpen(true);
        }}
      >
        <Share2 aria-hidden="true" /> {label ?? t('share.button')}
      </Button>
      {shared ? (
        <Suspense fallback={null}>
          <ShareDialog
            key={opened}
            request={shared}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
            lang={lang}
          />
        </Suspense>
      ) : null}
    </>
  );
}
