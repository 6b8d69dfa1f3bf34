import { Module } from '@nestjs/common';
import { ProfileRepository } from './profile.repository';

/** The health-profile copy; its event consumers are registered with the EventsModule (app.module). */
@Module({
  providers: [ProfileRepository],
  exports: [ProfileRepository],
})
export class ProfilesModule {}
