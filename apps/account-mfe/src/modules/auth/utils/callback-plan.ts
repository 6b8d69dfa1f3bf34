/** What /auth/callback does with its query (spec 01 §4 "Callback flow"). */
export type CallbackPlan =
  { kind: 'error'; message: string } | { kind: 'code'; code: string } | { kind: 'none' };

export const CALLBACK_FAILURE_REDIRECT_MS = 3000;
export const CALLBACK_SUCCESS_REDIRECT_MS = 1000;

export function callbackPlan(search: string): CallbackPlan {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error !== null) return { kind: 'error', message: error || 'Authentication failed' };
  const code = params.get('code');
  if (code) return { kind: 'code', code };
  return { kind: 'none' };
}
