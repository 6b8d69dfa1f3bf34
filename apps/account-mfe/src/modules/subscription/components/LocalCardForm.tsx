import { Alert, Button, TextField } from '@labellens/web-ui';
import { FlaskConical, Lock } from 'lucide-react';
import { useState, type ReactNode, type SubmitEvent } from 'react';
import {
  cardBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  TEST_CARD_NUMBER,
  TEST_CARD_PREFIX,
  validateCard,
  type CardErrors,
  type CardFields,
} from '../utils/card-form';

export interface LocalCardFormProps {
  payLabel: string;
  pending: boolean;
  onSubmit: (card: CardFields) => void;
}

const EMPTY: CardFields = { number: '', expiry: '', cvc: '' };

interface CardInput {
  field: keyof CardFields;
  name: string;
  autoComplete: string;
  placeholder: string;
  /** Formats what was typed as the user goes (groups of digits, MM/YY). */
  format: (text: string) => string;
}

const NUMBER_INPUT: CardInput = {
  field: 'number',
  name: 'cardNumber',
  autoComplete: 'cc-number',
  placeholder: '1234 1234 1234 1234',
  format: formatCardNumber,
};
/** Expiry and CVC, side by side below the number. */
const SHORT_INPUTS: (CardInput & { label: string })[] = [
  {
    field: 'expiry',
    label: 'Expiry (MM/YY)',
    name: 'expiry',
    autoComplete: 'cc-exp',
    placeholder: 'MM/YY',
    format: formatExpiry,
  },
  {
    field: 'cvc',
    label: 'CVC',
    name: 'cvc',
    autoComplete: 'cc-csc',
    placeholder: '123',
    format: formatCvc,
  },
];

/** The card form of the in-app test provider, used when no Stripe publishable key is configured. */
export function LocalCardForm({ payLabel, pending, onSubmit }: LocalCardFormProps) {
  const [card, setCard] = useState<CardFields>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [touched, setTouched] = useState<Partial<Record<keyof CardFields, boolean>>>({});
  const brand = cardBrand(card.number);

  const update = (field: keyof CardFields, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    // Once a field has been left with an error, re-check it as the user corrects it.
    if (touched[field]) setErrors((e) => ({ ...e, [field]: validateCard(next)[field] }));
  };
  const blur = (field: keyof CardFields) => {
    setTouched((t) => ({ ...t, [field]: true }));
    if (card[field] !== '') setErrors((e) => ({ ...e, [field]: validateCard(card)[field] }));
  };

  const cardField = ({ field, format, ...input }: CardInput, label: ReactNode) => (
    <TextField
      key={field}
      label={label}
      error={errors[field]}
      {...input}
      inputMode="numeric"
      value={card[field]}
      disabled={pending}
      onValueChange={(text) => {
        update(field, format(text));
      }}
      onBlur={() => {
        blur(field);
      }}
    />
  );

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCard(card);
    setErrors(found);
    setTouched({ number: true, expiry: true, cvc: true });
    if (Object.keys(found).length === 0) onSubmit(card);
  };

  return (
    <form className="ll-stack" onSubmit={submit} noValidate aria-label="Card details">
      <Alert
        tone="info"
        icon={<FlaskConical aria-hidden="true" />}
        title={
          <>
            {TEST_CARD_PREFIX}
            <span className="acct-nowrap">{TEST_CARD_NUMBER}</span>
          </>
        }
      >
        <span className="ll-text-sm">
          Any future expiry date and any 3-digit CVC. No real card is charged.
        </span>
      </Alert>
      {cardField(
        NUMBER_INPUT,
        <span className="acct-card-label">
          Card number
          {brand ? (
            <span className="acct-card-label__brand" aria-hidden="true">
              {brand}
            </span>
          ) : null}
        </span>,
      )}
      <div className="acct-row-2">
        {SHORT_INPUTS.map(({ label, ...input }) => cardField(input, label))}
      </div>
      <Button type="submit" variant="brand" size="lg" block disabled={pending}>
        <Lock aria-hidden="true" /> {pending ? 'Processing...' : payLabel}
      </Button>
    </form>
  );
}
