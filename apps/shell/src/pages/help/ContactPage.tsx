import { useToast } from '@labellens/shell-contract';
import {
  Button,
  Card,
  CardContent,
  SelectField,
  TextareaField,
  TextField,
  useFormFields,
  useLater,
} from '@labellens/web-ui';
import { Clock, Mail } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { PublicLayout } from '../../components/PublicLayout';
import { SUPPORT_EMAIL } from '../../config/contact';
import { ContactCard } from './ContactCard';
import {
  CONTACT_CATEGORIES,
  CONTACT_SUBMIT_DELAY_MS,
  EMPTY_CONTACT_FORM,
  validateContactForm,
  type ContactForm,
} from './contact-form';

const RESPONSE_TIMES = [
  { label: 'General questions', time: '24-48 hours' },
  { label: 'Technical support', time: '12-24 hours' },
  { label: 'Billing', time: '4-8 hours' },
];

/** The one-line fields, in the form's order. */
const TEXT_FIELDS: {
  field: keyof ContactForm;
  label: string;
  type?: string;
  autoComplete?: string;
}[] = [
  { field: 'name', label: 'Name', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'subject', label: 'Subject' },
];

/** /help/contact: the send is simulated (1.5 s, no network call), then the form resets. */
export function ContactPage() {
  const { toast } = useToast();
  const { setForm, fieldProps, check } = useFormFields(EMPTY_CONTACT_FORM, validateContactForm);
  const [sending, setSending] = useState(false);
  const later = useLater();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    setSending(true);
    later(() => {
      setSending(false);
      setForm(EMPTY_CONTACT_FORM);
      toast.success("Your message has been sent. We'll get back to you soon.");
    }, CONTACT_SUBMIT_DELAY_MS);
  };

  return (
    <PublicLayout>
      <section className="shell-page-hero">
        <div className="ll-container ll-container--roomy shell-container--narrow">
          <h1>Contact Us</h1>
          <p>Questions, feedback or problems: we read every message.</p>
        </div>
      </section>
      <div className="ll-container ll-container--roomy shell-container--narrow shell-page-body shell-contact-grid">
        <Card raised>
          <CardContent>
            <form className="ll-stack" onSubmit={submit} noValidate>
              {TEXT_FIELDS.map(({ field, ...input }) => (
                <TextField key={field} {...input} {...fieldProps(field)} />
              ))}
              <SelectField
                label="Category (optional)"
                placeholder="Choose a category"
                options={CONTACT_CATEGORIES}
                {...fieldProps('category')}
              />
              <TextareaField label="Message" rows={6} {...fieldProps('message')} />
              <Button type="submit" size="lg" block disabled={sending}>
                {sending ? 'Sending...' : 'Send Message'}
              </Button>
            </form>
          </CardContent>
        </Card>
        <aside className="ll-stack">
          <ContactCard Icon={Clock} title="Response times">
            <ul className="ll-list">
              {RESPONSE_TIMES.map((r) => (
                <li key={r.label} className="ll-row ll-row--between ll-text-sm">
                  <span>{r.label}</span>
                  <strong>{r.time}</strong>
                </li>
              ))}
            </ul>
          </ContactCard>
          <ContactCard Icon={Mail} title="Email">
            <a href={`mailto:${SUPPORT_EMAIL}`} className="ll-text-sm">
              {SUPPORT_EMAIL}
            </a>
          </ContactCard>
        </aside>
      </div>
    </PublicLayout>
  );
}
