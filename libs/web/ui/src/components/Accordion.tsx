import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../cx';
import { withClass } from '../with-class';

export const Accordion = withClass(AccordionPrimitive.Root, 'll-accordion', 'Accordion');
export const AccordionItem = withClass(
  AccordionPrimitive.Item,
  'll-accordion__item',
  'AccordionItem',
);

export function AccordionTrigger({
  className,
  children,
  ...rest
}: ComponentPropsWithoutRef<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="ll-accordion__header">
      <AccordionPrimitive.Trigger className={cx('ll-accordion__trigger', className)} {...rest}>
        {children}
        <ChevronDown className="ll-accordion__chevron" aria-hidden="true" />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export const AccordionContent = withClass(
  AccordionPrimitive.Content,
  'll-accordion__content',
  'AccordionContent',
);
