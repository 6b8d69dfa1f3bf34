import { useToast, useUnauthorizedRedirect } from '@labellens/shell-contract';
import { queryKeys, removePreference, type PreferencesResponse } from '@labellens/web-api-client';
import { Badge, SectionCard } from '@labellens/web-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { StartScanningPrompt } from './StartScanningPrompt';

export interface PersonalIngredientsProps {
  preferences: PreferencesResponse | undefined;
}

const GROUPS = [
  { key: 'safe', title: 'Safe', variant: 'success' },
  { key: 'concern', title: 'Concern', variant: 'warning' },
  { key: 'allergy', title: 'Allergy', variant: 'danger-soft' },
] as const;

export function PersonalIngredients({ preferences }: PersonalIngredientsProps) {
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (name: string) => removePreference(name),
    onSuccess: async (_d, name) => {
      toast({
        title: 'Preference Removed',
        description: `${name} has been removed from your preferences.`,
      });
      await queryClient.invalidateQueries({ queryKey: [queryKeys.preferences] });
    },
    onError: (error) => {
      if (handleError(error)) return;
      toast.error('Failed to remove preference. Please try again.');
    },
  });
  const total = GROUPS.reduce((n, g) => n + (preferences?.[g.key].length ?? 0), 0);

  return (
    <SectionCard title="Personal Ingredients" contentClassName="ll-stack">
      {total === 0 ? (
        <StartScanningPrompt>
          Mark ingredients as a concern or allergy on any scan result to see them here.
        </StartScanningPrompt>
      ) : (
        GROUPS.map((group) => {
          const entries = preferences?.[group.key] ?? [];
          if (entries.length === 0) return null;
          return (
            <section key={group.key} className="ll-stack ll-stack--sm">
              <p className="ll-caption acct-subheading">
                {group.title} ({entries.length})
              </p>
              <ul className="acct-chips">
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <Badge variant={group.variant}>
                      {entry.ingredient.name}
                      <button
                        type="button"
                        className="acct-chip-remove"
                        aria-label={`Remove ${entry.ingredient.name}`}
                        disabled={remove.isPending}
                        onClick={() => {
                          remove.mutate(entry.ingredient.name);
                        }}
                      >
                        <X aria-hidden="true" />
                      </button>
                    </Badge>
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </SectionCard>
  );
}
