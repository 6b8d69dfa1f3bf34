import type { CurrentUserDto } from '@labellens/contracts';
import type { EventPayloadInput } from '@labellens/event-contracts';
import type { UserEntity } from './user.entity';

/** The current-user response: the fields the screens use (spec 01 §3). */
export function toCurrentUserDto(user: UserEntity): CurrentUserDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
    age: user.age,
    sex: user.sex as CurrentUserDto['sex'],
    weight: user.weight,
    height: user.height,
    activityLevel: user.activityLevel as CurrentUserDto['activityLevel'],
    goal: user.goal as CurrentUserDto['goal'],
    diet: user.diet as CurrentUserDto['diet'],
    allergies: user.allergies,
    healthConcerns: user.healthConcerns,
    profileComplete: user.profileComplete,
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
    profile: {
      age: user.age,
      sex: user.sex as 'male' | 'female' | 'other' | null,
      weight: user.weight,
      height: user.height,
      activityLevel: user.activityLevel as 'sedentary' | 'moderate' | 'active' | null,
      goal: user.goal as 'lose' | 'maintain' | 'gain' | null,
      diet: user.diet as EventPayloadInput<'auth.user.profile-updated.v1'>['profile']['diet'],
      allergies: splitAllergies(user.allergies),
      healthConcerns: user.healthConcerns,
      profileComplete: user.profileComplete,
    },
  };
}
