import { useToast } from '@labellens/shell-contract';
import { Button, Card, CardContent, FormField, Input, Select, Textarea } from '@labellens/web-ui';
import { Clock, Mail } from 'lucide-react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { PublicLayout } from '../../components/PublicLayout';
import { SUPPORT_EMAIL } from '../../config/contact';
import {
  CONTACT_CATEGORIES,
  CONTACT_SUBMIT_DELAY_MS,
  EMPTY_CONTACT_FORM,
  validateContactForm,
  type ContactErrors,
  type ContactForm,
} from './contact-form';

const RESPONSE_TIMES = [
  { label: 'General questions', time: '24-48 hours' },
  { label: 'Technical support', time: '12-24 hours' },
  { label: 'Billing', time: '4-8 hours' },
];

/** /help/contact: the send is simulated (1.5 s, no network call), then the form resets. */
export function ContactPage() {
  const { toast } = useToast();
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const update = (field: keyof ContactForm) => (value: string) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContactForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    timer.current = setTimeout(() => {
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
              <FormField label="Name" error={errors.name}>
                <Input
                  value={form.name}
                  autoComplete="name"
                  onChange={(e) => {
                    update('name')(e.target.value);
                  }}
                />
              </FormField>
              <FormField label="Email" error={errors.email}>
                <Input
                  type="email"
                  value={form.email}
                  autoComplete="email"
                  onChange={(e) => {
                    update('email')(e.target.value);
                  }}
                />
              </FormField>
              <FormField label="Subject" error={errors.subject}>
                <Input
                  value={form.subject}
                  onChange={(e) => {
                    update('subject')(e.target.value);
                  }}
                />
              </FormField>
              <FormField label="Category (optional)">
                <Select
                  value={form.category}
                  onChange={(e) => {
                    update('category')(e.target.value);
                  }}
                >
                  <option value="">Choose a category</option>
                  {CONTACT_CATEGORIES.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label="Message" error={errors.message}>
                <Textarea
                  rows={6}
                  value={form.message}
                  onChange={(e) => {
                    update('message')(e.target.value);
                  }}
                />
              </FormField>
              <Button type="submit" size="lg" block disabled={sending}>
                {sending ? 'Sending...' : 'Send Message'}
              </Button>
            </form>
          </CardContent>
        </Card>
        <aside className="ll-stack">
          <Card>
            <CardContent className="ll-stack ll-stack--sm">
              <h2 className="shell-h3 ll-row">
                <Clock aria-hidden="true" className="shell-inline-icon" /> Response times
              </h2>
              <ul className="ll-list">
                {RESPONSE_TIMES.map((r) => (
                  <li key={r.label} className="ll-row ll-row--between ll-text-sm">
                    <span>{r.label}</span>
                    <strong>{r.time}</strong>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardContent className="ll-stack ll-stack--sm">
              <h2 className="shell-h3 ll-row">
                <Mail aria-hidden="true" className="shell-inline-icon" /> Email
              </h2>
              <a href={`mailto:${SUPPORT_EMAIL}`} className="ll-text-sm">
                {SUPPORT_EMAIL}
              </a>
            </CardContent>
          </Card>
        </aside>
      </div>
    </PublicLayout>
  );
}
