import { BadRequestException, Body, Controller, HttpCode, Post, UnauthorizedException } from '@nestjs/common';
import { ACTIVITY_LEVELS, DIETS as DIET_VALUES, GOALS as GOAL_VALUES, SEXES as SEX_VALUES } from '@labellens/contracts';
import { CurrentUserId } from '@labellens/server-auth';
import { DataSource } from 'typeorm';
import { EventsPublisher } from '../common/events.publisher';
import { toCurrentUserDto, toProfilePayload } from '../users/user.mapper';
import { UserEntity } from '../users/user.entity';

// The form's choices are the API's (libs/shared/contracts); read as plain strings to test input.
const SEXES: readonly string[] = SEX_VALUES;
const ACTIVITY: readonly string[] = ACTIVITY_LEVELS;
const GOALS: readonly string[] = GOAL_VALUES;
const DIETS: readonly string[] = DIET_VALUES;

// Spec 02 §5: the messages shown under each field.
export const PROFILE_MESSAGES = {
  age: 'Please enter a valid age between 13 and 120',
  sex: 'Please select your sex',
  weight: 'Please enter a valid weight between 20-300 kg',
  height: 'Please enter a valid height between 100-250 cm',
  activityLevel: 'Please select your activity level',
  goal: 'Please select your goal',
  diet: 'Please select a diet from the list',
  allergies: 'Allergies must be text of at most 1000 characters',
  healthConcerns: 'Health concerns must be text of at most 2000 characters',
} as const;

/** Numbers are parsed as integers, as the form does ("72.5" → 72). */
function toInt(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value), 10);
  return Number.isFinite(parsed) ? parsed : NaN;
}

function text(value: unknown, max: number): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) value = value.map(String).join(', ');
  if (typeof value !== 'string' || value.length > max) return undefined;
  return value.trim() || null;
}

export function validateProfile(body: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  const age = toInt(body.age);
  if (age === null || Number.isNaN(age) || age < 13 || age > 120) errors.age = PROFILE_MESSAGES.age;
  if (typeof body.sex !== 'string' || !SEXES.includes(body.sex)) errors.sex = PROFILE_MESSAGES.sex;
  const weight = toInt(body.weight);
  if (weight !== null && (Number.isNaN(weight) || weight < 20 || weight > 300)) errors.weight = PROFILE_MESSAGES.weight;
  const height = toInt(body.height);
  if (height !== null && (Number.isNaN(height) || height < 100 || height > 250)) errors.height = PROFILE_MESSAGES.height;
  if (typeof body.activityLevel !== 'string' || !ACTIVITY.includes(body.activityLevel)) errors.activityLevel = PROFILE_MESSAGES.activityLevel;
  if (typeof body.goal !== 'string' || !GOALS.includes(body.goal)) errors.goal = PROFILE_MESSAGES.goal;
  const diet = body.diet === '' || body.diet === undefined || body.diet === null ? null : body.diet;
  if (diet !== null && (typeof diet !== 'string' || !DIETS.includes(diet))) errors.diet = PROFILE_MESSAGES.diet;
  const allergies = text(body.allergies, 1000);
  if (allergies === undefined) errors.allergies = PROFILE_MESSAGES.allergies;
  const healthConcerns = text(body.healthConcerns, 2000);
  if (healthConcerns === undefined) errors.healthConcerns = PROFILE_MESSAGES.healthConcerns;
  const first = Object.values(errors)[0];
  if (first) throw new BadRequestException({ message: first, errors });
  return { age: age!, sex: body.sex as string, weight, height, activityLevel: body.activityLevel as string, goal: body.goal as string, diet: diet as string | null, allergies: allergies ?? null, healthConcerns: healthConcerns ?? null };
}

@Controller('api/profile')
export class ProfileController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventsPublisher,
  ) {}

  @Post('setup')
  @HttpCode(200)
  async setup(@CurrentUserId() userId: string, @Body() body: unknown) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestException('Request body must be a JSON object');
    const profile = validateProfile(body as Record<string, unknown>);
    const user = await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(UserEntity);
      const row = await repo.findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new UnauthorizedException('Unauthorized');
      Object.assign(row, profile, { profileComplete: true });
      const saved = await repo.save(row);
      await this.events.publish(manager, 'auth.user.profile-updated.v1', userId, toProfilePayload(saved));
      return saved;
    });
    return toCurrentUserDto(user);
  }
}
