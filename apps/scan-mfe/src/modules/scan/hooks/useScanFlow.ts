import { useUnauthorizedRedirect, useToast } from '@labellens/shell-contract';
import {
  createScan,
  extractIngredients,
  extractNutrition,
  isScanLimitError,
  queryKeys,
  scanNutrition,
  streamScan,
  type Allergen,
  type Ingredient,
  type NutritionData,
  type ScanResult,
  type SubscriptionStatus,
} from '@labellens/web-api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resultsText } from '../../common/i18n/index';
import {
  analyseAndKeepOnDevice,
  deviceMode,
  extractIngredientsOrOnDevice,
  OfflineLimitError,
} from '../../offline/device-scan';
import { hintText } from '../utils/extraction-hint';
import { prepareImageFile } from '../utils/image';
import {
  cleanProductName,
  extractionSuccessText,
  mergeStatements,
  parseAllergenText,
  parseIngredients,
  replaceIngredient,
  upsertById,
} from '../utils/ingredients';

export type ScanTab = 'ingredients' | 'nutrition';

/**
 * Where the stream is: the server's status steps, then the end states. The progress panel shows
 * it in the display language; `status` keeps the server's own (English) text.
 */
export type StreamStep =
  | 'started'
  | 'reading'
  | 'allergens'
  | 'personal'
  | 'explaining'
  | 'saving'
  | 'complete'
  | 'error'
  | 'connection';

export interface StreamState {
  status: string;
  step: StreamStep | null;
  /** The error's code from the server (`analysis_failed`), when it gave one. */
  errorCode: string | null;
  isComplete: boolean;
  error: string | null;
  ingredients: Ingredient[];
  allergens: Allergen[];
}

const INITIAL_STREAM: StreamState = {
  status: 'Starting analysis...',
  step: 'started',
  errorCode: null,
  isComplete: false,
  error: null,
  ingredients: [],
  allergens: [],
};

/** Delays of spec 01 §9. */
const RESULT_DELAY_MS = 800;
const ALLERGY_TOAST_DELAY_MS = 1000;
const NUTRITION_INDICATOR_MS = 3000;
const SUBSCRIPTION_REDIRECT_MS = 2000;

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

/** A photo in which no ingredient list was read, and why (null when the server did not say). */
export interface NoListFound {
  reason: string | null;
}

/** Navigation state of "Correct the list" on a saved scan: the scan page opens with its list. */
export interface CorrectListState {
  correct: { ingredientsText: string; productName: string | null };
}

function correctionFrom(state: unknown): CorrectListState['correct'] | null {
  const c = (state as Partial<CorrectListState> | null)?.correct;
  return c && typeof c.ingredientsText === 'string' ? c : null;
}

/** Puts the cursor in the ingredient list, once the review panel is back on screen. */
function focusIngredientList() {
  const el = document.querySelector<HTMLTextAreaElement>('textarea[data-ingredient-list]');
  el?.focus();
  el?.scrollIntoView({ block: 'center' });
}

/** State machine of the scan page (spec 01 §4 "Scan page"). */
export function useScanFlow(status: SubscriptionStatus | undefined) {
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [correction] = useState(() => correctionFrom(location.state));
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const abort = useRef<AbortController | null>(null);

  const [tab, setTabState] = useState<ScanTab>('ingredients');
  const [image, setImage] = useState<string | null>(null);
  const [extracting, setExtracting] = useState(false);
  const [nutritionIndicator, setNutritionIndicator] = useState(false);
  const [ingredientsText, setIngredientsText] = useState(correction?.ingredientsText ?? '');
  const [allergenText, setAllergenText] = useState('');
  const [statements, setStatements] = useState<string[]>([]);
  const [extractedAllergens, setExtractedAllergens] = useState<string[]>([]);
  const [uncertainWords, setUncertainWords] = useState<string[]>([]);
  const [noList, setNoList] = useState<NoListFound | null>(null);
  const [productName, setProductName] = useState(correction?.productName ?? '');
  const [languages, setLanguages] = useState<Record<ScanTab, string>>({
    ingredients: 'English',
    nutrition: 'English',
  });
  const [nutritionData, setNutritionData] = useState<NutritionData | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [stream, setStream] = useState<StreamState>(INITIAL_STREAM);
  const [result, setResult] = useState<ScanResult | null>(null);

  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms));
  }, []);

  useEffect(
    () => () => {
      timers.current.forEach(clearTimeout);
      abort.current?.abort();
    },
    [],
  );

  const canScan = status ? status.canScan : true;

  const reset = useCallback(() => {
    abort.current?.abort();
    setImage(null);
    setExtracting(false);
    setNutritionIndicator(false);
    setIngredientsText('');
    setAllergenText('');
    setStatements([]);
    setExtractedAllergens([]);
    setUncertainWords([]);
    setNoList(null);
    setProductName('');
    setNutritionData(null);
    setAnalyzing(false);
    setStream(INITIAL_STREAM);
    setResult(null);
  }, []);

  const setTab = (next: ScanTab) => {
    if (next === tab) return;
    reset();
    setTabState(next);
  };

  const blockScan = useCallback(() => {
    const total = status?.scansRemaining ?? 0;
    if (status && status.subscriptionTier !== 'free' && total <= 0) {
      toast({
        title: 'No Scans Available',
        description: 'You need to purchase scans to continue. Redirecting to subscription page...',
        variant: 'destructive',
      });
      later(() => navigate('/subscription'), SUBSCRIPTION_REDIRECT_MS);
      return;
    }
    toast({
      title: 'Scan Limit Reached',
      description:
        "You've used all your available scans. Please upgrade your subscription to continue.",
      variant: 'destructive',
    });
  }, [status, toast, later, navigate]);

  const onImage = async (dataUrl: string) => {
    setImage(dataUrl);
    setResult(null);
    setUncertainWords([]);
    setNoList(null);
    setExtracting(true);
    try {
      if (tab === 'ingredients') {
        // Offline (issue 17): read on the device.
        const extracted = await extractIngredientsOrOnDevice(dataUrl, extractIngredients);
        const found = extracted.ingredients ?? [];
        const contains = extracted.containsStatements ?? [];
        if (extracted.productName) setProductName(extracted.productName);
        setStatements(contains);
        // The statements read from the label fill the Allergen Information box, where the person
        // can correct or remove them; what the box holds is what is analysed.
        setAllergenText(contains.map((c) => c.replace(/[.\s]+$/, '')).join('. '));
        setExtractedAllergens(extracted.allergens ?? []);
        if (found.length === 0) {
          setNoList({ reason: hintText(extracted.hint) });
          toast({
            title: 'No Ingredients Found',
            description:
              'Could not read ingredients from this image. Please try a clearer photo or type them manually.',
            variant: 'destructive',
          });
          return;
        }
        setIngredientsText(found.join(', '));
        setUncertainWords(extracted.uncertainWords ?? []);
        toast({
          title: 'Success!',
          description: extractionSuccessText(found.length, contains.length),
        });
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
      } else {
        setNutritionIndicator(true);
        later(() => setNutritionIndicator(false), NUTRITION_INDICATOR_MS);
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
          setNutritionData(data);
          toast({ title: 'Nutrition Found!' });
        } catch (error) {
          // Nutrition extraction errors are silent by design (spec 01 §8), except sign-out.
          if (!handleError(error)) console.error('Nutrition extraction failed', error);
        }
      }
    } catch (error) {
      if (handleError(error)) return;
      toast({
        title: 'Extraction Failed',
        description: 'Image processing failed. Please try again or type ingredients manually.',
        variant: 'destructive',
      });
    } finally {
      setExtracting(false);
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
      toast({
        title: 'Extraction Failed',
        description: 'Image processing failed. Please try again or type ingredients manually.',
        variant: 'destructive',
      });
    }
  };

  const refreshAfterScan = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [queryKeys.subscriptionStatus] }),
      queryClient.invalidateQueries({ queryKey: [queryKeys.scanHistory] }),
    ]);
  };

  const analyzeIngredients = async (text = ingredientsText) => {
    const ingredients = parseIngredients(text);
    if (ingredients.length === 0) {
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
    setAnalyzing(true);
    setResult(null);
    setStream(INITIAL_STREAM);
    // Offline (issue 17): rated on the device and kept there until it can be sent.
    if (await deviceMode()) {
      try {
        setResult(
          await analyseAndKeepOnDevice({
            ingredients,
            containsStatements,
            productName: cleanProductName(productName) ?? null,
            language: languages.ingredients,
          }),
        );
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
        setAnalyzing(false);
      }
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    let failed = false;
    try {
      await streamScan(
        {
          ingredients,
          productName: cleanProductName(productName),
          containsStatements: containsStatements.length > 0 ? containsStatements : undefined,
          preferredLanguage: languages.ingredients,
        },
        (event) => {
          switch (event.type) {
            case 'status':
              setStream((s) => ({
                ...s,
                status: event.message ?? s.status,
                step: (event.data as { step?: StreamStep } | undefined)?.step ?? null,
              }));
              break;
            case 'ingredient':
              setStream((s) => ({ ...s, ingredients: upsertById(s.ingredients, event.data) }));
              break;
            case 'allergen':
              setStream((s) => ({ ...s, allergens: [...s.allergens, event.data] }));
              break;
            case 'complete':
              setStream((s) => ({
                ...s,
                status: 'Analysis complete!',
                step: 'complete',
                isComplete: true,
              }));
              later(() => {
                setResult(event.data);
                setAnalyzing(false);
                toast({
                  title: words.t('analysis.ingredientsDone'),
                  lang: words.lang,
                  dir: words.dir,
                });
              }, RESULT_DELAY_MS);
              break;
            case 'error':
              failed = true;
              setStream((s) => ({
                ...s,
                status: 'Error occurred',
                step: 'error',
                errorCode: (event.data as { code?: string } | undefined)?.code ?? null,
                isComplete: true,
                error: event.message ?? 'Analysis failed',
              }));
              break;
          }
        },
        controller.signal,
      );
      if (failed) throw new Error('stream error');
      await refreshAfterScan();
    } catch (error) {
      if (controller.signal.aborted) return;
      setAnalyzing(false);
      if (handleError(error)) return;
      if (!failed) {
        setStream((s) => ({
          ...s,
          status: 'Connection error',
          step: 'connection',
          isComplete: true,
          error: 'Stream request failed',
        }));
      }
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

  const analyzeNutrition = async () => {
    if (!nutritionData) {
      toast({
        title: 'No Nutrition Data',
        description: 'Please scan a nutrition label first.',
        variant: 'destructive',
      });
      return;
    }
    const words = resultsText(languages.nutrition);
    setAnalyzing(true);
    setResult(null);
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
      setResult({
        ...base,
        product: nutrition.product ?? base.product,
        nutrition: nutrition.nutrition,
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
      setAnalyzing(false);
    }
  };

  const analyze = () => {
    if (!canScan) {
      blockScan();
      return;
    }
    void (tab === 'ingredients' ? analyzeIngredients() : analyzeNutrition());
  };

  const clear = () => {
    reset();
    toast({ title: 'Data Cleared' });
  };

  // "Correct the list": back to the list as it was analysed, to fix misread or unknown names.
  const editList = () => {
    setResult(null);
    later(focusIngredientList, 0);
  };

  // An unrecognised ingredient corrected on the results: the list as analysed, with that name
  // replaced, is analysed again. A name the list does not hold (reworded by the server) is
  // corrected in the list itself.
  const correctIngredient = (from: string, to: string) => {
    const next = replaceIngredient(ingredientsText, from, to);
    if (next === null) {
      editList();
      return;
    }
    setIngredientsText(next);
    if (!canScan) {
      blockScan();
      return;
    }
    void analyzeIngredients(next);
  };

  useEffect(() => {
    if (correction) later(focusIngredientList, 0);
  }, [correction, later]);

  const updatePreference = (name: string, preference: 'none' | 'concern' | 'allergy') => {
    setResult((current) =>
      current
        ? {
            ...current,
            ingredients: current.ingredients.map((i) =>
              i.name === name ? { ...i, userPreference: preference } : i,
            ),
          }
        : current,
    );
  };

  return {
    tab,
    setTab,
    canScan,
    blockScan,
    image,
    retake: () => {
      setImage(null);
      setResult(null);
      setNoList(null);
    },
    extracting,
    nutritionIndicator,
    onFile,
    onImage,
    ingredientsText,
    setIngredientsText,
    allergenText,
    setAllergenText,
    statements,
    extractedAllergens,
    uncertainWords,
    noList,
    productName,
    setProductName,
    language: languages[tab],
    setLanguage: (value: string) => setLanguages((prev) => ({ ...prev, [tab]: value })),
    nutritionData,
    analyzing,
    stream,
    result,
    analyze,
    clear,
    editList,
    correctIngredient,
    updatePreference,
  };
}

export type ScanFlow = ReturnType<typeof useScanFlow>;
