import { deleteAccount, messageOr } from '@labellens/web-api-client';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
} from '@labellens/web-ui';
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
    <Dialog open={open} onOpenChange={change}>
      <DialogContent data-testid="delete-account-dialog">
        <form onSubmit={(e) => void submit(e)} className="ll-stack">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              This permanently deletes your account, profile, scan history and saved ingredients.
              Remaining scans and credits are lost. It cannot be undone.
            </DialogDescription>
          </DialogHeader>
          {error ? (
            <Alert tone="danger" icon={<TriangleAlert aria-hidden="true" />} role="alert">
              {error}
            </Alert>
          ) : null}
          <FormField label="Type DELETE to confirm">
            <Input
              name="confirm"
              autoComplete="off"
              autoCapitalize="characters"
              value={typed}
              disabled={pending}
              onChange={(e) => {
                setTyped(e.target.value);
              }}
            />
          </FormField>
          <FormField label="Password" hint="Needed if you sign in with a password.">
            <Input
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              disabled={pending}
              onChange={(e) => {
                setPassword(e.target.value);
              }}
            />
          </FormField>
          <DialogFooter>
            <DialogClose className="ll-btn ll-btn--outline" disabled={pending}>
              Cancel
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!confirmed || pending}>
              {pending ? 'Deleting...' : 'Delete My Account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
