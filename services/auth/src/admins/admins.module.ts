import { Module } from '@nestjs/common';
import { AuthCommonModule } from '../common/auth-common.module';
import { AdminBootstrap } from './admin-bootstrap';
import { AdminsController } from './admins.controller';
import { AdminsRepository } from './admins.repository';
import { AdminsService } from './admins.service';

/** Admin accounts: their sign-in routes, their tokens and the admin created from the config. */
@Module({
  imports: [AuthCommonModule],
  controllers: [AdminsController],
  providers: [AdminsRepository, AdminsService, AdminBootstrap],
  exports: [AdminsService],
})
export class AdminsModule {}
