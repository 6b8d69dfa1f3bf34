import type { Diet } from '@labellens/contracts';
import {
  ACTIVITY_LEVELS as ACTIVITY_LEVEL_VALUES,
  DIETS as DIET_VALUES,
  GOALS as GOAL_VALUES,
  SEXES as SEX_VALUES,
} from '@labellens/contracts/vocabulary';
import type { CurrentUser, ProfileSetupRequest } from '@labellens/web-api-client';

export interface ProfileForm {
  age: string;
  sex: string;
  weight: string;
  height: string;
  activityLevel: string;
  goal: string;
  diet: string;
  allergies: string;
  healthConcerns: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileForm, string>>;

const DIET_LABELS: Record<Diet, string> = {
  none: 'No specific diet',
  vegan: 'Vegan',
  vegetarian: 'Vegetarian',
  pescatarian: 'Pescatarian',
  keto: 'Keto',
  paleo: 'Paleo',
  mediterranean: 'Mediterranean',
  'low-carb': 'Low-carb',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
  whole30: 'Whole30',
};

/** The diets of the form, in the API's order (libs/shared/contracts). */
export const DIETS = DIET_VALUES.map((value) => ({ value, label: DIET_LABELS[value] }));

export const ACTIVITY_LEVELS = [
  { value: 'sedentary', label: 'Sedentary' },
  { value: 'moderate', label: 'Moderate' },
  { value: 'active', label: 'Active' },
];

export const GOALS = [
  { value: 'lose', label: 'Lose weight' },
  { value: 'maintain', label: 'Maintain weight' },
  { value: 'gain', label: 'Gain weight' },
];

export const SEXES = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

/** Delay before leaving the page after a successful save (spec 02 §9). */
export const PROFILE_REDIRECT_MS = 100;

function toText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The form prefilled from the current user. */
export function profileFormFrom(user: CurrentUser | null | undefined): ProfileForm {
  return {
    age: toText(user?.age),
    sex: toText(user?.sex),
    weight: toText(user?.weight),
    height: toText(user?.height),
    activityLevel: toText(user?.activityLevel),
    goal: toText(user?.goal),
    diet: toText(user?.diet),
    allergies: toText(user?.allergies),
    healthConcerns: toText(user?.healthConcerns),
  };
}

/** True when the user already has profile data (the title is then Edit Your Profile). */
export function hasProfileData(user: CurrentUser | null | undefined): boolean {
  return Boolean(
    user && (user.age || user.sex || user.weight || user.height || user.activityLevel),
  );
}

function inRange(text: string, min: number, max: number): boolean {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) && value >= min && value <= max;
}

/** Validation of spec 02 §5; numbers are parsed as integers. */
export function validateProfile(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!inRange(form.age, 13, 120)) errors.age = 'Please enter a valid age between 13 and 120';
  if (!form.sex) errors.sex = 'Please select your sex';
  if (!inRange(form.weight, 20, 300))
    errors.weight = 'Please enter a valid weight between 20-300 kg';
  if (!inRange(form.height, 100, 250))
    errors.height = 'Please enter a valid height between 100-250 cm';
  if (!form.activityLevel) errors.activityLevel = 'Please select your activity level';
  if (!form.goal) errors.goal = 'Please select your goal';
  return errors;
}

/** The value of a choice field when it is one of the API's `values` (the form holds text). */
function choice<T extends string>(values: readonly T[], text: string): T | undefined {
  return values.find((value) => value === text);
}

/** Payload of POST /api/profile/setup; null for a form whose choices are not the API's. */
export function toProfileRequest(form: ProfileForm): ProfileSetupRequest | null {
  const sex = choice(SEX_VALUES, form.sex);
  const activityLevel = choice(ACTIVITY_LEVEL_VALUES, form.activityLevel);
  const goal = choice(GOAL_VALUES, form.goal);
  if (!sex || !activityLevel || !goal) return null;
  return {
    age: Number.parseInt(form.age, 10),
    sex,
    weight: Number.parseInt(form.weight, 10),
    height: Number.parseInt(form.height, 10),
    activityLevel,
    goal,
    diet: choice(DIET_VALUES, form.diet) ?? '',
    allergies: form.allergies.trim(),
    healthConcerns: form.healthConcerns.trim(),
    profileComplete: true,
  };
}
