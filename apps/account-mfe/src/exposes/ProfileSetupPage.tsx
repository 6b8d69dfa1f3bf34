import '../styles/account.css';
import { signOut, useSession, useToast, useUnauthorizedRedirect } from '@labellens/shell-contract';
import { queryKeys, setupProfile } from '@labellens/web-api-client';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cx,
  FormField,
  Input,
  PageHeader,
  Select,
  SpinnerBlock,
  Textarea,
} from '@labellens/web-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Lock, LogOut, Stethoscope } from 'lucide-react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
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
  type ProfileErrors,
  type ProfileForm,
} from '../modules/profile-setup/utils/profile-form';

/** /profile-setup (spec 02 §2, §5). */
export default function ProfileSetupPage() {
  const { user, isLoading } = useSession();
  const { toast } = useToast();
  const { handleError } = useUnauthorizedRedirect();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState<ProfileForm>(() => profileFormFrom(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const prefilled = useRef(Boolean(user));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!prefilled.current && user) {
      prefilled.current = true;
      setForm(profileFormFrom(user));
    }
  }, [user]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const save = useMutation({
    mutationFn: () => setupProfile(toProfileRequest(form)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [queryKeys.currentUser] });
      timer.current = setTimeout(() => {
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

  const set = (field: keyof ProfileForm) => (value: string) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = validateProfile(form);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
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
          <Card>
            <CardHeader>
              <CardTitle>Basic Information</CardTitle>
            </CardHeader>
            <CardContent className="ll-stack">
              <FormField label="Age" error={errors.age}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={13}
                  max={120}
                  value={form.age}
                  onChange={(e) => {
                    set('age')(e.target.value);
                  }}
                />
              </FormField>
              <fieldset
                className="acct-fieldset"
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
                          set('sex')(e.target.value);
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
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Physical Stats</CardTitle>
            </CardHeader>
            <CardContent className="acct-row-2">
              <FormField label="Weight (kg)" error={errors.weight}>
                <Input
                  type="number"
                  inputMode="numeric"
                  value={form.weight}
                  onChange={(e) => {
                    set('weight')(e.target.value);
                  }}
                />
              </FormField>
              <FormField label="Height (cm)" error={errors.height}>
                <Input
                  type="number"
                  inputMode="numeric"
                  value={form.height}
                  onChange={(e) => {
                    set('height')(e.target.value);
                  }}
                />
              </FormField>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Activity &amp; Goals</CardTitle>
            </CardHeader>
            <CardContent className="ll-stack">
              <FormField label="Activity level" error={errors.activityLevel}>
                <Select
                  value={form.activityLevel}
                  onChange={(e) => {
                    set('activityLevel')(e.target.value);
                  }}
                >
                  <option value="">Select your activity level</option>
                  {ACTIVITY_LEVELS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label="Goal" error={errors.goal}>
                <Select
                  value={form.goal}
                  onChange={(e) => {
                    set('goal')(e.target.value);
                  }}
                >
                  <option value="">Select your goal</option>
                  {GOALS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label="Diet (optional)">
                <Select
                  value={form.diet}
                  onChange={(e) => {
                    set('diet')(e.target.value);
                  }}
                >
                  <option value="">Select a diet</option>
                  {DIETS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              </FormField>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Health Information</CardTitle>
              <CardDescription>Optional. Used only to personalise your results.</CardDescription>
            </CardHeader>
            <CardContent className="ll-stack">
              <FormField label="Allergies (optional)" hint="Separate allergies with commas.">
                <Textarea
                  rows={2}
                  placeholder="e.g. peanuts, shellfish, lactose"
                  value={form.allergies}
                  onChange={(e) => {
                    set('allergies')(e.target.value);
                  }}
                />
              </FormField>
              <FormField label="Health concerns (optional)">
                <Textarea
                  rows={2}
                  placeholder="e.g. high blood pressure, eczema"
                  value={form.healthConcerns}
                  onChange={(e) => {
                    set('healthConcerns')(e.target.value);
                  }}
                />
              </FormField>
            </CardContent>
          </Card>

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
