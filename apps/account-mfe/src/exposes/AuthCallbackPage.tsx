import '../styles/account.css';
import { useToast } from '@labellens/shell-contract';
import { completeAuthCallback, serverMessage } from '@labellens/web-api-client';
import { Spinner } from '@labellens/web-ui';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../modules/common/components/AuthLayout';
import {
  callbackPlan,
  CALLBACK_FAILURE_REDIRECT_MS,
  CALLBACK_SUCCESS_REDIRECT_MS,
} from '../modules/auth/utils/callback-plan';

type Phase = 'working' | 'success' | 'error';

/** /auth/callback (spec 01 §4 "Callback flow"). */
export default function AuthCallbackPage() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [phase, setPhase] = useState<Phase>('working');
  const [text, setText] = useState('Processing...');
  const started = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const plan = callbackPlan(location.search);
    const fail = (message: string, title: string) => {
      setPhase('error');
      setText(message);
      toast({ title, description: message, variant: 'destructive' });
      timer.current = setTimeout(() => {
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
    setText('Completing authentication...');
    completeAuthCallback(plan.code)
      .then(() => {
        setPhase('success');
        setText('Authentication successful! Redirecting...');
        // A full load so the new session cookie is picked up by the shell.
        timer.current = setTimeout(() => {
          window.location.assign('/');
        }, CALLBACK_SUCCESS_REDIRECT_MS);
      })
      .catch((error: unknown) => {
        const message = serverMessage(error) ?? (error instanceof Error ? error.message : '');
        fail(message || 'Authentication failed', 'Error');
      });
  }, [location.search, navigate, toast]);

  return (
    <div data-remote="account" data-page="auth-callback">
      <AuthLayout title={phase === 'error' ? 'Authentication failed' : 'Signing you in'}>
        <div className="acct-status" role="status" aria-live="polite">
          {phase === 'working' ? <Spinner size="lg" /> : null}
          {phase === 'success' ? (
            <CircleCheck aria-hidden="true" className="acct-status__ok" />
          ) : null}
          {phase === 'error' ? (
            <CircleAlert aria-hidden="true" className="acct-status__error" />
          ) : null}
          <p>{text}</p>
        </div>
      </AuthLayout>
    </div>
  );
}
