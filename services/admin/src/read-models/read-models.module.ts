import { Global, Module } from '@nestjs/common';
import { ReadModelsRepository } from './read-models.repository';

/**
 * Global because EventsModule instantiates the consumers in its own scope, where they must still
 * find the repository.
 */
@Global()
@Module({
  providers: [ReadModelsRepository],
  exports: [ReadModelsRepository],
})
export class ReadModelsModule {}
