import type { ScanStatusStep } from '@labellens/contracts';

/** The status events' messages (spec 01 §3 "Streaming event"). */
export const STATUS_MESSAGES: Record<ScanStatusStep, string> = {
  started: 'Starting analysis...',
  reading: 'Reading ingredient list...',
  allergens: 'Checking allergens...',
  personal: 'Personalized analysis...',
  explaining: 'Adding plain-language explanations...',
  saving: 'Saving results...',
};
