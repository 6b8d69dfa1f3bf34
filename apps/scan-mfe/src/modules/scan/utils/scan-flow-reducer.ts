import type {
  Allergen,
  ExtractIngredientsResponse,
  Ingredient,
  NutritionData,
  ScanResult,
  ScanStreamEvent,
} from '@labellens/web-api-client';
import { hintText } from './extraction-hint';
import { upsertById } from './ingredients';

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

export const INITIAL_STREAM: StreamState = {
  status: 'Starting analysis...',
  step: 'started',
  errorCode: null,
  isComplete: false,
  error: null,
  ingredients: [],
  allergens: [],
};

/** A photo in which no ingredient list was read, and why (null when the server did not say). */
export interface NoListFound {
  reason: string | null;
}

export type IngredientPreference = 'none' | 'concern' | 'allergy';

/** State of the scan page (spec 01 §4 "Scan page"). */
export interface ScanFlowState {
  tab: ScanTab;
  image: string | null;
  extracting: boolean;
  nutritionIndicator: boolean;
  ingredientsText: string;
  allergenText: string;
  statements: string[];
  uncertainWords: string[];
  noList: NoListFound | null;
  productName: string;
  /** Display language per tab: each tab keeps its own choice. */
  languages: Record<ScanTab, string>;
  nutritionData: NutritionData | null;
  analyzing: boolean;
  stream: StreamState;
  result: ScanResult | null;
}

export type ScanFlowAction =
  | { type: 'tabChanged'; tab: ScanTab }
  | { type: 'cleared' }
  | { type: 'imageCaptured'; image: string }
  | { type: 'retaken' }
  | { type: 'ingredientsRead'; extracted: ExtractIngredientsResponse }
  | { type: 'nutritionIndicator'; shown: boolean }
  | { type: 'nutritionRead'; data: NutritionData }
  | { type: 'extractionEnded' }
  | { type: 'ingredientsTextChanged'; text: string }
  | { type: 'allergenTextChanged'; text: string }
  | { type: 'productNameChanged'; name: string }
  | { type: 'languageChanged'; language: string }
  | { type: 'analysisStarted' }
  | { type: 'streamEvent'; event: ScanStreamEvent }
  | { type: 'connectionFailed' }
  | { type: 'resultReceived'; result: ScanResult }
  | { type: 'analysisEnded' }
  | { type: 'resultClosed' }
  | { type: 'preferenceChanged'; name: string; preference: IngredientPreference };

/** What a scan page opened by "Correct the list" starts with. */
export interface ListCorrection {
  ingredientsText: string;
  productName: string | null;
}

export function initialScanFlowState(correction: ListCorrection | null): ScanFlowState {
  return {
    tab: 'ingredients',
    languages: { ingredients: 'English', nutrition: 'English' },
    ...clearedCapture(),
    ingredientsText: correction?.ingredientsText ?? '',
    productName: correction?.productName ?? '',
  };
}

/** Everything captured, read or analysed; the tab and the display languages stay. */
function clearedCapture(): Omit<ScanFlowState, 'tab' | 'languages'> {
  return {
    image: null,
    extracting: false,
    nutritionIndicator: false,
    ingredientsText: '',
    allergenText: '',
    statements: [],
    uncertainWords: [],
    noList: null,
    productName: '',
    nutritionData: null,
    analyzing: false,
    stream: INITIAL_STREAM,
    result: null,
  };
}

/** An ingredient list read from a photo fills the review fields. */
function withIngredientsRead(
  state: ScanFlowState,
  extracted: ExtractIngredientsResponse,
): ScanFlowState {
  const contains = extracted.containsStatements;
  const next: ScanFlowState = {
    ...state,
    productName: extracted.productName || state.productName,
    statements: contains,
    // The statements read from the label fill the Allergen Information box, where the person can
    // correct or remove them; what the box holds is what is analysed.
    allergenText: contains.map((c) => c.replace(/[.\s]+$/, '')).join('. '),
  };
  if (extracted.ingredients.length === 0) {
    // The list typed so far stays: the person can type it by hand.
    return { ...next, noList: { reason: hintText(extracted.hint) } };
  }
  return {
    ...next,
    ingredientsText: extracted.ingredients.join(', '),
    uncertainWords: extracted.uncertainWords,
  };
}

/** The progress panel's view of the analysis stream, one server event at a time. */
export function streamReducer(stream: StreamState, event: ScanStreamEvent): StreamState {
  switch (event.type) {
    case 'status':
      return {
        ...stream,
        status: event.message,
        step: event.data.step,
      };
    case 'ingredient':
      return { ...stream, ingredients: upsertById(stream.ingredients, event.data) };
    case 'allergen':
      return { ...stream, allergens: [...stream.allergens, event.data] };
    case 'complete':
      return { ...stream, status: 'Analysis complete!', step: 'complete', isComplete: true };
    case 'error':
      return {
        ...stream,
        status: 'Error occurred',
        step: 'error',
        errorCode: event.data.code,
        isComplete: true,
        error: event.message,
      };
  }
}

export function scanFlowReducer(state: ScanFlowState, action: ScanFlowAction): ScanFlowState {
  switch (action.type) {
    case 'tabChanged':
      // Switching tabs starts over: nothing read on one tab belongs to the other.
      if (action.tab === state.tab) return state;
      return { ...state, ...clearedCapture(), tab: action.tab };
    case 'cleared':
      return { ...state, ...clearedCapture() };
    case 'imageCaptured':
      return {
        ...state,
        image: action.image,
        result: null,
        uncertainWords: [],
        noList: null,
        extracting: true,
      };
    case 'retaken':
      return { ...state, image: null, result: null, noList: null };
    case 'ingredientsRead':
      return withIngredientsRead(state, action.extracted);
    case 'nutritionIndicator':
      return { ...state, nutritionIndicator: action.shown };
    case 'nutritionRead':
      return { ...state, nutritionData: action.data };
    case 'extractionEnded':
      return { ...state, extracting: false };
    case 'ingredientsTextChanged':
      return { ...state, ingredientsText: action.text };
    case 'allergenTextChanged':
      return { ...state, allergenText: action.text };
    case 'productNameChanged':
      return { ...state, productName: action.name };
    case 'languageChanged':
      return { ...state, languages: { ...state.languages, [state.tab]: action.language } };
    case 'analysisStarted':
      return { ...state, analyzing: true, result: null, stream: INITIAL_STREAM };
    case 'streamEvent':
      return { ...state, stream: streamReducer(state.stream, action.event) };
    case 'connectionFailed':
      return {
        ...state,
        stream: {
          ...state.stream,
          status: 'Connection error',
          step: 'connection',
          isComplete: true,
          error: 'Stream request failed',
        },
      };
    case 'resultReceived':
      return { ...state, result: action.result };
    case 'analysisEnded':
      return { ...state, analyzing: false };
    case 'resultClosed':
      return { ...state, result: null };
    case 'preferenceChanged':
      return state.result
        ? {
            ...state,
            result: {
              ...state.result,
              ingredients: state.result.ingredients.map((i) =>
                i.name === action.name ? { ...i, userPreference: action.preference } : i,
              ),
            },
          }
        : state;
  }
}
