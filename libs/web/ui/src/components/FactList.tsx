import type { ReactNode } from 'react';

export interface Fact {
  /** The name; unique within the list. */
  label: string;
  value: ReactNode;
  /** Class of the value (`dd`), for one fact styled apart. */
  valueClassName?: string;
}

export interface FactListProps {
  facts: readonly Fact[];
  /** The list's layout (columns, a grid) comes from the page. */
  className?: string;
}

/** Name-value pairs as a description list, each pair grouped in a div. */
export function FactList({ facts, className }: FactListProps) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd className={fact.valueClassName}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
