import { ApiError, confirmLocalIntent, serverMessage } from '@labellens/web-api-client';
import { toLocalCard, type CardFields } from './card-form';
import type { ConfirmOutcome } from './checkout';

/**
 * Confirms an intent with the in-app test provider. A decline (402) or card data it rejects
 * (400) is the provider's answer, reported with its message; anything else is unexpected.
 */
export async function confirmWithLocalProvider(
  clientSecret: string,
  card: CardFields,
): Promise<ConfirmOutcome> {
  try {
    const intent = await confirmLocalIntent({ clientSecret, ...toLocalCard(card) });
    if (intent.status === 'succeeded') return { status: 'succeeded', intentId: intent.id };
    return { status: 'failed', message: `The payment was not completed (${intent.status}).` };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 402 || error.status === 400)) {
      return { status: 'failed', message: serverMessage(error) ?? 'Your card was declined.' };
    }
    throw error;
  }
}
