import { Module } from '@nestjs/common';
import { AuthCommonModule } from '../common/auth-common.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';

/** The profile a user sets up after signing up. */
@Module({
  imports: [AuthCommonModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
