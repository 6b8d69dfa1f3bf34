import '../styles/account.css';
import { applyEmailAction } from '@labellens/web-api-client';
import { buttonClassName } from '@labellens/web-ui';
import { Link } from 'react-router-dom';
import { AuthLayout } from '../modules/common/components/AuthLayout';
import { BackToSignIn } from '../modules/common/components/BackToSignIn';
import { PhaseStatus } from '../modules/common/components/PhaseStatus';
import { useLinkStatus } from '../modules/common/hooks/useLinkStatus';
import {
  EMAIL_ACTION_REDIRECT_MS,
  emailActionErrorMessage,
  emailActionPlan,
  MISSING_PARAMS_MESSAGE,
  NO_PARAMS_MESSAGE,
  UNKNOWN_MODE_MESSAGE,
} from '../modules/email/utils/email-action';

/** What a link that cannot be applied says, by what is wrong with it. */
const PLAN_MESSAGES = {
  noParams: NO_PARAMS_MESSAGE,
  missingParams: MISSING_PARAMS_MESSAGE,
  unknownMode: UNKNOWN_MODE_MESSAGE,
};

/** /email-action and /__/auth/action: e-mail link handler (spec 02 §2, §4, §8). */
export default function EmailActionPage() {
  const { phase, text } = useLinkStatus(
    'Processing your request...',
    ({ search, show, navigate, later }) => {
      const plan = emailActionPlan(search);
      if (plan.kind !== 'run') {
        show('error', PLAN_MESSAGES[plan.kind]);
        return;
      }
      applyEmailAction(plan.mode, plan.oobCode)
        .then(() => {
          if (plan.mode === 'verifyEmail') {
            show('success', 'Your email has been verified! Redirecting to sign in...');
            later(() => {
              void navigate('/auth?verified=true');
            }, EMAIL_ACTION_REDIRECT_MS);
          } else if (plan.mode === 'resetPassword') {
            show('success', 'Your reset link is valid. Redirecting to choose a new password...');
            later(() => {
              void navigate(`/password-reset?oobCode=${encodeURIComponent(plan.oobCode)}`);
            }, EMAIL_ACTION_REDIRECT_MS);
          } else {
            show('success', 'Your previous email address has been restored.');
          }
        })
        .catch((error: unknown) => {
          show('error', emailActionErrorMessage(error));
        });
    },
  );

  return (
    <div data-remote="account" data-page="email-action">
      <AuthLayout
        title={
          phase === 'error' ? 'Link problem' : phase === 'success' ? 'All done' : 'Just a moment'
        }
      >
        <PhaseStatus phase={phase}>{text}</PhaseStatus>
        {phase === 'error' ? (
          <div className="ll-stack ll-stack--sm">
            <Link to="/email-verification" className={buttonClassName({ block: true })}>
              Request New Verification Email
            </Link>
            <BackToSignIn variant="outline" />
          </div>
        ) : (
          <BackToSignIn variant="outline" />
        )}
      </AuthLayout>
    </div>
  );
}
