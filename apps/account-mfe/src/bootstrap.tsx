import '@labellens/web-ui/styles.css';
import { StandaloneShell } from '@labellens/shell-contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import AuthCallbackPage from './exposes/AuthCallbackPage';
import AuthPage from './exposes/AuthPage';
import EmailActionPage from './exposes/EmailActionPage';
import EmailVerificationPage from './exposes/EmailVerificationPage';
import MfaSetupPage from './exposes/MfaSetupPage';
import PasswordResetPage from './exposes/PasswordResetPage';
import ProfilePage from './exposes/ProfilePage';
import ProfileSetupPage from './exposes/ProfileSetupPage';
import SettingsPage from './exposes/SettingsPage';
import SubscriptionPage from './exposes/SubscriptionPage';

/** Mounts the account remote on its own (rspack serve on port 3102). */
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StandaloneShell>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/auth/callback" element={<AuthCallbackPage />} />
          <Route path="/email-verification" element={<EmailVerificationPage />} />
          <Route path="/email-action" element={<EmailActionPage />} />
          <Route path="/__/auth/action" element={<EmailActionPage />} />
          <Route path="/password-reset" element={<PasswordResetPage />} />
          <Route path="*" element={<AccountFrame />} />
        </Routes>
      </StandaloneShell>
    </StrictMode>,
  );
}

function AccountFrame() {
  return (
    <div className="ll-app-screen">
      <Routes>
        <Route path="/profile-setup" element={<ProfileSetupPage />} />
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/subscription" element={<SubscriptionPage />} />
        <Route path="/mfa-setup" element={<MfaSetupPage />} />
        <Route path="*" element={<AuthPage />} />
      </Routes>
    </div>
  );
}
