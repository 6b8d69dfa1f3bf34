import type { UserPreference } from '@labellens/web-api-client';
import { Button } from '@labellens/web-ui';
import { HeartPulse, ShieldAlert, X } from 'lucide-react';

export interface PreferenceControlProps {
  name: string;
  preference: UserPreference | undefined;
  pending: boolean;
  onMark: (preference: 'concern' | 'allergy') => void;
  onRemove: () => void;
}

/** Lets the user mark an ingredient as a concern or an allergy, or clear the mark. */
export function PreferenceControl({
  name,
  preference,
  pending,
  onMark,
  onRemove,
}: PreferenceControlProps) {
  if (preference === 'concern' || preference === 'allergy') {
    return (
      <Button variant="outline" size="sm" disabled={pending} onClick={onRemove}>
        <X aria-hidden="true" /> Remove from my{' '}
        {preference === 'allergy' ? 'allergies' : 'concerns'}
      </Button>
    );
  }
  return (
    <div className="ll-row ll-row--wrap" role="group" aria-label={`Mark ${name}`}>
      <Button variant="outline" size="sm" disabled={pending} onClick={() => onMark('concern')}>
        <HeartPulse aria-hidden="true" /> Mark as concern
      </Button>
      <Button variant="outline" size="sm" disabled={pending} onClick={() => onMark('allergy')}>
        <ShieldAlert aria-hidden="true" /> Mark as allergy
      </Button>
    </div>
  );
}
