import '../styles/account.css';
import { applyEmailAction } from '@labellens/web-api-client';
import { buttonClassName, Spinner } from '@labellens/web-ui';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../modules/common/components/AuthLayout';
import {
  EMAIL_ACTION_REDIRECT_MS,
  emailActionErrorMessage,
  emailActionPlan,
  MISSING_PARAMS_MESSAGE,
  NO_PARAMS_MESSAGE,
  UNKNOWN_MODE_MESSAGE,
} from '../modules/email/utils/email-action';

type Phase = 'processing' | 'success' | 'error';

/** /email-action and /__/auth/action: e-mail link handler (spec 02 §2, §4, §8). */
export default function EmailActionPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('processing');
  const [message, setMessage] = useState('Processing your request...');
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
    const plan = emailActionPlan(location.search);
    const fail = (text: string) => {
      setPhase('error');
      setMessage(text);
    };
    if (plan.kind === 'noParams') {
      fail(NO_PARAMS_MESSAGE);
      return;
    }
    if (plan.kind === 'missingParams') {
      fail(MISSING_PARAMS_MESSAGE);
      return;
    }
    if (plan.kind === 'unknownMode') {
      fail(UNKNOWN_MODE_MESSAGE);
      return;
    }

    applyEmailAction(plan.mode, plan.oobCode)
      .then(() => {
        setPhase('success');
        if (plan.mode === 'verifyEmail') {
          setMessage('Your email has been verified! Redirecting to sign in...');
          timer.current = setTimeout(() => {
            void navigate('/auth?verified=true');
          }, EMAIL_ACTION_REDIRECT_MS);
        } else if (plan.mode === 'resetPassword') {
          setMessage('Your reset link is valid. Redirecting to choose a new password...');
          timer.current = setTimeout(() => {
            void navigate(`/password-reset?oobCode=${encodeURIComponent(plan.oobCode)}`);
          }, EMAIL_ACTION_REDIRECT_MS);
        } else {
          setMessage('Your previous email address has been restored.');
        }
      })
      .catch((error: unknown) => {
        fail(emailActionErrorMessage(error));
      });
  }, [location.search, navigate]);

  return (
    <div data-remote="account" data-page="email-action">
      <AuthLayout
        title={
          phase === 'error' ? 'Link problem' : phase === 'success' ? 'All done' : 'Just a moment'
        }
      >
        <div className="acct-status" role="status" aria-live="polite">
          {phase === 'processing' ? <Spinner size="lg" /> : null}
          {phase === 'success' ? (
            <CircleCheck aria-hidden="true" className="acct-status__ok" />
          ) : null}
          {phase === 'error' ? (
            <CircleAlert aria-hidden="true" className="acct-status__error" />
          ) : null}
          <p>{message}</p>
        </div>
        {phase === 'error' ? (
          <div className="ll-stack ll-stack--sm">
            <Link to="/email-verification" className={buttonClassName({ block: true })}>
              Request New Verification Email
            </Link>
            <Link to="/auth" className={buttonClassName({ variant: 'outline', block: true })}>
              Back to Sign In
            </Link>
          </div>
        ) : (
          <Link to="/auth" className={buttonClassName({ variant: 'outline', block: true })}>
            Back to Sign In
          </Link>
        )}
      </AuthLayout>
    </div>
  );
}
