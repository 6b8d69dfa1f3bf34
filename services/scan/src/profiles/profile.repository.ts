import { Injectable } from '@nestjs/common';
import type { UserProfile } from '@labellens/ingredient-analysis';
import { DataSource } from 'typeorm';
import { HealthProfileEntity } from './entities/health-profile.entity';

@Injectable()
export class ProfileRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The health profile the analysis personalises with, or null when none arrived yet. */
  async findForUser(userId: string): Promise<UserProfile | null> {
    const row = await this.dataSource.manager
      .getRepository(HealthProfileEntity)
      .findOne({ where: { userId } });
    if (!row) return null;
    return {
      age: row.age,
      sex: row.sex as UserProfile['sex'],
      weight: row.weight,
      height: row.height,
      activityLevel: row.activityLevel as UserProfile['activityLevel'],
      goal: row.goal as UserProfile['goal'],
      diet: row.diet as UserProfile['diet'],
      allergies: row.allergies,
      healthConcerns: row.healthConcerns,
    };
  }
}
