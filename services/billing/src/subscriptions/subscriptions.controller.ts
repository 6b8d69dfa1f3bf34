import { Controller, Get } from '@nestjs/common';
import {
  ActivateSubscriptionRequestSchema,
  CreateSubscriptionRequestSchema,
  type ActivateSubscriptionResponse,
  type CancelSubscriptionResponse,
  type CreateSubscriptionResponse,
  type SubscriptionStatus,
} from '@labellens/contracts';
import { CurrentUserId } from '@labellens/server-auth';
import { PostOk, ValidBody } from '@labellens/server-core';
import { type ActivateSubscriptionDto } from './dto/activate-subscription.dto';
import { type CreateSubscriptionDto } from './dto/create-subscription.dto';
import { SubscriptionsService } from './subscriptions.service';

/** Signed-in users only (the identity guard's default); every call acts on the caller's own account. */
@Controller('api/subscription')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get('status')
  status(@CurrentUserId() userId: string): Promise<SubscriptionStatus> {
    return this.subscriptions.status(userId);
  }

  @PostOk('create')
  create(
    @CurrentUserId() userId: string,
    @ValidBody(CreateSubscriptionRequestSchema) body: CreateSubscriptionDto,
  ): Promise<CreateSubscriptionResponse> {
    return this.subscriptions.create(userId, body.tierCode);
  }

  @PostOk('activate')
  activate(
    @CurrentUserId() userId: string,
    @ValidBody(ActivateSubscriptionRequestSchema) body: ActivateSubscriptionDto,
  ): Promise<ActivateSubscriptionResponse> {
    return this.subscriptions.activate(userId, body);
  }

  @PostOk('cancel')
  cancel(@CurrentUserId() userId: string): Promise<CancelSubscriptionResponse> {
    return this.subscriptions.cancel(userId);
  }
}
