import '../styles/account.css';
import { useSession, useToast, useUnauthorizedRedirect } from '@labellens/shell-contract';
import {
  finishPhoneEnrollment,
  finishTotpEnrollment,
  listMfaFactors,
  messageOr,
  queryKeys,
  removeMfaFactor,
  startPhoneEnrollment,
  startTotpEnrollment,
  type MfaFactor,
} from '@labellens/web-api-client';
import { Alert, Button, PageHeader, SectionCard, SpinnerBlock, TextField } from '@labellens/web-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Lightbulb, Smartphone, Trash2 } from 'lucide-react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { factorName } from '../modules/mfa/utils/factor-name';
import { normalisePhone, phoneProblem } from '../modules/mfa/utils/phone';

type Enrolment =
  | { kind: 'idle' }
  | { kind: 'phone-code'; verificationId: string; phone: string }
  | { kind: 'totp-code'; factorUid: string; secret: string };

const TIPS = [
  'Use a phone number only you can access, and keep it up to date.',
  'An authenticator app keeps working without mobile signal.',
  'Never share a verification code; LabelLens will never ask you for one.',
  'Use a unique password for LabelLens alongside your second factor.',
];

/** /mfa-setup: enrolled factors, add a phone or an authenticator app, remove, tips. */
export default function MfaSetupPage() {
  const session = useSession();
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();
  const queryClient = useQueryClient();
  const factors = useQuery({
    queryKey: [queryKeys.mfaFactors],
    queryFn: listMfaFactors,
    enabled: session.isAuthenticated,
  });
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (factors.error) handleError(factors.error);
  }, [factors.error, handleError]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: [queryKeys.mfaFactors] });

  const run = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (!handleError(error)) toast.error(messageOr(error, failure));
    } finally {
      setBusy(false);
    }
  };

  const startPhone = (event: SubmitEvent) => {
    event.preventDefault();
    const problem = phoneProblem(phone);
    setPhoneError(problem);
    if (problem) return;
    const number = normalisePhone(phone);
    void run(async () => {
      const { verificationId } = await startPhoneEnrollment(number);
      setCode('');
      setEnrolment({ kind: 'phone-code', verificationId, phone: number });
      toast.success(`We sent a code to ${number}.`);
    }, 'Failed to enroll MFA');
  };

  const startApp = () =>
    void run(async () => {
      const { factorUid, secret } = await startTotpEnrollment();
      setCode('');
      setEnrolment({ kind: 'totp-code', factorUid, secret });
    }, 'Failed to enroll MFA');

  const confirm = (event: SubmitEvent) => {
    event.preventDefault();
    void run(async () => {
      if (enrolment.kind === 'phone-code')
        await finishPhoneEnrollment(enrolment.verificationId, code.trim());
      else if (enrolment.kind === 'totp-code')
        await finishTotpEnrollment(enrolment.factorUid, code.trim());
      setEnrolment({ kind: 'idle' });
      setPhone('');
      toast.success('Two-factor authentication is on.');
      await refresh();
    }, 'Failed to enroll MFA');
  };

  const remove = (factor: MfaFactor) =>
    void run(async () => {
      await removeMfaFactor(factor.uid);
      toast.success(`${factorName(factor)} was removed.`);
      await refresh();
    }, 'Failed to remove MFA factor');

  if (session.isLoading || factors.isLoading) return <SpinnerBlock fullScreen />;
  const list = factors.data ?? [];

  return (
    <div data-remote="account" data-page="mfa-setup">
      <PageHeader title="Two-Factor Authentication" backTo="/settings" />
      <main className="ll-app-content">
        <SectionCard
          title="Your second factors"
          description={
            list.length === 0
              ? 'Two-factor authentication is off. Add a factor to protect your account.'
              : 'You will be asked for a code from one of these when you log in.'
          }
        >
          {list.length > 0 ? (
            <ul className="ll-list ll-list--flush acct-recent">
              {list.map((factor) => (
                <li key={factor.uid} className="ll-row acct-factor">
                  {factor.kind === 'totp' ? (
                    <KeyRound aria-hidden="true" />
                  ) : (
                    <Smartphone aria-hidden="true" />
                  )}
                  <span className="acct-recent__name">{factorName(factor)}</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${factorName(factor)}`}
                    disabled={busy}
                    onClick={() => {
                      remove(factor);
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </SectionCard>

        {enrolment.kind === 'idle' ? (
          <>
            <SectionCard
              title="Add a phone number"
              description="We will text you a code each time you log in."
            >
              <form className="ll-stack" onSubmit={startPhone} noValidate>
                <TextField
                  label="Phone number"
                  error={phoneError}
                  hint="Include the country code, for example +1 555 123 4567."
                  type="tel"
                  autoComplete="tel"
                  placeholder="+1 555 123 4567"
                  value={phone}
                  onValueChange={(value) => {
                    setPhone(value);
                    setPhoneError(null);
                  }}
                />
                <Button type="submit" disabled={busy}>
                  {busy ? 'Sending...' : 'Send Code'}
                </Button>
              </form>
            </SectionCard>
            <SectionCard
              title="Use an authenticator app"
              description="Codes from an app such as an open-source TOTP authenticator."
            >
              <Button variant="outline" block disabled={busy} onClick={startApp}>
                <KeyRound aria-hidden="true" /> Set Up Authenticator App
              </Button>
            </SectionCard>
          </>
        ) : (
          <SectionCard
            title={
              enrolment.kind === 'phone-code'
                ? 'Enter the code we sent'
                : 'Add LabelLens to your app'
            }
            description={
              enrolment.kind === 'phone-code'
                ? `A code was sent to ${enrolment.phone}.`
                : 'In your authenticator app, add an account with this key, then enter the 6-digit code it shows.'
            }
          >
            <form className="ll-stack" onSubmit={confirm} noValidate>
              {enrolment.kind === 'totp-code' ? (
                <code className="acct-secret" aria-label="Setup key">
                  {enrolment.secret}
                </code>
              ) : null}
              <TextField
                label="Verification Code"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="Enter 6-digit code"
                maxLength={12}
                value={code}
                onValueChange={setCode}
              />
              <Button type="submit" disabled={busy || code.trim() === ''}>
                {busy ? 'Verifying...' : 'Verify and Turn On'}
              </Button>
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => {
                  setEnrolment({ kind: 'idle' });
                }}
              >
                Cancel
              </Button>
            </form>
          </SectionCard>
        )}

        <Alert tone="info" title="Security tips" icon={<Lightbulb aria-hidden="true" />}>
          <ul className="acct-tips">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Alert>
      </main>
    </div>
  );
}
