import { useToast, useUnauthorizedRedirect } from '@labellens/shell-contract';
import { isScanLimitError, streamScan } from '@labellens/web-api-client';
import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { resultsText } from '../../common/i18n/index';
import { analyseAndKeepOnDevice, deviceMode, OfflineLimitError } from '../../offline/device-scan';
import {
  cleanProductName,
  mergeStatements,
  hasIngredientText,
  parseAllergenText,
} from '../utils/ingredients';
import type { ScanFlowAction, ScanFlowState } from '../utils/scan-flow-reducer';
import type { Later } from '@labellens/web-ui';

/** Delay of spec 01 §9: the finished progress stays on screen this long before the results. */
const RESULT_DELAY_MS = 800;

export interface IngredientAnalysisOptions {
  state: ScanFlowState;
  dispatch: Dispatch<ScanFlowAction>;
  later: Later;
  blockScan: () => void;
  refreshAfterScan: () => Promise<void>;
}

/**
 * The ingredients tab's analysis: streamed from the server into the progress panel, or rated on
 * the device when offline. `cancel` stops a stream still running (the page was cleared or left).
 */
export function useIngredientAnalysis({
  state,
  dispatch,
  later,
  blockScan,
  refreshAfterScan,
}: IngredientAnalysisOptions) {
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();
  const abort = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    abort.current?.abort();
  }, []);

  useEffect(() => cancel, [cancel]);

  const analyseOnDevice = async (input: Parameters<typeof analyseAndKeepOnDevice>[0]) => {
    try {
      dispatch({ type: 'resultReceived', result: await analyseAndKeepOnDevice(input) });
      toast({ title: 'Ingredient Analysis Complete' });
    } catch (error) {
      if (error instanceof OfflineLimitError) blockScan();
      else
        toast({
          title: 'Ingredient Analysis Failed',
          description: 'Could not analyze ingredients. Please try again.',
          variant: 'destructive',
        });
    } finally {
      dispatch({ type: 'analysisEnded' });
    }
  };

  const analyzeIngredients = async (text = state.ingredientsText) => {
    const { allergenText, productName, languages } = state;
    // The person's text, parsed once by the engine that rates it (splitting it here turned
    // `Kakaomasse 12,5%` into `Kakaomasse 12` and `5%`).
    const ingredients = text.trim();
    if (!hasIngredientText(ingredients)) {
      toast({
        title: 'No Ingredients',
        description: 'Please enter some ingredients to analyze.',
        variant: 'destructive',
      });
      return;
    }
    const containsStatements = mergeStatements(parseAllergenText(allergenText));
    // Notices about the analysis are in its display language, as the results are.
    const words = resultsText(languages.ingredients);
    dispatch({ type: 'analysisStarted' });
    // Offline (issue 17): rated on the device and kept there until it can be sent.
    if (await deviceMode()) {
      await analyseOnDevice({
        ingredients,
        containsStatements,
        productName: cleanProductName(productName) ?? null,
        language: languages.ingredients,
      });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    // Set by the stream's error event, inside the callback (so not narrowed to false here).
    let failed = false as boolean;
    try {
      await streamScan(
        {
          ingredients,
          productName: cleanProductName(productName),
          containsStatements: containsStatements.length > 0 ? containsStatements : undefined,
          preferredLanguage: languages.ingredients,
        },
        (event) => {
          dispatch({ type: 'streamEvent', event });
          if (event.type === 'error') failed = true;
          if (event.type !== 'complete') return;
          later(() => {
            dispatch({ type: 'resultReceived', result: event.data });
            dispatch({ type: 'analysisEnded' });
            toast({ title: words.t('analysis.ingredientsDone'), lang: words.lang, dir: words.dir });
          }, RESULT_DELAY_MS);
        },
        controller.signal,
      );
      if (failed) throw new Error('stream error');
      await refreshAfterScan();
    } catch (error) {
      if (controller.signal.aborted) return;
      dispatch({ type: 'analysisEnded' });
      if (handleError(error)) return;
      if (!failed) dispatch({ type: 'connectionFailed' });
      if (isScanLimitError(error)) {
        blockScan();
        return;
      }
      toast({
        title: words.t('analysis.ingredientsFailed'),
        lang: words.lang,
        dir: words.dir,
        description: words.t('analysis.ingredientsFailedText'),
        variant: 'destructive',
      });
    }
  };

  return { analyzeIngredients, cancel };
}
