import { useToast } from '@labellens/shell-contract';
import { Button, cx, ModalDialog, Spinner } from '@labellens/web-ui';
import { ChevronLeft, ChevronRight, Copy, Download, ImageOff, Share2 } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { resultsText, type ResultsLanguage, type ResultsText } from '../../common/i18n/index';
import { useShareCards } from '../hooks/useShareCards';
import {
  canShareFiles,
  cardFiles,
  downloadCards,
  isShareAbort,
  type GeneratedCard,
} from '../utils/share-actions';
import type { ShareCardModel } from '../utils/share-card-model';
import {
  shareOptionLabel,
  shareOptions,
  shareProductName,
  shareTitle,
  type ShareOption,
  type ShareRequest,
} from '../utils/share-model';
import { shareText } from '../utils/share-text';

export interface ShareDialogProps {
  request: ShareRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets focus back when the dialog closes (the dialog is opened without a Radix trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Display language of the shared result: the dialog, the cards and the text are in it. */
  lang?: ResultsLanguage;
}

function optionHint(option: ShareOption, request: ShareRequest, tx: ResultsText): string {
  if (request.type !== 'full') return '';
  const n = request.analysis.ingredients.length;
  switch (option) {
    case 'full':
      return tx.plural('share.hintFull', n, { n });
    case 'summary':
      return tx.t('share.hintSummary');
    case 'concerning':
      return tx.t('share.hintConcerning');
  }
}

function cardAlt(
  model: ShareCardModel | undefined,
  index: number,
  total: number,
  tx: ResultsText,
): string {
  const params = { index: index + 1, total };
  if (model?.kind === 'choose-instead')
    return tx.t('share.cardAlt', {
      ...params,
      what: `${tx.t('share.altChoose', { product: model.productName })}: ${model.items.map((i) => i.text).join(' ')}`,
    });
  const what =
    model?.kind === 'ingredient'
      ? model.name
      : model?.kind === 'promo'
        ? 'LabelLens'
        : (model?.productName ?? 'LabelLens');
  // The person's verdict is drawn on the summary card: say it to screen readers too.
  const verdict = model?.kind === 'summary' && model.verdict ? ` (${model.verdict.text})` : '';
  return tx.t('share.cardAlt', { ...params, what: `${what}${verdict}` });
}

/** Share Analysis: options, a carousel preview of the PNG cards, and Share / Download / Copy Text. */
export function ShareDialog({
  request,
  open,
  onOpenChange,
  returnFocusTo,
  lang = 'en',
}: ShareDialogProps) {
  const { toast } = useToast();
  const tx = resultsText(lang);
  const { t } = tx;
  const options = shareOptions(request);
  const [option, setOption] = useState<ShareOption>(options[0] ?? 'full');
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const { models, status, cards } = useShareCards(request, option, open, lang);
  const total = models.length;
  const current = Math.min(index, Math.max(0, total - 1));
  const text = shareText(request, option, lang);
  const ready = status === 'ready';

  const choose = (next: ShareOption) => {
    setOption(next);
    setIndex(0);
  };

  const download = async (list: GeneratedCard[]) => {
    await downloadCards(list);
    toast({
      lang: tx.lang,
      dir: tx.dir,
      title: t('share.downloaded'),
      description: tx.plural('share.downloadedText', list.length, { n: list.length }),
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
        lang: tx.lang,
        dir: tx.dir,
        title: t('share.failed'),
        description: t('share.failedText'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({
        lang: tx.lang,
        dir: tx.dir,
        title: t('share.copied'),
        description: t('share.copiedText'),
      });
    } catch {
      toast({
        lang: tx.lang,
        dir: tx.dir,
        title: t('share.copyFailed'),
        description: t('share.copyFailedText'),
        variant: 'destructive',
      });
    }
  };

  const card = cards.at(current);
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={shareTitle(request, lang)}
      description={t('share.description')}
      wide
      className="share-dialog"
      data-testid="share-dialog"
      {...tx.dialog}
      onCloseAutoFocus={(event) => {
        if (!returnFocusTo?.current) return;
        event.preventDefault();
        returnFocusTo.current.focus();
      }}
    >
      {options.length > 1 ? (
        <fieldset className="share-options">
          <legend className="ll-sr-only">{t('share.whatToShare')}</legend>
          {options.map((o) => (
            <label key={o} className={cx('share-option', o === option && 'is-selected')}>
              <input
                type="radio"
                name="share-option"
                value={o}
                checked={o === option}
                onChange={() => {
                  choose(o);
                }}
              />
              <span className="share-option__label">{shareOptionLabel(o, lang)}</span>
              <span className="share-option__hint">{optionHint(o, request, tx)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}

      <div className="ll-stack share-preview" aria-busy={status === 'loading'}>
        <div
          className={cx(
            'share-preview__frame',
            models[current]?.kind === 'nutrition' && 'share-preview__frame--tall',
          )}
        >
          {status === 'loading' ? (
            <Spinner label={t('share.drawing')} />
          ) : card ? (
            <img
              src={card.url}
              alt={cardAlt(models[current], current, total, tx)}
              data-testid="share-card-preview"
            />
          ) : (
            <p className="share-preview__empty">
              <ImageOff aria-hidden="true" /> {t('share.unavailable')}
            </p>
          )}
        </div>
        {total > 1 ? (
          <div className="ll-row share-carousel">
            <Button
              variant="outline"
              size="icon"
              aria-label={t('share.previous')}
              disabled={current === 0}
              onClick={() => {
                setIndex(current - 1);
              }}
            >
              {/* Previous points the way text runs back: right in a right-to-left dialog. */}
              {tx.dir === 'rtl' ? (
                <ChevronRight aria-hidden="true" />
              ) : (
                <ChevronLeft aria-hidden="true" />
              )}
            </Button>
            <span className="share-carousel__count" data-testid="share-card-counter">
              {tx.number(current + 1)} / {tx.number(total)}
            </span>
            <Button
              variant="outline"
              size="icon"
              aria-label={t('share.next')}
              disabled={current >= total - 1}
              onClick={() => {
                setIndex(current + 1);
              }}
            >
              {tx.dir === 'rtl' ? (
                <ChevronLeft aria-hidden="true" />
              ) : (
                <ChevronRight aria-hidden="true" />
              )}
            </Button>
          </div>
        ) : null}
      </div>

      <div className="share-actions">
        <Button variant="brand" disabled={!ready || busy} onClick={() => void share()}>
          <Share2 aria-hidden="true" /> {t('share.button')}
        </Button>
        <Button variant="outline" disabled={!ready || busy} onClick={() => void download(cards)}>
          <Download aria-hidden="true" /> {t('share.download')}
        </Button>
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" /> {t('share.copy')}
        </Button>
      </div>
    </ModalDialog>
  );
}
