import { Link } from 'react-router-dom';
import { PRIVACY_EMAIL } from '../../config/contact';
import { LegalDocument, type LegalSection } from './LegalDocument';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        LabelLens provides an app that reads product labels and explains their ingredients. This
        policy explains what personal data we collect, why we collect it, how long we keep it and
        the rights you have. Questions go to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>
        .
      </p>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Data we collect',
    body: (
      <ul>
        <li>
          <strong>Account data:</strong> your e-mail address, first and last name (optional) and
          your password, which we store only as a salted hash.
        </li>
        <li>
          <strong>Health profile (optional):</strong> age, sex, weight, height, activity level,
          goal, diet, allergies and health concerns you choose to enter.
        </li>
        <li>
          <strong>Scan data:</strong> the label photos you submit, the text read from them, product
          names, analysis results, your scan history and the ingredients you mark as a concern or an
          allergy.
        </li>
        <li>
          <strong>Billing data:</strong> your plan, scan usage and payment records. Card details are
          handled by our payment provider; we never see or store your full card number.
        </li>
        <li>
          <strong>Technical data:</strong> a session cookie that keeps you signed in, and request
          logs (IP address, time, path) used for security and abuse prevention. We do not use
          advertising or cross-site tracking cookies.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-data',
    title: 'How we use your data',
    body: (
      <>
        <ul>
          <li>To read labels, rate ingredients and personalise results to your profile.</li>
          <li>To keep your scan history and preferences so you can come back to them.</li>
          <li>To manage your plan, scan allowance and payments.</li>
          <li>To send service e-mails such as verification codes, password resets and receipts.</li>
          <li>To keep the service secure, prevent fraud and answer your support requests.</li>
        </ul>
        <p>
          Under the GDPR our legal bases are: performing our contract with you (the service itself),
          your explicit consent for health information you add to your profile, our legitimate
          interest in keeping the service secure, and legal obligations such as keeping tax records.
        </p>
      </>
    ),
  },
  {
    id: 'health-information',
    title: 'Health information',
    body: (
      <p>
        Allergies, health concerns and body measurements are sensitive. Adding them is optional, we
        use them only to personalise your results, and you can change or delete them at any time
        from your profile. Withdrawing consent does not affect processing that happened before.
      </p>
    ),
  },
  {
    id: 'ai-processing',
    title: 'Label processing and AI',
    body: (
      <p>
        Photos are used only to read the text on the label. When AI-written explanations are
        enabled, the ingredient list and your chosen display language are sent to our AI provider
        without your name or contact details. AI output is labelled in the app and never replaces
        the ratings from our ingredient knowledge base.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing and no data selling',
    body: (
      <>
        <p>
          <strong>We do not sell your personal data</strong> and we do not share it for advertising.
        </p>
        <p>
          We share data only with service providers that help us run LabelLens (hosting, e-mail
          delivery, payment processing and, when enabled, AI text generation), under contracts that
          limit their use to our instructions; when the law requires it; or, with notice to you, as
          part of a business transfer.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    body: (
      <ul>
        <li>Account and profile data: while your account is open.</li>
        <li>Scan history: until you clear it in Settings or delete your account.</li>
        <li>
          After you delete your account we erase your personal data within 30 days, except payment
          records we must keep for as long as tax law requires.
        </li>
        <li>Security logs: for a limited period, then deleted.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Wherever you live, you can ask us to:</p>
        <ul>
          <li>give you a copy of your data, including an export of your data as a CSV file;</li>
          <li>correct inaccurate data;</li>
          <li>delete your data and your account;</li>
          <li>restrict or object to some processing, and withdraw consent at any time.</li>
        </ul>
        <p>
          Under the GDPR you may also complain to your local data protection authority. To use any
          of these rights, <Link to="/help/contact">contact us</Link> or e-mail{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>; we answer within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Data is encrypted in transit (TLS), passwords and sign-in tokens are stored only as hashes,
        and access to production systems is restricted and logged. If a breach affects your personal
        data we will notify you and the relevant authorities within 72 hours of becoming aware of
        it. See our <Link to="/security">Security</Link> page for details.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        LabelLens is for people aged 13 or over; the minimum age is 13. We do not knowingly collect
        data from children under 13, and we delete any such account we become aware of. Where the
        law of your country sets a higher age for consent, a parent or guardian must consent for
        you.
      </p>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <p>
        Our providers may process data outside your country. When data leaves the European Economic
        Area or the UK we rely on safeguards recognised by the GDPR, such as standard contractual
        clauses.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will tell you by e-mail or in the app at least 30 days before a material change takes
        effect. The date at the top shows the latest version.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated="July 2025"
      intro={
        <p>
          Your privacy matters to us. In short: we collect only what we need to run LabelLens, we
          never sell your data, and you can export or delete it at any time.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
