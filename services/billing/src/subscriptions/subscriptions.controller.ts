import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CurrentUserId } from '@labellens/server-auth';
import { ZodValidationPipe } from '@labellens/server-core';
import {
  activateSubscriptionSchema,
  type ActivateSubscriptionDto,
  type ActivateSubscriptionResponseDto,
  type CancelSubscriptionResponseDto,
} from './dto/activate-subscription.dto';
import {
  createSubscriptionSchema,
  type CreateSubscriptionDto,
  type CreateSubscriptionResponseDto,
} from './dto/create-subscription.dto';
import type { SubscriptionStatusResponseDto } from './dto/subscription-status.dto';
import { SubscriptionsService } from './subscriptions.service';

/** Signed-in users only (the identity guard's default); every call acts on the caller's own account. */
@Controller('api/subscription')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get('status')
  status(@CurrentUserId() userId: string): Promise<SubscriptionStatusResponseDto> {
    return this.subscriptions.status(userId);
  }

  @Post('create')
  @HttpCode(200)
  create(
    @CurrentUserId() userId: string,
    @Body(new ZodValidationPipe(createSubscriptionSchema)) body: CreateSubscriptionDto,
  ): Promise<CreateSubscriptionResponseDto> {
    return this.subscriptions.create(userId, body.tierCode);
  }

  @Post('activate')
  @HttpCode(200)
  activate(
    @CurrentUserId() userId: string,
    @Body(new ZodValidationPipe(activateSubscriptionSchema)) body: ActivateSubscriptionDto,
  ): Promise<ActivateSubscriptionResponseDto> {
    return this.subscriptions.activate(userId, body);
  }

  @Post('cancel')
  @HttpCode(200)
  cancel(@CurrentUserId() userId: string): Promise<CancelSubscriptionResponseDto> {
    return this.subscriptions.cancel(userId);
  }
}
