import { FAQS, filterFaqs, HELP_TOPICS } from './help-content';
import { validateContactForm, EMPTY_CONTACT_FORM } from './contact-form';

describe('help content', () => {
  it('states the Basic price and limit and that data export is CSV', () => {
    const all = FAQS.map((f) => f.answer).join(' ');
    expect(all).toContain('Basic is $4.99/month for 100 scans');
    expect(all).toContain('Data export is CSV');
  });

  it('has three topics, each with questions', () => {
    expect(HELP_TOPICS).toHaveLength(3);
    for (const topic of HELP_TOPICS) {
      expect(filterFaqs(FAQS, '', topic.id).length).toBeGreaterThan(0);
    }
  });

  it('searches questions and answers case-insensitively, all words required', () => {
    expect(filterFaqs(FAQS, 'CSV', null).map((f) => f.id)).toEqual(['export']);
    expect(filterFaqs(FAQS, 'money-back guarantee', null).map((f) => f.id)).toEqual(['cancel']);
    expect(filterFaqs(FAQS, 'zzzz', null)).toEqual([]);
    expect(filterFaqs(FAQS, 'allergy', 'billing')).toEqual([]);
  });
});

describe('contact form validation', () => {
  it('requires name, email, subject and message but not category', () => {
    expect(validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      subject: 'Please enter a subject',
      message: 'Please enter a message',
    });
    expect(
      validateContactForm({
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'Hi',
        category: '',
        message: 'Hello',
      }),
    ).toEqual({});
  });

  it('rejects a malformed e-mail address', () => {
    expect(
      validateContactForm({
        ...EMPTY_CONTACT_FORM,
        name: 'A',
        subject: 'B',
        message: 'C',
        email: 'x@',
      }).email,
    ).toBe('Please enter a valid email address');
  });
});
