import { deleteAccount, messageOr } from '@labellens/web-api-client';
import { Alert, ConfirmDialog, TextField } from '@labellens/web-ui';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { isDeleteConfirmed } from '../utils/save-file';

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Type DELETE and the password; on success local data is cleared and the browser goes to /. */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = isDeleteConfirmed(typed);

  const change = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setTyped('');
      setPassword('');
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed) return;
    setPending(true);
    setError(null);
    try {
      await deleteAccount({ confirm: 'DELETE', ...(password ? { password } : {}) });
      try {
        window.localStorage.clear();
        window.sessionStorage.clear();
      } catch {
        // Storage can be unavailable (privacy mode); the account is gone either way.
      }
      queryClient.clear();
      // A full load, so no state of the deleted session survives.
      window.location.assign('/');
    } catch (e) {
      setError(messageOr(e, 'Your account could not be deleted. Please try again.'));
      setPending(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={change}
      data-testid="delete-account-dialog"
      title="Delete your account?"
      description="This permanently deletes your account, profile, scan history and saved ingredients. Remaining scans and credits are lost. It cannot be undone."
      confirmLabel={pending ? 'Deleting...' : 'Delete My Account'}
      confirmDisabled={!confirmed}
      locked={pending}
      onSubmit={(e) => void submit(e)}
    >
      {error ? (
        <Alert tone="danger" icon={<TriangleAlert aria-hidden="true" />} role="alert">
          {error}
        </Alert>
      ) : null}
      <TextField
        label="Type DELETE to confirm"
        name="confirm"
        autoComplete="off"
        autoCapitalize="characters"
        value={typed}
        disabled={pending}
        onValueChange={setTyped}
      />
      <TextField
        label="Password"
        hint="Needed if you sign in with a password."
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        disabled={pending}
        onValueChange={setPassword}
      />
    </ConfirmDialog>
  );
}
