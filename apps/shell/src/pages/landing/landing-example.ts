/**
 * The landing page's example result. It is what the analyser says about this list (a test runs
 * the analyser on it), so the page never promises a rating the product would not give.
 */
export const LANDING_EXAMPLE = {
  product: 'Fruit yoghurt',
  ingredients: 'milk, strawberries, potassium sorbate',
  score: 6.5,
  rating: 'moderate',
  /** Filled dots of five, as the results card draws this rating. */
  dots: 2,
  rows: [
    { name: 'Milk', badge: 'Allergen', tone: 'danger-soft' },
    { name: 'Strawberries', badge: 'Low Risk', tone: 'success' },
    { name: 'Potassium sorbate', badge: 'Moderate Risk', tone: 'warning' },
  ],
} as const;

export const RATING_LABELS: Record<string, { label: string; tone: string }> = {
  low_risk: { label: 'Low Risk', tone: 'success' },
  moderate: { label: 'Moderate Risk', tone: 'warning' },
  hazardous: { label: 'High Risk', tone: 'danger-soft' },
};
