import { buttonClassName } from '@labellens/web-ui';
import {
  Activity,
  DatabaseBackup,
  KeyRound,
  Lock,
  Mail,
  Server,
  ShieldCheck,
  UserCheck,
  Eye,
  Network,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { FeatureCards } from '../../components/FeatureCards';
import { PublicLayout } from '../../components/PublicLayout';
import { TitledSection } from '../../components/TitledSection';
import { SECURITY_EMAIL } from '../../config/contact';

const FEATURES = [
  {
    Icon: Lock,
    title: 'Encryption in transit',
    text: 'TLS (HTTPS) for every connection between your device and LabelLens. Passwords are kept only as Argon2id hashes and sign-in tokens only as hashes, so a copy of the database reveals neither.',
  },
  {
    Icon: KeyRound,
    title: 'Secure sign-in',
    text: 'Passwords are stored only as strong salted hashes, sessions use secure HttpOnly cookies, and phone-based multi-factor authentication is available.',
  },
  {
    Icon: Eye,
    title: 'Access control & monitoring',
    text: 'Access to production systems is limited to the people who need it, and every access is logged.',
  },
  {
    Icon: UserCheck,
    title: 'Privacy by design',
    text: 'We collect only what the service needs, never sell your data, and let you export or delete it.',
  },
];

const COMPLIANCE = [
  { name: 'ISO 27001', status: 'In Progress' },
  { name: 'GDPR', status: 'Active' },
  { name: 'CCPA', status: 'Active' },
  { name: 'HIPAA Ready', status: 'Available' },
];

const DATA_PROTECTION = [
  'Health profile data is optional and used only to personalise your results',
  'Your data is never sold or shared for advertising',
  'Payment card details are handled by our payment provider and never stored by LabelLens',
  'Export your data (CSV and JSON) or delete your account yourself in Settings, at any time',
  'Each service keeps its own database; access between them is authenticated',
  'Rate limits and request-size limits protect every API',
];

const INFRASTRUCTURE = [
  {
    Icon: Server,
    title: 'Isolated services',
    text: 'Authentication, scanning, billing and administration run as separate services with separate databases.',
  },
  {
    Icon: DatabaseBackup,
    title: 'Your own copy',
    text: 'Download a complete copy of your data at any time from Settings, Export my data.',
  },
  {
    Icon: Activity,
    title: '99.9% uptime target',
    text: 'Health checks, automatic restarts and several replicas of each service work towards it; it is a target, not a measured figure.',
  },
  {
    Icon: Network,
    title: 'Single secure gateway',
    text: 'All traffic enters through one gateway that authenticates every request.',
  },
];

const TIMELINE = [
  {
    time: '0-15 min',
    title: 'Detect & triage',
    text: 'Alert received, severity assessed, on-call engineer engaged.',
  },
  {
    time: '15-60 min',
    title: 'Contain',
    text: 'Affected systems isolated, credentials rotated, further impact stopped.',
  },
  {
    time: '1-4 h',
    title: 'Investigate & fix',
    text: 'Root cause identified, vulnerability fixed, data impact assessed.',
  },
  {
    time: '4-72 h',
    title: 'Notify & recover',
    text: 'Affected users and authorities notified within 72 hours; services restored and reviewed.',
  },
];

export function SecurityPage() {
  return (
    <PublicLayout>
      <section className="shell-page-hero">
        <div className="ll-container ll-container--roomy shell-container--narrow">
          <h1>Security at LabelLens</h1>
          <p>How we protect your account, your health information and your scans.</p>
        </div>
      </section>
      <div className="ll-container ll-container--roomy shell-page-body ll-stack">
        <div className="shell-promise" role="note">
          <ShieldCheck aria-hidden="true" />
          <div>
            <h2>Our security promise</h2>
            <p>
              Your data travels only over encrypted connections, is never sold, and if a breach ever
              affects you we will tell you within 72 hours.
            </p>
          </div>
        </div>

        <TitledSection id="security-features" title="Security features">
          <FeatureCards cards={FEATURES} className="shell-feature-grid shell-feature-grid--two" />
        </TitledSection>

        <TitledSection id="compliance" title="Compliance">
          <ul className="shell-compliance">
            {COMPLIANCE.map((c) => (
              <li key={c.name} className="ll-card ll-stack ll-stack--sm ll-stack--center">
                <ShieldCheck aria-hidden="true" />
                <strong>{c.name}</strong>
                <span
                  className={`ll-badge ${c.status === 'Active' ? 'll-badge--success' : 'll-badge--warning'}`}
                >
                  {c.status}
                </span>
              </li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection
          id="data-protection"
          title="Data protection"
          className="ll-card ll-card__content ll-stack"
        >
          <ul className="ll-list shell-check-list">
            {DATA_PROTECTION.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection id="infrastructure" title="Infrastructure">
          <FeatureCards
            cards={INFRASTRUCTURE}
            className="shell-feature-grid shell-feature-grid--four"
          />
        </TitledSection>

        <TitledSection id="incident-response" title="Incident response">
          <ol className="shell-timeline">
            {TIMELINE.map((step) => (
              <li key={step.time}>
                <span className="shell-timeline__time">{step.time}</span>
                <div>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="ll-muted ll-text-sm">
            Breach notification within 72 hours of becoming aware of an incident.
          </p>
        </TitledSection>

        <div className="ll-card shell-legal__contact">
          <h2 className="shell-h3">Found a security issue?</h2>
          <p className="ll-muted ll-text-sm">
            Please report it privately so we can fix it before it is disclosed.
          </p>
          <div className="ll-row ll-row--wrap">
            <a
              href={`mailto:${SECURITY_EMAIL}?subject=Security%20issue`}
              className={buttonClassName()}
            >
              <Mail aria-hidden="true" /> Report an issue
            </a>
            <Link to="/help/contact" className={buttonClassName({ variant: 'outline' })}>
              Contact Us
            </Link>
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
