import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** A database transaction handle, passed from services to repositories. */
export type Tx = EntityManager;

/** Runs work in one READ COMMITTED transaction; repositories do the SQL with the handle it passes. */
@Injectable()
export class UnitOfWorkService {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
