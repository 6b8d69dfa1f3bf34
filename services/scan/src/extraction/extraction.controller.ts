import { Body, Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { ExtractImageRequestSchema } from '@labellens/contracts';
import { CurrentUserId } from '@labellens/server-auth';
import { ZodValidationPipe } from '@labellens/server-core';
import { ScanErrorsInterceptor } from '../common/scan.exception';
import type { ExtractImageDto } from './dto/extract-image.dto';
import { ExtractionService } from './extraction.service';

@Controller('api')
@UseInterceptors(ScanErrorsInterceptor)
export class ExtractionController {
  constructor(private readonly extraction: ExtractionService) {}

  /** {image, ocrProvider} → {ingredients, productName, containsStatements, allergens}. */
  @Post('extract-ingredients')
  @HttpCode(200)
  extractIngredients(
    @CurrentUserId() userId: string,
    @Body(new ZodValidationPipe(ExtractImageRequestSchema)) dto: ExtractImageDto,
  ) {
    return this.extraction.extract(userId, dto, 'ingredients');
  }

  /** {image, ocrProvider} → the nutrition object (calories, totalFat, protein, sodium in mg, …). */
  @Post('extract-nutrition')
  @HttpCode(200)
  extractNutrition(
    @CurrentUserId() userId: string,
    @Body(new ZodValidationPipe(ExtractImageRequestSchema)) dto: ExtractImageDto,
  ) {
    return this.extraction.extract(userId, dto, 'nutrition');
  }
}
