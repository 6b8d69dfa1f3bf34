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
} from './contact-form';

const RESPONSE_TIMES = [
  { label: 'General questions', time: '24-48 hours' },
  { label: 'Technical support', time: '12-24 hours' },
  { label: 'Billing', time: '4-8 hours' },
];

/** /help/contact: the send is simulated (1.5 s, no network call), then the form resets. */
export function ContactPage() {
  const { toast } = useToast();
  const { form, setForm, errors, setField, check } = useFormFields(
    EMPTY_CONTACT_FORM,
    validateContactForm,
  );
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
              <TextField
                label="Name"
                error={errors.name}
                value={form.name}
                autoComplete="name"
                onValueChange={setField('name')}
              />
              <TextField
                label="Email"
                error={errors.email}
                type="email"
                value={form.email}
                autoComplete="email"
                onValueChange={setField('email')}
              />
              <TextField
                label="Subject"
                error={errors.subject}
                value={form.subject}
                onValueChange={setField('subject')}
              />
              <SelectField
                label="Category (optional)"
                placeholder="Choose a category"
                options={CONTACT_CATEGORIES}
                value={form.category}
                onValueChange={setField('category')}
              />
              <TextareaField
                label="Message"
                error={errors.message}
                rows={6}
                value={form.message}
                onValueChange={setField('message')}
              />
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
