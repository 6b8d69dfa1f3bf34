import { Card, CardContent } from '@labellens/web-ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ContactCardProps {
  Icon: LucideIcon;
  title: string;
  children: ReactNode;
}

/** A card of the contact page's side column: an icon and a title over its content. */
export function ContactCard({ Icon, title, children }: ContactCardProps) {
  return (
    <Card>
      <CardContent className="ll-stack ll-stack--sm">
        <h2 className="shell-h3 ll-row">
          <Icon aria-hidden="true" className="shell-inline-icon" /> {title}
        </h2>
        {children}
      </CardContent>
    </Card>
  );
}
