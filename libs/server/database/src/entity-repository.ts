import { Injectable } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
  type Repository,
} from 'typeorm';

/**
 * The base class of a service's repository over one entity, its DataSource injected by Nest:
 * `class ScanRepository extends EntityRepository(ScanEntity)`. Its methods reach the table through
 * `this.repo(manager)`, inside the caller's transaction when given that transaction's manager.
 */
export function EntityRepository<E extends ObjectLiteral>(entity: EntityTarget<E>) {
  @Injectable()
  class EntityRepositoryBase {
    constructor(protected readonly dataSource: DataSource) {}

    protected repo(manager?: EntityManager): Repository<E> {
      return (manager ?? this.dataSource.manager).getRepository(entity);
    }

    /** Runs `work` in one transaction; pass its manager to this repository's calls. */
    transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
      return this.dataSource.transaction(work);
    }
  }
  return EntityRepositoryBase;
}
