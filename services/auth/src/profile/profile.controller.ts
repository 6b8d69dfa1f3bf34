import { Body, Controller, HttpCode, Post, UnauthorizedException } from '@nestjs/common';
import { CurrentUserId } from '@labellens/server-auth';
import { toCurrentUserDto } from '../users/user.mapper';
import { parseProfileSetup } from './profile.dto';
import { ProfileService } from './profile.service';

@Controller('api/profile')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Post('setup')
  @HttpCode(200)
  async setup(@CurrentUserId() userId: string, @Body() body: unknown) {
    const user = await this.profiles.complete(userId, parseProfileSetup(body));
    if (!user) throw new UnauthorizedException('Unauthorized');
    return toCurrentUserDto(user);
  }
}
