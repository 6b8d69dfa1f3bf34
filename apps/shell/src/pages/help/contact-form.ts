export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  category: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactForm, string>>;

export const EMPTY_CONTACT_FORM: ContactForm = {
  name: '',
  email: '',
  subject: '',
  category: '',
  message: '',
};

export const CONTACT_CATEGORIES = [
  { value: 'general', label: 'General question' },
  { value: 'technical', label: 'Technical support' },
  { value: 'billing', label: 'Billing' },
  { value: 'privacy', label: 'Privacy & data' },
  { value: 'feedback', label: 'Feedback' },
];

/** Simulated send time (spec 02 §5): no network call is made. */
export const CONTACT_SUBMIT_DELAY_MS = 1500;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name, email, subject and message are required; category is optional. */
export function validateContactForm(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.name.trim()) errors.name = 'Please enter your name';
  if (!form.email.trim()) errors.email = 'Please enter your email address';
  else if (!EMAIL.test(form.email.trim())) errors.email = 'Please enter a valid email address';
  if (!form.subject.trim()) errors.subject = 'Please enter a subject';
  if (!form.message.trim()) errors.message = 'Please enter a message';
  return errors;
}
