import '../styles/account.css';
import { useToast } from '@labellens/shell-contract';
import { completeAuthCallback, serverMessage } from '@labellens/web-api-client';
import { AuthLayout } from '../modules/common/components/AuthLayout';
import { PhaseStatus } from '../modules/common/components/PhaseStatus';
import { useLinkStatus } from '../modules/common/hooks/useLinkStatus';
import {
  callbackPlan,
  CALLBACK_FAILURE_REDIRECT_MS,
  CALLBACK_SUCCESS_REDIRECT_MS,
} from '../modules/auth/utils/callback-plan';

/** /auth/callback (spec 01 §4 "Callback flow"). */
export default function AuthCallbackPage() {
  const { toast } = useToast();
  const { phase, text } = useLinkStatus('Processing...', ({ search, show, navigate, later }) => {
    const plan = callbackPlan(search);
    const fail = (message: string, title: string) => {
      show('error', message);
      toast({ title, description: message, variant: 'destructive' });
      later(() => {
        void navigate('/auth');
      }, CALLBACK_FAILURE_REDIRECT_MS);
    };
    if (plan.kind === 'error') {
      fail(plan.message, 'Authentication failed');
      return;
    }
    if (plan.kind === 'none') {
      void navigate('/auth', { replace: true });
      return;
    }
    show('working', 'Completing authentication...');
    completeAuthCallback(plan.code)
      .then(() => {
        show('success', 'Authentication successful! Redirecting...');
        // A full load so the new session cookie is picked up by the shell.
        later(() => {
          window.location.assign('/');
        }, CALLBACK_SUCCESS_REDIRECT_MS);
      })
      .catch((error: unknown) => {
        const message = serverMessage(error) ?? (error instanceof Error ? error.message : '');
        fail(message || 'Authentication failed', 'Error');
      });
  });

  return (
    <div data-remote="account" data-page="auth-callback">
      <AuthLayout title={phase === 'error' ? 'Authentication failed' : 'Signing you in'}>
        <PhaseStatus phase={phase}>{text}</PhaseStatus>
      </AuthLayout>
    </div>
  );
}
