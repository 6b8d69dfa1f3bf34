import {
  aScanResult,
  anAllergen,
  anExtraction,
  anIngredient,
  anOverallSafety,
} from '@labellens/web-testing/factories';
import {
  INITIAL_STREAM,
  initialScanFlowState,
  scanFlowReducer,
  streamReducer,
  type ScanFlowAction,
  type ScanFlowState,
} from './scan-flow-reducer';

const scanResult = () =>
  aScanResult({
    ingredients: [
      anIngredient({ id: 1, name: 'Sugar', safetyRating: 'moderate' }),
      anIngredient({ id: 2, name: 'Peanuts', safetyRating: 'moderate' }),
    ],
    overallSafety: anOverallSafety({ score: 6, rating: 'moderate', recognised: 2, total: 2 }),
  });

/** A page with everything filled in: a photo read, a list typed, an analysis shown. */
const busy = (over: Partial<ScanFlowState> = {}): ScanFlowState => ({
  ...initialScanFlowState(null),
  image: 'data:image/jpeg;base64,AAAA',
  extracting: true,
  nutritionIndicator: true,
  ingredientsText: 'sugar, peanuts',
  allergenText: 'Contains peanuts',
  statements: ['Contains peanuts.'],
  uncertainWords: ['peanuts'],
  noList: { reason: 'blurred' },
  productName: 'Cookies',
  languages: { ingredients: 'Spanish', nutrition: 'French' },
  nutritionData: { calories: '120' },
  analyzing: true,
  stream: { ...INITIAL_STREAM, status: 'Reading', step: 'reading' },
  result: scanResult(),
  ...over,
});

const run = (state: ScanFlowState, ...actions: ScanFlowAction[]) =>
  actions.reduce(scanFlowReducer, state);

describe('initialScanFlowState', () => {
  it('starts on the ingredients tab in English with nothing captured', () => {
    expect(initialScanFlowState(null)).toMatchObject({
      tab: 'ingredients',
      languages: { ingredients: 'English', nutrition: 'English' },
      ingredientsText: '',
      productName: '',
      stream: INITIAL_STREAM,
      result: null,
    });
  });

  it('opens with the list and product name of a "Correct the list" navigation', () => {
    const state = initialScanFlowState({ ingredientsText: 'flour, sugr', productName: null });
    expect(state.ingredientsText).toBe('flour, sugr');
    expect(state.productName).toBe('');
    expect(initialScanFlowState({ ingredientsText: 'x', productName: 'Bread' }).productName).toBe(
      'Bread',
    );
  });
});

describe('scanFlowReducer', () => {
  it('changing tab clears everything captured but keeps both display languages', () => {
    const next = run(busy(), { type: 'tabChanged', tab: 'nutrition' });
    expect(next).toEqual({
      ...initialScanFlowState(null),
      tab: 'nutrition',
      languages: { ingredients: 'Spanish', nutrition: 'French' },
    });
  });

  it('choosing the tab already shown changes nothing', () => {
    const state = busy();
    expect(run(state, { type: 'tabChanged', tab: 'ingredients' })).toBe(state);
  });

  it('clearing keeps the tab and the languages', () => {
    const next = run(busy({ tab: 'nutrition' }), { type: 'cleared' });
    expect(next).toEqual({
      ...initialScanFlowState(null),
      tab: 'nutrition',
      languages: { ingredients: 'Spanish', nutrition: 'French' },
    });
  });

  it('a captured photo starts reading and drops the last result, hints and no-list notice', () => {
    const next = run(busy({ extracting: false }), { type: 'imageCaptured', image: 'data:new' });
    expect(next).toMatchObject({
      image: 'data:new',
      extracting: true,
      result: null,
      uncertainWords: [],
      noList: null,
      // What was typed stays until the photo is read.
      ingredientsText: 'sugar, peanuts',
    });
  });

  it('retaking drops the photo, the result and the no-list notice only', () => {
    const next = run(busy(), { type: 'retaken' });
    expect(next).toMatchObject({ image: null, result: null, noList: null, extracting: true });
    expect(next.ingredientsText).toBe('sugar, peanuts');
  });

  it('a list read from the photo fills the review fields and the allergen box', () => {
    const next = run(busy({ noList: null, uncertainWords: [] }), {
      type: 'ingredientsRead',
      extracted: anExtraction({
        ingredients: ['wheat flour', 'milk'],
        productName: 'Crackers',
        containsStatements: ['Contains wheat.', 'May contain nuts. '],
        allergens: ['wheat', 'milk'],
        uncertainWords: ['milk'],
      }),
    });
    expect(next).toMatchObject({
      ingredientsText: 'wheat flour, milk',
      productName: 'Crackers',
      statements: ['Contains wheat.', 'May contain nuts. '],
      allergenText: 'Contains wheat. May contain nuts',
      uncertainWords: ['milk'],
      noList: null,
    });
  });

  it('a photo without a list keeps the typed list and name and says why', () => {
    const next = run(busy({ noList: null, uncertainWords: [] }), {
      type: 'ingredientsRead',
      extracted: anExtraction({ ingredients: [], hint: 'glare' }),
    });
    expect(next).toMatchObject({
      ingredientsText: 'sugar, peanuts',
      productName: 'Cookies',
      statements: [],
      allergenText: '',
      uncertainWords: [],
      noList: { reason: 'Glare on the label — tilt it away from the light' },
    });
    const unknown = run(busy(), {
      type: 'ingredientsRead',
      extracted: anExtraction({ ingredients: [], hint: null }),
    });
    expect(unknown.noList).toEqual({ reason: null });
  });

  it('ends reading, shows and hides the nutrition indicator, keeps the facts read', () => {
    let state = run(busy(), { type: 'extractionEnded' });
    expect(state.extracting).toBe(false);
    state = run(state, { type: 'nutritionIndicator', shown: false });
    expect(state.nutritionIndicator).toBe(false);
    state = run(state, { type: 'nutritionIndicator', shown: true });
    expect(state.nutritionIndicator).toBe(true);
    state = run(state, { type: 'nutritionRead', data: { calories: 250, sugars: '12g' } });
    expect(state.nutritionData).toEqual({ calories: 250, sugars: '12g' });
  });

  it('edits the list, the allergen box and the product name', () => {
    const next = run(
      busy(),
      { type: 'ingredientsTextChanged', text: 'oats' },
      { type: 'allergenTextChanged', text: 'Contains oats' },
      { type: 'productNameChanged', name: 'Granola' },
    );
    expect(next).toMatchObject({
      ingredientsText: 'oats',
      allergenText: 'Contains oats',
      productName: 'Granola',
    });
  });

  it('sets the display language of the tab shown only', () => {
    const next = run(busy({ tab: 'nutrition' }), { type: 'languageChanged', language: 'German' });
    expect(next.languages).toEqual({ ingredients: 'Spanish', nutrition: 'German' });
  });

  it('starting an analysis drops the last result and restarts the stream', () => {
    const next = run(busy({ analyzing: false }), { type: 'analysisStarted' });
    expect(next).toMatchObject({ analyzing: true, result: null, stream: INITIAL_STREAM });
  });

  it('shows a result, then ends the analysis, as two steps', () => {
    const result = aScanResult();
    const shown = run(busy({ result: null }), { type: 'resultReceived', result });
    expect(shown).toMatchObject({ result, analyzing: true });
    expect(run(shown, { type: 'analysisEnded' }).analyzing).toBe(false);
    expect(run(shown, { type: 'resultClosed' }).result).toBeNull();
  });

  it('marks a lost connection on the stream', () => {
    const next = run(busy(), { type: 'connectionFailed' });
    expect(next.stream).toEqual({
      ...INITIAL_STREAM,
      status: 'Connection error',
      step: 'connection',
      isComplete: true,
      error: 'Stream request failed',
    });
  });

  it('changes the preference of the named ingredient of the result only', () => {
    const next = run(busy(), { type: 'preferenceChanged', name: 'Peanuts', preference: 'allergy' });
    expect(next.result?.ingredients.map((i) => [i.name, i.userPreference])).toEqual([
      ['Sugar', 'none'],
      ['Peanuts', 'allergy'],
    ]);
    const none = busy({ result: null });
    expect(run(none, { type: 'preferenceChanged', name: 'Peanuts', preference: 'none' })).toBe(
      none,
    );
  });

  it('passes stream events to the stream', () => {
    const next = run(busy({ stream: INITIAL_STREAM }), {
      type: 'streamEvent',
      event: {
        type: 'allergen',
        message: 'Allergen found: Peanuts',
        data: anAllergen({ name: 'Peanuts', safetyRating: 'hazardous' }),
      },
    });
    expect(next.stream.allergens.map((a) => a.name)).toEqual(['Peanuts']);
  });
});

describe('streamReducer', () => {
  const SCAN_ID = aScanResult().product.id;

  it('takes the status step and message', () => {
    const reading = streamReducer(INITIAL_STREAM, {
      type: 'status',
      message: 'Reading ingredients',
      data: { step: 'reading', scanId: SCAN_ID },
    });
    expect(reading).toMatchObject({ status: 'Reading ingredients', step: 'reading' });
    const saving = streamReducer(reading, {
      type: 'status',
      message: 'Saving',
      data: { step: 'saving', scanId: SCAN_ID },
    });
    expect(saving).toMatchObject({ status: 'Saving', step: 'saving' });
  });

  it('replaces an ingredient sent again under the same id and adds new ones', () => {
    let stream = streamReducer(INITIAL_STREAM, {
      type: 'ingredient',
      message: 'Analyzed: Sugar',
      data: anIngredient({ id: 1, name: 'Sugar', safetyRating: 'moderate' }),
    });
    stream = streamReducer(stream, {
      type: 'ingredient',
      message: 'Analyzed: Salt',
      data: anIngredient({ id: 2, name: 'Salt', safetyRating: 'moderate' }),
    });
    stream = streamReducer(stream, {
      type: 'ingredient',
      message: 'Analyzed: Sugar',
      data: anIngredient({ id: 1, name: 'Sugar', safetyRating: 'low_risk' }),
    });
    expect(stream.ingredients.map((i) => [i.id, i.safetyRating])).toEqual([
      [1, 'low_risk'],
      [2, 'moderate'],
    ]);
  });

  it('completes without an error', () => {
    const done = streamReducer(INITIAL_STREAM, {
      type: 'complete',
      message: 'Analysis complete',
      data: scanResult(),
    });
    expect(done).toEqual({
      ...INITIAL_STREAM,
      status: 'Analysis complete!',
      step: 'complete',
      isComplete: true,
    });
  });

  it("ends on an error with the server's code and message", () => {
    const failed = streamReducer(INITIAL_STREAM, {
      type: 'error',
      message: 'Model unavailable',
      data: { code: 'analysis_failed' },
    });
    expect(failed).toMatchObject({
      status: 'Error occurred',
      step: 'error',
      errorCode: 'analysis_failed',
      isComplete: true,
      error: 'Model unavailable',
    });
  });
});
