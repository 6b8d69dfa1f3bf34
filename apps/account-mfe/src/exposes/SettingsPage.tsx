import '../styles/account.css';
import {
  signOut,
  useSession,
  useShellInfo,
  useToast,
  useUnauthorizedRedirect,
} from '@labellens/shell-contract';
import { clearScanHistory, messageOr, queryKeys } from '@labellens/web-api-client';
import { Button, ConfirmDialog, PageHeader, SectionCard } from '@labellens/web-ui';
import { UseOfflinePanel } from '@labellens/web-offline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
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
import { DataExportSection } from '../modules/settings/components/DataExportSection';
import { DeleteAccountDialog } from '../modules/settings/components/DeleteAccountDialog';
import { Setting } from '../modules/settings/components/Setting';
import { SettingLinks, type SettingLink } from '../modules/settings/components/SettingLinks';

const ACCOUNT_LINKS: SettingLink[] = [
  { to: '/mfa-setup', Icon: ShieldCheck, label: 'Two-Factor Authentication' },
  { to: '/password-reset', Icon: KeyRound, label: 'Change Password' },
];
const SUPPORT_LINKS: SettingLink[] = [
  { to: '/help', Icon: CircleHelp, label: 'Help Center' },
  { to: '/help/contact', Icon: MessageSquare, label: 'Contact Support' },
];

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
        <SectionCard title="Account" contentClassName="ll-stack">
          <Setting Icon={Mail} label="Email" detail={user?.email ?? '—'} />
          <div className="acct-links">
            <SettingLinks links={ACCOUNT_LINKS} />
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
        </SectionCard>

        <SectionCard title="Privacy & Data" contentClassName="ll-stack ll-stack--sm">
          <p className="ll-muted ll-text-sm">
            Permanently delete every scan in your history. Your profile and marked ingredients are
            kept.
          </p>
          <Button
            variant="destructive"
            block
            onClick={() => {
              setConfirmOpen(true);
            }}
          >
            <Trash2 aria-hidden="true" /> Clear Scan History
          </Button>
          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            title="Clear scan history?"
            description="This permanently deletes all of your saved scans. It cannot be undone."
            confirmLabel={clear.isPending ? 'Clearing...' : 'Clear History'}
            confirmDisabled={clear.isPending}
            onConfirm={() => {
              clear.mutate();
            }}
          />
        </SectionCard>

        <DataExportSection />

        <SectionCard data-testid="use-offline" title="Use offline" titleId="use-offline-title">
          <UseOfflinePanel user={user} headingId="use-offline-title" />
        </SectionCard>

        <SectionCard
          className="acct-danger-zone"
          data-testid="delete-account"
          title="Delete account"
          contentClassName="ll-stack ll-stack--sm"
        >
          <p className="ll-muted ll-text-sm">
            Permanently delete your LabelLens account and all of its data. Download your data first
            if you want to keep a copy.
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
        </SectionCard>

        <SectionCard title="Support" contentClassName="acct-links">
          <SettingLinks links={SUPPORT_LINKS} />
        </SectionCard>

        <SectionCard title="About" contentClassName="ll-stack ll-stack--sm">
          <Setting
            Icon={Info}
            label={`LabelLens version ${version}`}
            detail="Need more scans? Plans with more or unlimited monthly scans are available under Plans."
          />
        </SectionCard>
      </main>
    </div>
  );
}
