import '../styles/account.css';
import { useSession, useToast } from '@labellens/shell-contract';
import {
  getEmailVerificationStatus,
  messageOr,
  queryKeys,
  sendVerificationEmail,
} from '@labellens/web-api-client';
import { Button, buttonClassName } from '@labellens/web-ui';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Mail, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthLayout } from '../modules/common/components/AuthLayout';
import { StatusMessage } from '../modules/common/components/StatusMessage';

type Phase = 'notSent' | 'sent' | 'verified';

/** /email-verification: send, resend and check (spec 02 §2, §4). */
export default function EmailVerificationPage() {
  const { user } = useSession();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('notSent');
  const [busy, setBusy] = useState<'send' | 'check' | null>(null);

  const send = async () => {
    setBusy('send');
    try {
      await sendVerificationEmail();
      setPhase('sent');
      toast.success(`Verification email sent to ${user?.email ?? 'your address'}.`);
    } catch (error) {
      toast.error(messageOr(error, 'Failed to send verification email'));
    } finally {
      setBusy(null);
    }
  };

  const check = async () => {
    setBusy('check');
    try {
      const status = await getEmailVerificationStatus();
      if (status.emailVerified) {
        setPhase('verified');
        await queryClient.invalidateQueries({ queryKey: [queryKeys.currentUser] });
      } else {
        toast.error('Not yet verified');
      }
    } catch (error) {
      toast.error(messageOr(error, 'Check failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div data-remote="account" data-page="email-verification">
      <AuthLayout
        title={phase === 'verified' ? 'Email verified' : 'Verify your email'}
        subtitle={
          phase === 'verified'
            ? 'Your email address is confirmed.'
            : 'A verified email is required before using LabelLens.'
        }
      >
        {phase === 'verified' ? (
          <StatusMessage
            icon={BadgeCheck}
            action={
              <Link to="/auth" className={buttonClassName({ block: true })}>
                Sign In
              </Link>
            }
          >
            Thanks! You can now sign in and start scanning.
          </StatusMessage>
        ) : (
          <div className="ll-stack">
            <StatusMessage icon={phase === 'sent' ? MailCheck : Mail}>
              {phase === 'sent'
                ? `We sent a verification link to ${user?.email ?? 'your email address'}. Open it, then check your status here.`
                : `We'll send a verification link to ${user?.email ?? 'your email address'}.`}
            </StatusMessage>
            <Button
              variant="brand"
              size="lg"
              block
              disabled={busy !== null}
              onClick={() => void send()}
            >
              {busy === 'send'
                ? 'Sending...'
                : phase === 'sent'
                  ? 'Resend Email'
                  : 'Send Verification Email'}
            </Button>
            <Button variant="outline" block disabled={busy !== null} onClick={() => void check()}>
              {busy === 'check' ? 'Checking...' : "I've verified my email"}
            </Button>
          </div>
        )}
      </AuthLayout>
    </div>
  );
}
