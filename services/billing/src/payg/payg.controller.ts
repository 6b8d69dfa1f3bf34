import { Controller } from '@nestjs/common';
import {
  CreatePaygPaymentRequestSchema,
  ProcessPaygPaymentRequestSchema,
  type CreatePaygPaymentResponse,
  type ProcessAllPendingResponse,
  type ProcessPaygPaymentResponse,
} from '@labellens/contracts';
import { CurrentUserId } from '@labellens/server-auth';
import { PostOk, ValidBody } from '@labellens/server-core';
import { type CreatePaygPaymentDto, type ProcessPaygPaymentDto } from './dto/payg.dto';
import { PaygService } from './payg.service';

@Controller('api/payg')
export class PaygController {
  constructor(private readonly payg: PaygService) {}

  @PostOk('create-payment')
  createPayment(
    @CurrentUserId() userId: string,
    @ValidBody(CreatePaygPaymentRequestSchema) body: CreatePaygPaymentDto,
  ): Promise<CreatePaygPaymentResponse> {
    return this.payg.createPayment(userId, body.scansQuantity);
  }

  @PostOk('process-payment')
  processPayment(
    @CurrentUserId() userId: string,
    @ValidBody(ProcessPaygPaymentRequestSchema) body: ProcessPaygPaymentDto,
  ): Promise<ProcessPaygPaymentResponse> {
    return this.payg.processPayment(userId, body.paymentIntentId);
  }

  @PostOk('process-all-pending')
  processAllPending(@CurrentUserId() userId: string): Promise<ProcessAllPendingResponse> {
    return this.payg.processAllPending(userId);
  }
}
