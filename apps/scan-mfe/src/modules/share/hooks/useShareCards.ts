import { useToast } from '@labellens/shell-contract';
import { useEffect, useMemo, useState } from 'react';
import { resultsText, type ResultsLanguage } from '../../common/i18n/index';
import { renderShareCardPngs } from '../utils/card-renderer';
import type { GeneratedCard } from '../utils/share-actions';
import { shareCards, shareFileName } from '../utils/share-cards';
import type { ShareOption, ShareRequest } from '../utils/share-model';

export type ShareCardsState =
  | { status: 'loading'; cards: GeneratedCard[] }
  | { status: 'ready'; cards: GeneratedCard[] }
  | { status: 'error'; cards: GeneratedCard[] };

/**
 * Draws the PNG cards of the chosen option while the dialog is open; object URLs are revoked
 * when the option changes or the dialog closes. A drawing failure shows the spec's error notice.
 */
export function useShareCards(
  request: ShareRequest,
  option: ShareOption,
  open: boolean,
  lang: ResultsLanguage = 'en',
) {
  const { toast } = useToast();
  const models = useMemo(() => shareCards(request, option, lang), [request, option, lang]);
  const [state, setState] = useState<ShareCardsState>({ status: 'loading', cards: [] });

  useEffect(() => {
    if (!open) return undefined;
    let cancelled = false;
    let made: GeneratedCard[] = [];
    setState({ status: 'loading', cards: [] });
    renderShareCardPngs(models)
      .then((blobs) => {
        made = blobs.map((blob, i) => ({
          blob,
          url: URL.createObjectURL(blob),
          fileName: shareFileName(i),
        }));
        if (cancelled) {
          made.forEach((c) => {
            URL.revokeObjectURL(c.url);
          });
        } else setState({ status: 'ready', cards: made });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('Share cards could not be drawn', error);
        setState({ status: 'error', cards: [] });
        const { t, dir } = resultsText(lang);
        toast({
          lang,
          dir,
          title: t('share.error'),
          description: t('share.errorText'),
          variant: 'destructive',
        });
      });
    return () => {
      cancelled = true;
      made.forEach((c) => {
        URL.revokeObjectURL(c.url);
      });
    };
  }, [models, open, toast, lang]);

  return { models, ...state };
}
