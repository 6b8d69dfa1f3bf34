import { Injectable } from '@nestjs/common';
import { EntityRepository } from '@labellens/server-database';
import { IsNull, type EntityManager } from 'typeorm';
import { ScanEntity } from './entities/scan.entity';

/** Every query is scoped to the owner: another person's scan is simply not found. */
@Injectable()
export class ScanRepository extends EntityRepository(ScanEntity) {
  async insert(scan: ScanEntity, manager: EntityManager): Promise<void> {
    await this.repo(manager).insert(scan);
  }

  findForUser(id: string, userId: string): Promise<ScanEntity | null> {
    return this.repo().findOne({ where: { id, userId } });
  }

  listForUser(userId: string, limit: number): Promise<ScanEntity[]> {
    return this.repo().find({
      where: { userId },
      order: { scannedAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  async deleteForUser(userId: string, manager?: EntityManager): Promise<number> {
    const result = await this.repo(manager).delete({ userId });
    return result.affected ?? 0;
  }

  /** True when the person's scan existed and is now gone. */
  async deleteOneForUser(id: string, userId: string): Promise<boolean> {
    const result = await this.repo().delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }

  /** With `onlyFirst`, only a scan without a nutrition analysis yet is updated. */
  async updateNutrition(
    id: string,
    userId: string,
    nutrition: Pick<ScanEntity, 'nutritionData' | 'nutritionAnalysis'>,
    options: { onlyFirst?: boolean; manager?: EntityManager } = {},
  ): Promise<boolean> {
    const result = await this.repo(options.manager).update(
      { id, userId, ...(options.onlyFirst ? { nutritionAnalysis: IsNull() } : {}) },
      nutrition,
    );
    return (result.affected ?? 0) > 0;
  }
}
