import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { cx } from './cx';

/**
 * A part (an HTML element or a Radix primitive) with the design system's class added before the
 * caller's: `withClass(TabsPrimitive.List, 'll-tabs__list', 'TabsList')`.
 */
export function withClass<C extends ElementType>(part: C, base: string, displayName: string) {
  const Part = part as ElementType<{ className?: string }>;
  function WithClass({ className, ...rest }: ComponentPropsWithoutRef<C>) {
    return <Part className={cx(base, className as string | undefined)} {...rest} />;
  }
  WithClass.displayName = displayName;
  return WithClass;
}
