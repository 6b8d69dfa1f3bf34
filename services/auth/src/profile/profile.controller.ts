import { Body, Controller, UnauthorizedException } from '@nestjs/common';
import { PostOk } from '@labellens/server-core';
import { CurrentUserId } from '@labellens/server-auth';
import { toCurrentUserDto } from '../users/user.mapper';
import { parseProfileSetup } from './profile.dto';
import { ProfileService } from './profile.service';

@Controller('api/profile')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @PostOk('setup')
  async setup(@CurrentUserId() userId: string, @Body() body: unknown) {
    const user = await this.profiles.complete(userId, parseProfileSetup(body));
    if (!user) throw new UnauthorizedException('Unauthorized');
    return toCurrentUserDto(user);
  }
}
