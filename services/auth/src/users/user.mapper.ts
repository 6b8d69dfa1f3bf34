import type { ActivityLevel, CurrentUserDto, Diet, Goal, Sex } from '@labellens/contracts';
import type { EventPayloadInput } from '@labellens/event-contracts';
import type { UserEntity } from './user.entity';

/**
 * A user's health-profile fields, typed as the API and the profile event name them (the columns
 * hold text; the profile form only stores the vocabularies' values).
 */
function profileFields(user: UserEntity) {
  return {
    age: user.age,
    sex: user.sex as Sex | null,
    weight: user.weight,
    height: user.height,
    activityLevel: user.activityLevel as ActivityLevel | null,
    goal: user.goal as Goal | null,
    diet: user.diet as Diet | null,
    allergies: user.allergies,
    healthConcerns: user.healthConcerns,
    profileComplete: user.profileComplete,
  };
}

/** The current-user response: the fields the screens use (spec 01 §3). */
export function toCurrentUserDto(user: UserEntity): CurrentUserDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
    ...profileFields(user),
  };
}

export function splitAllergies(allergies: string | null): string[] | null {
  if (!allergies) return null;
  return allergies
    .split(/[,;\n]/)
    .map((a) => a.trim())
    .filter(Boolean);
}

export function toProfilePayload(
  user: UserEntity,
): EventPayloadInput<'auth.user.profile-updated.v1'> {
  return {
    userId: user.id,
    profile: { ...profileFields(user), allergies: splitAllergies(user.allergies) },
  };
}
