import { useToast, useUnauthorizedRedirect } from '@labellens/shell-contract';
import {
  createScan,
  extractNutrition,
  scanNutrition,
  type NutritionData,
} from '@labellens/web-api-client';
import type { Dispatch } from 'react';
import { resultsText } from '../../common/i18n/index';
import { cleanProductName } from '../utils/ingredients';
import type { ScanFlowAction, ScanFlowState } from '../utils/scan-flow-reducer';
import type { Later } from '@labellens/web-ui';

/** Delay of spec 01 §9. */
const NUTRITION_INDICATOR_MS = 3000;

function hasNutritionValues(data: NutritionData | null | undefined): data is NutritionData {
  if (!data) return false;
  return [
    data.calories,
    data.totalFat,
    data.protein,
    data.sodium,
    data.carbohydrates,
    data.sugars,
  ].some((v) => v !== null && v !== undefined && v !== '');
}

export interface NutritionScanOptions {
  state: ScanFlowState;
  dispatch: Dispatch<ScanFlowAction>;
  later: Later;
  refreshAfterScan: () => Promise<void>;
}

/** The nutrition tab: facts read from a label photo, then analysed and saved as a scan. */
export function useNutritionScan({
  state,
  dispatch,
  later,
  refreshAfterScan,
}: NutritionScanOptions) {
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();

  const readNutrition = async (dataUrl: string) => {
    dispatch({ type: 'nutritionIndicator', shown: true });
    later(() => {
      dispatch({ type: 'nutritionIndicator', shown: false });
    }, NUTRITION_INDICATOR_MS);
    try {
      const data = await extractNutrition(dataUrl);
      if (!hasNutritionValues(data)) {
        toast({
          title: 'No Nutrition Data Found',
          description:
            'Could not read nutrition facts from this image. Please try a clearer photo.',
          variant: 'destructive',
        });
        return;
      }
      dispatch({ type: 'nutritionRead', data });
      toast({ title: 'Nutrition Found!' });
    } catch (error) {
      // Nutrition extraction errors are silent by design (spec 01 §8), except sign-out.
      if (!handleError(error)) console.error('Nutrition extraction failed', error);
    }
  };

  const analyzeNutrition = async () => {
    const { nutritionData, productName, languages } = state;
    if (!nutritionData) {
      toast({
        title: 'No Nutrition Data',
        description: 'Please scan a nutrition label first.',
        variant: 'destructive',
      });
      return;
    }
    const words = resultsText(languages.nutrition);
    dispatch({ type: 'analysisStarted' });
    try {
      const base = await createScan({
        ingredients: [],
        productName: cleanProductName(productName) ?? words.t('nutrition.defaultName'),
        preferredLanguage: languages.nutrition,
      });
      const nutrition = await scanNutrition({
        nutritionData,
        productId: base.product.id,
        preferredLanguage: languages.nutrition,
      });
      dispatch({
        type: 'resultReceived',
        result: { ...base, product: nutrition.product, nutrition: nutrition.nutrition },
      });
      toast({ title: words.t('analysis.nutritionDone'), lang: words.lang, dir: words.dir });
      await refreshAfterScan();
    } catch (error) {
      if (handleError(error)) return;
      toast({
        title: words.t('analysis.nutritionFailed'),
        lang: words.lang,
        dir: words.dir,
        description: words.t('analysis.nutritionFailedText'),
        variant: 'destructive',
      });
    } finally {
      dispatch({ type: 'analysisEnded' });
    }
  };

  return { readNutrition, analyzeNutrition };
}
