import '../styles/account.css';
import { userDisplayName, userInitial } from '@labellens/shell-contract';
import {
  Avatar,
  Badge,
  buttonClassName,
  Card,
  CardContent,
  cx,
  FactList,
  IconLink,
  PageHeader,
  Progress,
  SectionCard,
  SpinnerBlock,
} from '@labellens/web-ui';
import { Award, Compass, Pencil, Settings } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PersonalIngredients } from '../modules/profile/components/PersonalIngredients';
import { StartScanningPrompt } from '../modules/profile/components/StartScanningPrompt';
import { useProfileData } from '../modules/profile/hooks/useProfileData';
import {
  achievements,
  memberSince,
  RECENT_SCANS,
  relativeTime,
} from '../modules/profile/utils/profile-stats';
import { ACTIVITY_LEVELS, DIETS, GOALS } from '../modules/profile-setup/utils/profile-form';

function labelOf(
  options: { value: string; label: string }[],
  value: string | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return '—';
  return options.find((o) => o.value === value)?.label ?? value;
}

/** /profile (spec 02 §2). */
export default function ProfilePage() {
  const { session, preferences, history, status } = useProfileData();
  const user = session.user;
  if (session.isLoading) return <SpinnerBlock fullScreen />;

  const scans = history.data ?? [];
  const marked = (preferences.data?.concern.length ?? 0) + (preferences.data?.allergy.length ?? 0);
  const since = memberSince(user?.createdAt);
  const used = status.data?.scansUsed ?? 0;
  const limit =
    status.data?.scansRemaining === null ? null : (status.data?.plan.maxScansPerMonth ?? 3);

  return (
    <div data-remote="account" data-page="profile">
      <PageHeader
        title="Profile"
        actions={
          <IconLink to="/settings" label="Settings">
            <Settings aria-hidden="true" />
          </IconLink>
        }
      />
      <main className="ll-app-content">
        <Card raised>
          <CardContent className="ll-row acct-user">
            <Avatar imageUrl={user?.profileImageUrl} fallback={userInitial(user)} size="lg" />
            <div className="acct-user__text">
              <p className="acct-user__name">{userDisplayName(user)}</p>
              {user?.email ? <p className="ll-muted ll-text-sm">{user.email}</p> : null}
              {since ? <p className="ll-muted ll-text-xs">Member since {since}</p> : null}
            </div>
            <Link
              to="/profile-setup"
              className={buttonClassName({ variant: 'outline', size: 'sm' })}
            >
              <Pencil aria-hidden="true" /> Edit
            </Link>
          </CardContent>
        </Card>

        <SectionCard title="Health Profile">
          <FactList
            className="acct-facts"
            facts={[
              { label: 'Age', value: user?.age ?? '—' },
              { label: 'Sex', value: user?.sex ?? '—', valueClassName: 'acct-capitalize' },
              { label: 'Weight', value: user?.weight ? `${user.weight} kg` : '—' },
              { label: 'Height', value: user?.height ? `${user.height} cm` : '—' },
              { label: 'Activity', value: labelOf(ACTIVITY_LEVELS, user?.activityLevel) },
              { label: 'Goal', value: labelOf(GOALS, user?.goal) },
              { label: 'Diet', value: labelOf(DIETS, user?.diet) },
              { label: 'Allergies', value: user?.allergies || '—' },
            ]}
          />
        </SectionCard>

        <SectionCard title="Achievements" contentClassName="acct-badges">
          {achievements(scans.length, marked).map((a) => {
            const Icon = a.id === 'explorer' ? Compass : Award;
            return (
              <div
                key={a.id}
                className={cx('ll-stack ll-stack--center acct-badge', a.earned && 'is-earned')}
              >
                <Icon aria-hidden="true" />
                <p className="acct-badge__title">{a.title}</p>
                <p className="ll-text-xs ll-muted">{a.description}</p>
                <Badge variant={a.earned ? 'success' : 'outline'}>
                  {a.earned ? 'Earned' : 'Locked'}
                </Badge>
              </div>
            );
          })}
        </SectionCard>

        <SectionCard title="Usage Analytics" contentClassName="ll-stack ll-stack--sm">
          <div className="acct-stats">
            {[
              { label: 'Total scans', value: scans.length },
              { label: 'Marked ingredients', value: marked },
              { label: 'Scans this period', value: used },
            ].map((stat) => (
              <div key={stat.label}>
                <span className="acct-stats__value">{stat.value}</span>
                <span className="ll-muted ll-text-xs">{stat.label}</span>
              </div>
            ))}
          </div>
          {limit !== null && limit > 0 ? (
            <Progress value={(used / limit) * 100} label="Scans used this period" />
          ) : null}
        </SectionCard>

        <PersonalIngredients preferences={preferences.data} />

        <SectionCard
          title="Recent Scans"
          headerAction={
            scans.length > RECENT_SCANS ? (
              <Link to="/history" className="ll-btn ll-btn--link ll-text-sm">
                View All
              </Link>
            ) : null
          }
        >
          {scans.length === 0 ? (
            <StartScanningPrompt>No scans yet.</StartScanningPrompt>
          ) : (
            <ul className="ll-list ll-list--flush acct-recent">
              {scans.slice(0, RECENT_SCANS).map((scan) => (
                <li key={scan.id}>
                  <Link to={`/scan/${encodeURIComponent(scan.id)}`}>
                    <span className="acct-recent__name">
                      {scan.productName || 'Unnamed Product'}
                    </span>
                    <span className="ll-muted ll-text-xs">{relativeTime(scan.scannedAt)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </main>
    </div>
  );
}
