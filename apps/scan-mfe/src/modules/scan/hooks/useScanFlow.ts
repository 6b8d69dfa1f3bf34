import { useToast } from '@labellens/shell-contract';
import type { SubscriptionStatus } from '@labellens/web-api-client';
import { useEffect, useReducer, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { replaceIngredient } from '../utils/ingredients';
import {
  initialScanFlowState,
  scanFlowReducer,
  type IngredientPreference,
  type ListCorrection,
  type ScanTab,
} from '../utils/scan-flow-reducer';
import { useIngredientAnalysis } from './useIngredientAnalysis';
import { useLabelReading } from './useLabelReading';
import { useLater } from '@labellens/web-ui';
import { useNutritionScan } from './useNutritionScan';
import { useRefreshAfterScan } from './useRefreshAfterScan';
import { useScanLimit } from './useScanLimit';

/** Navigation state of "Correct the list" on a saved scan: the scan page opens with its list. */
export interface CorrectListState {
  correct: ListCorrection;
}

function correctionFrom(state: unknown): ListCorrection | null {
  const c = (state as Partial<CorrectListState> | null)?.correct;
  return c && typeof c.ingredientsText === 'string' ? c : null;
}

/** Puts the cursor in the ingredient list, once the review panel is back on screen. */
function focusIngredientList() {
  const el = document.querySelector<HTMLTextAreaElement>('textarea[data-ingredient-list]');
  el?.focus();
  el?.scrollIntoView({ block: 'center' });
}

/** The scan page (spec 01 §4 "Scan page"): its state, and what the page and its cards can do. */
export function useScanFlow(status: SubscriptionStatus | undefined) {
  const { toast } = useToast();
  const location = useLocation();
  const [correction] = useState(() => correctionFrom(location.state));
  const [state, dispatch] = useReducer(scanFlowReducer, correction, initialScanFlowState);
  const later = useLater();
  const { canScan, blockScan } = useScanLimit(status, later);
  const refreshAfterScan = useRefreshAfterScan();
  const nutrition = useNutritionScan({ state, dispatch, later, refreshAfterScan });
  const ingredients = useIngredientAnalysis({
    state,
    dispatch,
    later,
    blockScan,
    refreshAfterScan,
  });
  const { onImage, onFile } = useLabelReading({
    tab: state.tab,
    dispatch,
    later,
    canScan,
    blockScan,
    readNutrition: nutrition.readNutrition,
  });

  const setTab = (next: ScanTab) => {
    if (next === state.tab) return;
    ingredients.cancel();
    dispatch({ type: 'tabChanged', tab: next });
  };

  const analyze = () => {
    if (!canScan) {
      blockScan();
      return;
    }
    void (state.tab === 'ingredients'
      ? ingredients.analyzeIngredients()
      : nutrition.analyzeNutrition());
  };

  const clear = () => {
    ingredients.cancel();
    dispatch({ type: 'cleared' });
    toast({ title: 'Data Cleared' });
  };

  // "Correct the list": back to the list as it was analysed, to fix misread or unknown names.
  const editList = () => {
    dispatch({ type: 'resultClosed' });
    later(focusIngredientList, 0);
  };

  // An unrecognised ingredient corrected on the results: the list as analysed, with that name
  // replaced, is analysed again. A name the list does not hold (reworded by the server) is
  // corrected in the list itself.
  const correctIngredient = (from: string, to: string) => {
    const next = replaceIngredient(state.ingredientsText, from, to);
    if (next === null) {
      editList();
      return;
    }
    dispatch({ type: 'ingredientsTextChanged', text: next });
    if (!canScan) {
      blockScan();
      return;
    }
    void ingredients.analyzeIngredients(next);
  };

  useEffect(() => {
    if (correction) later(focusIngredientList, 0);
  }, [correction, later]);

  // The flow is the scan's state (one display language per tab: the current tab's is shown) and
  // what can be done with it.
  return {
    ...state,
    language: state.languages[state.tab],
    setTab,
    canScan,
    blockScan,
    retake: () => {
      dispatch({ type: 'retaken' });
    },
    onFile,
    onImage,
    setIngredientsText: (text: string) => {
      dispatch({ type: 'ingredientsTextChanged', text });
    },
    setAllergenText: (text: string) => {
      dispatch({ type: 'allergenTextChanged', text });
    },
    setProductName: (name: string) => {
      dispatch({ type: 'productNameChanged', name });
    },
    setLanguage: (language: string) => {
      dispatch({ type: 'languageChanged', language });
    },
    analyze,
    clear,
    editList,
    correctIngredient,
    updatePreference: (name: string, preference: IngredientPreference) => {
      dispatch({ type: 'preferenceChanged', name, preference });
    },
  };
}

export type ScanFlow = ReturnType<typeof useScanFlow>;
