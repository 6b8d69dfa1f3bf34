import '../styles/account.css';
import { useToast } from '@labellens/shell-contract';
import {
  confirmSignUp,
  isEmailNotVerifiedError,
  messageOr,
  queryKeys,
  resendVerificationCode,
  sendSignInMfaCode,
  signIn,
  signUp,
  verifySignInMfa,
  type MfaFactor,
} from '@labellens/web-api-client';
import { Alert, Button, SelectField, TextField } from '@labellens/web-ui';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useState, type ButtonHTMLAttributes, type SubmitEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../modules/common/components/AuthLayout';
import { factorName } from '../modules/mfa/utils/factor-name';

type Mode = 'login' | 'signup' | 'verify' | 'mfa';

const SUBTITLES: Record<Mode, string> = {
  login: 'Log in to scan labels and see your history.',
  signup: 'Create your account to start scanning.',
  verify: 'Verify your email to finish creating your account.',
  mfa: 'Enter the code from your second factor to finish logging in.',
};

/** The submit button's text per mode: idle, then while the request runs. */
const SUBMIT_LABELS: Record<Mode, [string, string]> = {
  login: ['Log In', 'Logging in...'],
  signup: ['Create Account', 'Creating account...'],
  verify: ['Verify Email', 'Verifying...'],
  mfa: ['Verify', 'Verifying...'],
};

function LinkButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return <button type="button" className="ll-btn ll-btn--link" {...props} />;
}

/** /auth: log-in, sign-up and e-mail verification (spec 01 §2, §4, §5). */
export default function AuthPage() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const verifiedLink = new URLSearchParams(location.search).get('verified') === 'true';

  const [mode, setMode] = useState<Mode>('login');
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [code, setCode] = useState('');
  const [factors, setFactors] = useState<MfaFactor[]>([]);
  const [factorUid, setFactorUid] = useState('');
  const factor = factors.find((f) => f.uid === factorUid);

  const finishLogin = async () => {
    toast.success('Logged in successfully');
    await queryClient.refetchQueries({ queryKey: [queryKeys.currentUser] });
    void navigate('/');
  };

  // Phone factors need their SMS sent; authenticator apps already show a code.
  const chooseFactor = async (next: MfaFactor) => {
    setFactorUid(next.uid);
    if (next.kind !== 'totp') {
      await sendSignInMfaCode(next.uid);
      toast.success(`We sent a code to ${next.phoneNumber ?? 'your phone'}.`);
    }
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (mode === 'signup' && password !== confirmPassword) {
      toast.error('Passwords do not match');
      return;
    }
    setPending(true);
    try {
      if (mode === 'login') {
        const result = await signIn({ email, password });
        if ('factors' in result && result.factors.length > 0) {
          setFactors(result.factors);
          setCode('');
          setMode('mfa');
          await chooseFactor(result.factors[0]);
          return;
        }
        await finishLogin();
      } else if (mode === 'mfa') {
        await verifySignInMfa(factorUid, code.trim());
        await finishLogin();
      } else if (mode === 'signup') {
        await signUp({ email, password, firstName, lastName });
        toast.success('Account created! Please check your email for verification code.');
        setMode('verify');
      } else {
        await confirmSignUp({ email, confirmationCode: code.trim() });
        toast.success('Email verified! You can now log in.');
        setCode('');
        setPassword('');
        setConfirmPassword('');
        setMode('login');
      }
    } catch (error) {
      // An unverified account gets a fresh code at log-in: go straight to the code step.
      if (mode === 'login' && isEmailNotVerifiedError(error)) {
        toast.success(messageOr(error, 'Please verify your email before logging in.'));
        setCode('');
        setMode('verify');
        return;
      }
      const fallback =
        mode === 'login'
          ? 'Login failed'
          : mode === 'signup'
            ? 'Sign up failed'
            : 'Verification failed';
      toast.error(messageOr(error, fallback));
    } finally {
      setPending(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const answer = await resendVerificationCode(email);
      toast.success(answer.message);
    } catch (error) {
      toast.error(messageOr(error, 'Could not send a new code'));
    } finally {
      setResending(false);
    }
  };

  const [idleLabel, pendingLabel] = SUBMIT_LABELS[mode];
  const codeHint =
    mode === 'verify'
      ? 'Check your email for the verification code.'
      : factor?.kind === 'totp'
        ? 'Enter the 6-digit code shown in your authenticator app.'
        : `Enter the code we sent to ${factor?.phoneNumber ?? 'your phone'}.`;
  const switchTo = (next: Mode) => () => {
    setMode(next);
  };

  return (
    <div data-remote="account" data-page="auth">
      <AuthLayout
        title="Welcome to LabelLens"
        subtitle={SUBTITLES[mode]}
        footer={
          <>
            By continuing you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
            <Link to="/privacy">Privacy Policy</Link>.
            <br />
            <Link to="/">Back to home</Link>
          </>
        }
      >
        {verifiedLink && mode === 'login' ? (
          <Alert tone="success" icon={<CircleCheck aria-hidden="true" />} className="acct-gap">
            Email verified! You can now log in.
          </Alert>
        ) : null}
        <form className="ll-stack" onSubmit={(e) => void submit(e)}>
          {mode === 'mfa' || mode === 'verify' ? (
            <>
              {mode === 'mfa' && factors.length > 1 ? (
                <SelectField
                  label="Second factor"
                  options={factors.map((f) => ({ value: f.uid, label: factorName(f) }))}
                  value={factorUid}
                  onValueChange={(uid) => {
                    const next = factors.find((f) => f.uid === uid);
                    if (next) {
                      chooseFactor(next).catch((error: unknown) =>
                        toast.error(messageOr(error, 'Verification failed')),
                      );
                    }
                  }}
                />
              ) : null}
              <TextField
                label="Verification Code"
                hint={codeHint}
                name={mode === 'mfa' ? 'mfaCode' : 'code'}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="Enter 6-digit code"
                maxLength={mode === 'mfa' ? 12 : 6}
                required
                value={code}
                onValueChange={setCode}
              />
            </>
          ) : (
            <>
              {mode === 'signup' ? (
                <div className="acct-row-2">
                  <TextField
                    label="First Name"
                    name="firstName"
                    autoComplete="given-name"
                    value={firstName}
                    onValueChange={setFirstName}
                  />
                  <TextField
                    label="Last Name"
                    name="lastName"
                    autoComplete="family-name"
                    value={lastName}
                    onValueChange={setLastName}
                  />
                </div>
              ) : null}
              <TextField
                label="Email"
                type="email"
                name="email"
                autoComplete="email"
                placeholder="you@example.com"
                required
                value={email}
                onValueChange={setEmail}
              />
              <TextField
                label="Password"
                type="password"
                name="password"
                autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                required
                value={password}
                onValueChange={setPassword}
              />
              {mode === 'signup' ? (
                <TextField
                  label="Confirm Password"
                  type="password"
                  name="confirmPassword"
                  autoComplete="new-password"
                  required
                  value={confirmPassword}
                  onValueChange={setConfirmPassword}
                />
              ) : null}
            </>
          )}
          {mode === 'login' ? (
            <Link to="/password-reset" className="ll-btn ll-btn--link acct-end">
              Forgot password?
            </Link>
          ) : null}
          <Button type="submit" variant="brand" size="lg" block disabled={pending}>
            {pending ? pendingLabel : idleLabel}
          </Button>
        </form>
        <p className="acct-switch">
          {mode === 'login' ? (
            <>
              Don&apos;t have an account?{' '}
              <LinkButton onClick={switchTo('signup')}>Sign up</LinkButton>
            </>
          ) : mode === 'signup' ? (
            <>
              Already have an account? <LinkButton onClick={switchTo('login')}>Log in</LinkButton>
            </>
          ) : mode === 'mfa' ? (
            <LinkButton onClick={switchTo('login')}>Back to Log In</LinkButton>
          ) : (
            <>
              <LinkButton disabled={resending || email.trim() === ''} onClick={() => void resend()}>
                {resending ? 'Sending...' : 'Resend code'}
              </LinkButton>
              <br />
              <LinkButton onClick={switchTo('signup')}>Back to Sign Up</LinkButton>
            </>
          )}
        </p>
      </AuthLayout>
    </div>
  );
}
