import '../styles/account.css';
import { useToast } from '@labellens/shell-contract';
import { confirmPasswordReset, messageOr, sendPasswordResetEmail } from '@labellens/web-api-client';
import { Button, TextField } from '@labellens/web-ui';
import { MailCheck, ShieldCheck } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AuthLayout } from '../modules/common/components/AuthLayout';
import { BackToSignIn } from '../modules/common/components/BackToSignIn';
import { StatusMessage } from '../modules/common/components/StatusMessage';

function RequestForm() {
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toast({
        title: 'Email required',
        description: 'Please enter your email address.',
        variant: 'destructive',
      });
      return;
    }
    setPending(true);
    try {
      await sendPasswordResetEmail(address);
      setSentTo(address);
    } catch (error) {
      toast.error(messageOr(error, 'Failed to send reset email'));
    } finally {
      setPending(false);
    }
  };

  if (sentTo) {
    return (
      <StatusMessage icon={MailCheck} action={<BackToSignIn variant="outline" />}>
        If an account exists for <strong>{sentTo}</strong>, a password reset link is on its way.
        Check your inbox and spam folder.
      </StatusMessage>
    );
  }
  return (
    <form className="ll-stack" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onValueChange={setEmail}
      />
      <Button type="submit" variant="brand" size="lg" block disabled={pending}>
        {pending ? 'Sending...' : 'Send Reset Email'}
      </Button>
      <Link to="/auth" className="ll-btn ll-btn--link acct-center">
        Back to Sign In
      </Link>
    </form>
  );
}

function NewPasswordForm({ oobCode }: { oobCode: string }) {
  const { toast } = useToast();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  // Typing in either field clears the mismatch or server error shown under the second.
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    // Strength rules live on the server; its message is shown as is.
    if (password !== confirm) {
      setError('Passwords do not match');
      return;
    }
    setPending(true);
    try {
      await confirmPasswordReset(oobCode, password);
      setDone(true);
    } catch (e) {
      const message = messageOr(e, 'Could not reset your password. Please request a new link.');
      setError(message);
      toast.error(message);
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <StatusMessage icon={ShieldCheck} action={<BackToSignIn />}>
        Your password has been changed. You can now sign in with your new password.
      </StatusMessage>
    );
  }
  return (
    <form className="ll-stack" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={edit(setPassword)}
      />
      <TextField
        label="Confirm new password"
        error={error}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onValueChange={edit(setConfirm)}
      />
      <Button type="submit" variant="brand" size="lg" block disabled={pending}>
        {pending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}

/** /password-reset: request a link, or (with ?oobCode=) choose the new password. */
export default function PasswordResetPage() {
  const location = useLocation();
  const oobCode = new URLSearchParams(location.search).get('oobCode');
  return (
    <div data-remote="account" data-page="password-reset">
      <AuthLayout
        title={oobCode ? 'Choose a new password' : 'Reset your password'}
        subtitle={
          oobCode ? undefined : "Enter your account's email and we'll send you a reset link."
        }
      >
        {oobCode ? <NewPasswordForm oobCode={oobCode} /> : <RequestForm />}
      </AuthLayout>
    </div>
  );
}
