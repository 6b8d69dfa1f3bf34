import { Button, type ButtonSize, type ButtonVariant } from '@labellens/web-ui';
import { Share2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ShareRequest } from '../utils/share-model';
import { ShareDialog } from './ShareDialog';

export interface ShareButtonProps {
  request: ShareRequest;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Opens Share Analysis for what the button belongs to (full result, ingredient, nutrition, …). */
export function ShareButton({
  request,
  label = 'Share',
  variant = 'outline',
  size = 'sm',
}: ShareButtonProps) {
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
        <Share2 aria-hidden="true" /> {label}
      </Button>
      {shared ? (
        <ShareDialog
          key={opened}
          request={shared}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={button}
        />
      ) : null}
    </>
  );
}
