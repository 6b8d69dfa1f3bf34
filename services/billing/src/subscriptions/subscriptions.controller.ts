import { Controller, Get } from '@nestjs/common';
import {
  ActivateSubscriptionRequestSchema,
  CreateSubscriptionRequestSchema,
} from '@labellens/contracts';
import { CurrentUserId } from '@labellens/server-auth';
import { PostOk, ValidBody } from '@labellens/server-core';
import {
  type ActivateSubscriptionDto,
  type ActivateSubscriptionResponseDto,
  type CancelSubscriptionResponseDto,
} from './dto/activate-subscription.dto';
import {
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

  @PostOk('create')
  create(
    @CurrentUserId() userId: string,
    @ValidBody(CreateSubscriptionRequestSchema) body: CreateSubscriptionDto,
  ): Promise<CreateSubscriptionResponseDto> {
    return this.subscriptions.create(userId, body.tierCode);
  }

  @PostOk('activate')
  activate(
    @CurrentUserId() userId: string,
    @ValidBody(ActivateSubscriptionRequestSchema) body: ActivateSubscriptionDto,
  ): Promise<ActivateSubscriptionResponseDto> {
    return this.subscriptions.activate(userId, body);
  }

  @PostOk('cancel')
  cancel(@CurrentUserId() userId: string): Promise<CancelSubscriptionResponseDto> {
    return this.subscriptions.cancel(userId);
  }
}
