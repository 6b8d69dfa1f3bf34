import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, type CardProps } from './Card';

export interface SectionCardProps extends Omit<CardProps, 'title'> {
  title: ReactNode;
  /** Id of the title, for controls inside that name themselves after it. */
  titleId?: string;
  description?: ReactNode;
  /** Beside the title, at the end of the header (a "View All" link); null keeps the row. */
  headerAction?: ReactNode;
  contentClassName?: string;
}

/** A card with a titled header (and an optional description) over its content. */
export function SectionCard({
  title,
  titleId,
  description,
  headerAction,
  contentClassName,
  children,
  ...card
}: SectionCardProps) {
  const heading = <CardTitle id={titleId}>{title}</CardTitle>;
  return (
    <Card {...card}>
      <CardHeader>
        {headerAction !== undefined ? (
          <div className="ll-row ll-row--between">
            {heading}
            {headerAction}
          </div>
        ) : (
          heading
        )}
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
