import { FaqList, type Faq } from '@labellens/web-ui';

const FAQ: Faq[] = [
  {
    question: 'When does my monthly scan count reset?',
    answer:
      'At the start of each billing cycle (each calendar month on the Free Plan). Unused monthly scans do not roll over.',
  },
  {
    question: 'How do pay-as-you-go credits work?',
    answer:
      'Pay-as-you-go scans cost $1 per 10 scans and never expire. They are used only after your monthly allowance runs out.',
  },
  {
    question: 'What happens if I cancel?',
    answer:
      'Cancellation takes effect at the end of the current billing period; until then you keep your plan. There are no refunds for partial months or unused scans, and a 30-day money-back guarantee applies.',
  },
  {
    question: 'When do plan changes take effect?',
    answer:
      'Your first paid plan starts as soon as the payment goes through. Switching between paid plans takes effect from the next billing cycle.',
  },
  {
    question: 'Is my payment information secure?',
    answer:
      'Card details are sent straight to our payment provider and never stored by LabelLens. Billing is monthly in advance.',
  },
];

/** Frequently asked questions of the plans view. */
export function SubscriptionFaq() {
  return (
    <section className="ll-stack ll-stack--sm" aria-labelledby="plans-faq">
      <h2 id="plans-faq" className="acct-section-title">
        Frequently asked questions
      </h2>
      <FaqList faqs={FAQ} />
    </section>
  );
}
