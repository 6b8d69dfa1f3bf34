import type { ReactNode } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion';

export interface Faq {
  question: string;
  answer: ReactNode;
  /** The item's key; the question when not given. */
  id?: string;
}

export interface FaqListProps {
  faqs: readonly Faq[];
}

/** Frequently asked questions: one answer open at a time, and it can be closed again. */
export function FaqList({ faqs }: FaqListProps) {
  return (
    <Accordion type="single" collapsible>
      {faqs.map((faq) => (
        <AccordionItem key={faq.id ?? faq.question} value={faq.id ?? faq.question}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
