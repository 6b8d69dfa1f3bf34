import { Controller } from '@nestjs/common';
import {
  CreatePaygPaymentRequestSchema,
  ProcessPaygPaymentRequestSchema,
} from '@labellens/contracts';
import { CurrentUserId } from '@labellens/server-auth';
import { PostOk, ValidBody } from '@labellens/server-core';
import {
  type CreatePaygPaymentDto,
  type CreatePaygPaymentResponseDto,
  type ProcessAllPendingResponseDto,
  type ProcessPaygPaymentDto,
  type ProcessPaygPaymentResponseDto,
} from './dto/payg.dto';
import { PaygService } from './payg.service';

@Controller('api/payg')
export class PaygController {
  constructor(private readonly payg: PaygService) {}

  @PostOk('create-payment')
  createPayment(
    @CurrentUserId() userId: string,
    @ValidBody(CreatePaygPaymentRequestSchema) body: CreatePaygPaymentDto,
  ): Promise<CreatePaygPaymentResponseDto> {
    return this.payg.createPayment(userId, body.scansQuantity);
  }

  @PostOk('process-payment')
  processPayment(
    @CurrentUserId() userId: string,
    @ValidBody(ProcessPaygPaymentRequestSchema) body: ProcessPaygPaymentDto,
  ): Promise<ProcessPaygPaymentResponseDto> {
    return this.payg.processPayment(userId, body.paymentIntentId);
  }

  @PostOk('process-all-pending')
  processAllPending(@CurrentUserId() userId: string): Promise<ProcessAllPendingResponseDto> {
    return this.payg.processAllPending(userId);
  }
}
