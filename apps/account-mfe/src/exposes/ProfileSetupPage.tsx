import '../styles/account.css';
import { signOut, useSession, useToast, useUnauthorizedRedirect } from '@labellens/shell-contract';
import { queryKeys, setupProfile, type ProfileSetupRequest } from '@labellens/web-api-client';
import {
  Alert,
  Button,
  cx,
  PageHeader,
  SectionCard,
  SelectField,
  SpinnerBlock,
  TextareaField,
  TextField,
  useFormFields,
  useLater,
  type SelectOption,
} from '@labellens/web-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Lock, LogOut, Stethoscope } from 'lucide-react';
import { useEffect, useRef, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ACTIVITY_LEVELS,
  DIETS,
  GOALS,
  hasProfileData,
  profileFormFrom,
  PROFILE_REDIRECT_MS,
  SEXES,
  toProfileRequest,
  validateProfile,
  type ProfileForm,
} from '../modules/profile-setup/utils/profile-form';

/** A field of the form, rendered from a list. */
interface ProfileField {
  field: keyof ProfileForm;
  label: string;
}

const STAT_FIELDS: ProfileField[] = [
  { field: 'weight', label: 'Weight (kg)' },
  { field: 'height', label: 'Height (cm)' },
];

const CHOICE_FIELDS: (ProfileField & { placeholder: string; options: SelectOption[] })[] = [
  {
    field: 'activityLevel',
    label: 'Activity level',
    placeholder: 'Select your activity level',
    options: ACTIVITY_LEVELS,
  },
  { field: 'goal', label: 'Goal', placeholder: 'Select your goal', options: GOALS },
  { field: 'diet', label: 'Diet (optional)', placeholder: 'Select a diet', options: DIETS },
];

const HEALTH_FIELDS: (ProfileField & { placeholder: string; hint?: string })[] = [
  {
    field: 'allergies',
    label: 'Allergies (optional)',
    hint: 'Separate allergies with commas.',
    placeholder: 'e.g. peanuts, shellfish, lactose',
  },
  {
    field: 'healthConcerns',
    label: 'Health concerns (optional)',
    placeholder: 'e.g. high blood pressure, eczema',
  },
];

/** /profile-setup (spec 02 §2, §5). */
export default function ProfileSetupPage() {
  const { user, isLoading } = useSession();
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { form, setForm, errors, setField, fieldProps, check } = useFormFields(
    () => profileFormFrom(user),
    validateProfile,
  );
  const prefilled = useRef(Boolean(user));
  const later = useLater();

  useEffect(() => {
    if (!prefilled.current && user) {
      prefilled.current = true;
      setForm(profileFormFrom(user));
    }
  }, [user]);

  const save = useMutation({
    mutationFn: (body: ProfileSetupRequest) => setupProfile(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [queryKeys.currentUser] });
      later(() => {
        void navigate('/');
      }, PROFILE_REDIRECT_MS);
    },
    onError: (error) => {
      if (handleError(error)) return;
      toast({
        title: 'Setup Failed',
        description: 'Could not save your profile. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const body = check() ? toProfileRequest(form) : null;
    if (body) save.mutate(body);
  };

  if (isLoading) return <SpinnerBlock fullScreen />;
  const title = hasProfileData(user) ? 'Edit Your Profile' : 'Complete Your Profile';

  return (
    <div data-remote="account" data-page="profile-setup">
      <PageHeader
        title={title}
        actions={
          // Without a profile every other screen shows this one, so sign-out must be offered here.
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              signOut('/auth');
            }}
          >
            <LogOut aria-hidden="true" /> Sign Out
          </Button>
        }
      />
      <main className="ll-app-content">
        <p className="ll-muted ll-text-sm">
          Your profile personalises every safety rating to your body, goals and allergies.
        </p>
        <form className="ll-stack" onSubmit={submit} noValidate>
          <SectionCard title="Basic Information" contentClassName="ll-stack">
            <TextField
              label="Age"
              type="number"
              inputMode="numeric"
              min={13}
              max={120}
              {...fieldProps('age')}
            />
            <fieldset
              className="ll-stack ll-stack--sm acct-fieldset"
              aria-describedby={errors.sex ? 'sex-error' : undefined}
            >
              <legend className="ll-label">Sex</legend>
              <div className="ll-radio-group">
                {SEXES.map((s) => (
                  <label key={s.value} className="ll-radio">
                    <input
                      type="radio"
                      name="sex"
                      value={s.value}
                      checked={form.sex === s.value}
                      onChange={(e) => {
                        setField('sex')(e.target.value);
                      }}
                    />
                    {s.label}
                  </label>
                ))}
              </div>
              {errors.sex ? (
                <p id="sex-error" className="ll-field__error" role="alert">
                  {errors.sex}
                </p>
              ) : null}
            </fieldset>
          </SectionCard>

          <SectionCard title="Physical Stats" contentClassName="acct-row-2">
            {STAT_FIELDS.map(({ field, label }) => (
              <TextField
                key={field}
                label={label}
                type="number"
                inputMode="numeric"
                {...fieldProps(field)}
              />
            ))}
          </SectionCard>

          <SectionCard title="Activity & Goals" contentClassName="ll-stack">
            {CHOICE_FIELDS.map(({ field, ...choice }) => (
              <SelectField key={field} {...choice} {...fieldProps(field)} />
            ))}
          </SectionCard>

          <SectionCard
            title="Health Information"
            description="Optional. Used only to personalise your results."
            contentClassName="ll-stack"
          >
            {HEALTH_FIELDS.map(({ field, ...text }) => (
              <TextareaField key={field} {...text} rows={2} {...fieldProps(field)} />
            ))}
          </SectionCard>

          <Alert tone="info" icon={<Lock aria-hidden="true" />} title="Your privacy">
            Your health information is encrypted, never sold, and you can change or delete it at any
            time.
          </Alert>
          <Alert
            tone="warning"
            icon={<Stethoscope aria-hidden="true" />}
            title="Medical disclaimer"
          >
            LabelLens gives general information, not medical advice. Talk to a healthcare
            professional about allergies or health conditions.
          </Alert>

          <Button
            type="submit"
            variant="brand"
            size="lg"
            block
            disabled={save.isPending}
            className={cx(save.isPending && 'is-pending')}
          >
            {save.isPending ? 'Saving...' : 'Complete Profile'}
          </Button>
        </form>
      </main>
    </div>
  );
}
