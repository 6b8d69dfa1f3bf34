import { useToast } from '@labellens/shell-contract';
import {
  Button,
  cx,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Spinner,
} from '@labellens/web-ui';
import { ChevronLeft, ChevronRight, Copy, Download, ImageOff, Share2 } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { useShareCards } from '../hooks/useShareCards';
import {
  canShareFiles,
  cardFiles,
  downloadCards,
  isShareAbort,
  type GeneratedCard,
} from '../utils/share-actions';
import {
  SHARE_OPTION_LABELS,
  shareOptions,
  shareProductName,
  shareText,
  shareTitle,
  type ShareCardModel,
  type ShareOption,
  type ShareRequest,
} from '../utils/share-model';

export interface ShareDialogProps {
  request: ShareRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets focus back when the dialog closes (the dialog is opened without a Radix trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

function optionHint(option: ShareOption, request: ShareRequest): string {
  if (request.type !== 'full') return '';
  const n = request.analysis.ingredients.length;
  switch (option) {
    case 'full':
      return `Summary, ${n} ingredient ${n === 1 ? 'card' : 'cards'} and a closing card`;
    case 'summary':
      return 'The overall rating only';
    case 'concerning':
      return 'Only the moderate and high-risk ingredients';
  }
}

function cardAlt(model: ShareCardModel | undefined, index: number, total: number): string {
  const what =
    model?.kind === 'ingredient'
      ? model.name
      : model?.kind === 'promo'
        ? 'LabelLens'
        : (model?.productName ?? 'card');
  // The person's verdict is drawn on the summary card: say it to screen readers too.
  const verdict = model?.kind === 'summary' && model.verdict ? ` (${model.verdict.text})` : '';
  if (model?.kind === 'choose-instead')
    return `Share card ${index + 1} of ${total}: Choose instead for ${model.productName}: ${model.items.map((i) => i.text).join(' ')}`;
  return `Share card ${index + 1} of ${total}: ${what}${verdict}`;
}

/** Share Analysis: options, a carousel preview of the PNG cards, and Share / Download / Copy Text. */
export function ShareDialog({ request, open, onOpenChange, returnFocusTo }: ShareDialogProps) {
  const { toast } = useToast();
  const options = shareOptions(request);
  const [option, setOption] = useState<ShareOption>(options[0] ?? 'full');
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const { models, status, cards } = useShareCards(request, option, open);
  const total = models.length;
  const current = Math.min(index, Math.max(0, total - 1));
  const text = shareText(request, option);
  const ready = status === 'ready';

  const choose = (next: ShareOption) => {
    setOption(next);
    setIndex(0);
  };

  const download = async (list: GeneratedCard[]) => {
    await downloadCards(list);
    toast({
      title: 'Downloaded',
      description: `Downloaded ${list.length} share ${list.length === 1 ? 'card' : 'cards'}`,
    });
  };

  const share = async () => {
    setBusy(true);
    try {
      const files = cardFiles(cards);
      // Where native sharing of files is unavailable the cards are downloaded instead.
      if (!canShareFiles(files)) {
        await download(cards);
        return;
      }
      await navigator.share({ files, title: `LabelLens: ${shareProductName(request)}`, text });
    } catch (error) {
      if (isShareAbort(error)) return;
      toast({
        title: 'Sharing failed',
        description: 'Please try downloading the images instead',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied!', description: 'Share text copied to clipboard.' });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Your browser did not allow copying. Please select and copy the text.',
        variant: 'destructive',
      });
    }
  };

  const card = cards.at(current);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        wide
        className="share-dialog"
        data-testid="share-dialog"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{shareTitle(request)}</DialogTitle>
          <DialogDescription>
            Share image cards of this analysis, download them, or copy a text summary.
          </DialogDescription>
        </DialogHeader>

        {options.length > 1 ? (
          <fieldset className="share-options">
            <legend className="ll-sr-only">What to share</legend>
            {options.map((o) => (
              <label key={o} className={cx('share-option', o === option && 'is-selected')}>
                <input
                  type="radio"
                  name="share-option"
                  value={o}
                  checked={o === option}
                  onChange={() => choose(o)}
                />
                <span className="share-option__label">{SHARE_OPTION_LABELS[o]}</span>
                <span className="share-option__hint">{optionHint(o, request)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}

        <div className="share-preview" aria-busy={status === 'loading'}>
          <div
            className={cx(
              'share-preview__frame',
              models[current]?.kind === 'nutrition' && 'share-preview__frame--tall',
            )}
          >
            {status === 'loading' ? (
              <Spinner label="Drawing share cards" />
            ) : card ? (
              <img
                src={card.url}
                alt={cardAlt(models[current], current, total)}
                data-testid="share-card-preview"
              />
            ) : (
              <p className="share-preview__empty">
                <ImageOff aria-hidden="true" /> Share cards are not available.
              </p>
            )}
          </div>
          {total > 1 ? (
            <div className="share-carousel">
              <Button
                variant="outline"
                size="icon"
                aria-label="Previous card"
                disabled={current === 0}
                onClick={() => setIndex(current - 1)}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <span className="share-carousel__count" data-testid="share-card-counter">
                {current + 1} / {total}
              </span>
              <Button
                variant="outline"
                size="icon"
                aria-label="Next card"
                disabled={current >= total - 1}
                onClick={() => setIndex(current + 1)}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          ) : null}
        </div>

        <div className="share-actions">
          <Button variant="brand" disabled={!ready || busy} onClick={() => void share()}>
            <Share2 aria-hidden="true" /> Share
          </Button>
          <Button variant="outline" disabled={!ready || busy} onClick={() => void download(cards)}>
            <Download aria-hidden="true" /> Download
          </Button>
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" /> Copy Text
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
