import '../styles/account.css';
import {
  signOut,
  useSession,
  useShellInfo,
  useToast,
  useUnauthorizedRedirect,
} from '@labellens/shell-contract';
import { clearScanHistory, messageOr, queryKeys } from '@labellens/web-api-client';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  PageHeader,
} from '@labellens/web-ui';
import { UseOfflinePanel } from '@labellens/web-offline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ChevronRight,
  CircleHelp,
  Info,
  KeyRound,
  LogOut,
  Mail,
  MessageSquare,
  ShieldCheck,
  Trash2,
  UserX,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataExportSection } from '../modules/settings/components/DataExportSection';
import { DeleteAccountDialog } from '../modules/settings/components/DeleteAccountDialog';

/** /settings (spec 02 §2). */
export default function SettingsPage() {
  const { user } = useSession();
  const { version } = useShellInfo();
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();
  const queryClient = useQueryClient();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  const clear = useMutation({
    mutationFn: clearScanHistory,
    onSuccess: async () => {
      setConfirmOpen(false);
      toast.success('Your scan history has been cleared.');
      await queryClient.invalidateQueries({ queryKey: [queryKeys.scanHistory] });
    },
    onError: (error) => {
      setConfirmOpen(false);
      if (handleError(error)) return;
      toast({
        title: 'Failed to clear history',
        description: messageOr(error, 'Something went wrong. Please try again later.'),
        variant: 'destructive',
      });
    },
  });

  return (
    <div data-remote="account" data-page="settings">
      <PageHeader title="Settings" backTo="/profile" />
      <main className="ll-app-content">
        <Card>
          <CardHeader>
            <CardTitle>Account</CardTitle>
          </CardHeader>
          <CardContent className="ll-stack">
            <div className="acct-setting">
              <Mail aria-hidden="true" />
              <div>
                <p className="acct-setting__label">Email</p>
                <p className="ll-muted ll-text-sm">{user?.email ?? '—'}</p>
              </div>
            </div>
            <div className="acct-links">
              <Link to="/mfa-setup" className="acct-link">
                <ShieldCheck aria-hidden="true" /> Two-Factor Authentication{' '}
                <ChevronRight aria-hidden="true" />
              </Link>
              <Link to="/password-reset" className="acct-link">
                <KeyRound aria-hidden="true" /> Change Password <ChevronRight aria-hidden="true" />
              </Link>
            </div>
            <Button
              variant="outline"
              block
              onClick={() => {
                signOut('/auth');
              }}
            >
              <LogOut aria-hidden="true" /> Sign Out
            </Button>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Privacy &amp; Data</CardTitle>
          </CardHeader>
          <CardContent className="ll-stack ll-stack--sm">
            <p className="ll-muted ll-text-sm">
              Permanently delete every scan in your history. Your profile and marked ingredients are
              kept.
            </p>
            <Dialog open={confirmOpen} onOpenChange={setConfirmOpen}>
              <Button
                variant="destructive"
                block
                onClick={() => {
                  setConfirmOpen(true);
                }}
              >
                <Trash2 aria-hidden="true" /> Clear Scan History
              </Button>
              <DialogContent>
                <DialogHeader>
                  <DialogTitle>Clear scan history?</DialogTitle>
                  <DialogDescription>
                    This permanently deletes all of your saved scans. It cannot be undone.
                  </DialogDescription>
                </DialogHeader>
                <DialogFooter>
                  <DialogClose className="ll-btn ll-btn--outline">Cancel</DialogClose>
                  <Button
                    variant="destructive"
                    disabled={clear.isPending}
                    onClick={() => {
                      clear.mutate();
                    }}
                  >
                    {clear.isPending ? 'Clearing...' : 'Clear History'}
                  </Button>
                </DialogFooter>
              </DialogContent>
            </Dialog>
          </CardContent>
        </Card>

        <DataExportSection />

        <Card data-testid="use-offline">
          <CardHeader>
            <CardTitle id="use-offline-title">Use offline</CardTitle>
          </CardHeader>
          <CardContent>
            <UseOfflinePanel user={user} headingId="use-offline-title" />
          </CardContent>
        </Card>

        <Card className="acct-danger-zone" data-testid="delete-account">
          <CardHeader>
            <CardTitle>Delete account</CardTitle>
          </CardHeader>
          <CardContent className="ll-stack ll-stack--sm">
            <p className="ll-muted ll-text-sm">
              Permanently delete your LabelLens account and all of its data. Download your data
              first if you want to keep a copy.
            </p>
            <Button
              variant="destructive"
              block
              onClick={() => {
                setDeleteOpen(true);
              }}
            >
              <UserX aria-hidden="true" /> Delete Account
            </Button>
            <DeleteAccountDialog open={deleteOpen} onOpenChange={setDeleteOpen} />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Support</CardTitle>
          </CardHeader>
          <CardContent className="acct-links">
            <Link to="/help" className="acct-link">
              <CircleHelp aria-hidden="true" /> Help Center <ChevronRight aria-hidden="true" />
            </Link>
            <Link to="/help/contact" className="acct-link">
              <MessageSquare aria-hidden="true" /> Contact Support{' '}
              <ChevronRight aria-hidden="true" />
            </Link>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>About</CardTitle>
          </CardHeader>
          <CardContent className="ll-stack ll-stack--sm">
            <div className="acct-setting">
              <Info aria-hidden="true" />
              <div>
                <p className="acct-setting__label">LabelLens version {version}</p>
                <p className="ll-muted ll-text-sm">
                  Need more scans? Plans with more or unlimited monthly scans are available under
                  Plans.
                </p>
              </div>
            </div>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
