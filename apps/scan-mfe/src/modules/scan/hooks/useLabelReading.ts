import { useToast, useUnauthorizedRedirect } from '@labellens/shell-contract';
import { extractIngredients } from '@labellens/web-api-client';
import type { Dispatch } from 'react';
import { extractIngredientsOrOnDevice } from '../../offline/device-scan';
import { prepareImageFile } from '../utils/image';
import { extractionSuccessText } from '../utils/ingredients';
import type { ScanFlowAction, ScanTab } from '../utils/scan-flow-reducer';
import type { Later } from '@labellens/web-ui';

/** Delay of spec 01 §9. */
const ALLERGY_TOAST_DELAY_MS = 1000;

const EXTRACTION_FAILED = {
  title: 'Extraction Failed',
  description: 'Image processing failed. Please try again or type ingredients manually.',
  variant: 'destructive',
} as const;

export interface LabelReadingOptions {
  tab: ScanTab;
  dispatch: Dispatch<ScanFlowAction>;
  later: Later;
  canScan: boolean;
  blockScan: () => void;
  /** The nutrition tab's reading of a photo; it reports its own failures. */
  readNutrition: (dataUrl: string) => Promise<void>;
}

/**
 * A label photo, taken or chosen, read into the review fields: the ingredient list and its
 * allergen statements, or the nutrition facts.
 */
export function useLabelReading({
  tab,
  dispatch,
  later,
  canScan,
  blockScan,
  readNutrition,
}: LabelReadingOptions) {
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();

  const readIngredients = async (dataUrl: string) => {
    // Offline (issue 17): read on the device.
    const extracted = await extractIngredientsOrOnDevice(dataUrl, extractIngredients);
    dispatch({ type: 'ingredientsRead', extracted });
    const found = extracted.ingredients.length;
    const contains = extracted.containsStatements;
    if (found === 0) {
      toast({
        title: 'No Ingredients Found',
        description:
          'Could not read ingredients from this image. Please try a clearer photo or type them manually.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Success!', description: extractionSuccessText(found, contains.length) });
    if (contains.length > 0) {
      later(
        () =>
          toast({
            title: 'Allergy Information Found',
            description: contains.join(' • '),
            variant: 'destructive',
          }),
        ALLERGY_TOAST_DELAY_MS,
      );
    }
  };

  const onImage = async (dataUrl: string) => {
    dispatch({ type: 'imageCaptured', image: dataUrl });
    try {
      await (tab === 'ingredients' ? readIngredients(dataUrl) : readNutrition(dataUrl));
    } catch (error) {
      if (handleError(error)) return;
      toast(EXTRACTION_FAILED);
    } finally {
      dispatch({ type: 'extractionEnded' });
    }
  };

  const onFile = async (file: File) => {
    if (!file.type.startsWith('image/')) {
      toast({
        title: 'Invalid file',
        description: 'Please select an image file (JPG, PNG, etc.)',
        variant: 'destructive',
      });
      return;
    }
    if (!canScan) {
      blockScan();
      return;
    }
    try {
      await onImage(await prepareImageFile(file));
    } catch {
      toast(EXTRACTION_FAILED);
    }
  };

  return { onImage, onFile };
}
