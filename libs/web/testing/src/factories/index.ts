/**
 * Typed fixtures of the API's answers for the front ends' unit tests: every field the contract
 * requires, with realistic defaults, and overrides for what a test is about.
 */
export { aPlan, aSubscriptionStatus } from './billing.factory';
export {
  aHistoryItem,
  aScanDetail,
  aScanResult,
  anAllergen,
  anExtraction,
  anIngredient,
  anOverallSafety,
} from './scan.factory';
export { aUser } from './user.factory';
