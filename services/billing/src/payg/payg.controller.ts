import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUserId } from '@labellens/server-auth';
import { ZodValidationPipe } from '@labellens/server-core';
import {
  createPaygPaymentSchema,
  processPaygPaymentSchema,
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

  @Post('create-payment')
  @HttpCode(200)
  createPayment(
    @CurrentUserId() userId: string,
    @Body(new ZodValidationPipe(createPaygPaymentSchema)) body: CreatePaygPaymentDto,
  ): Promise<CreatePaygPaymentResponseDto> {
    return this.payg.createPayment(userId, body.scansQuantity);
  }

  @Post('process-payment')
  @HttpCode(200)
  processPayment(
    @CurrentUserId() userId: string,
    @Body(new ZodValidationPipe(processPaygPaymentSchema)) body: ProcessPaygPaymentDto,
  ): Promise<ProcessPaygPaymentResponseDto> {
    return this.payg.processPayment(userId, body.paymentIntentId);
  }

  @Post('process-all-pending')
  @HttpCode(200)
  processAllPending(@CurrentUserId() userId: string): Promise<ProcessAllPendingResponseDto> {
    return this.payg.processAllPending(userId);
  }
}
