import { Controller, Delete, Get, UseInterceptors } from '@nestjs/common';
import {
  IngredientNameParamsSchema,
  SetPreferenceRequestSchema,
  type MessageResponse,
  type PreferencesResponse,
  type SetPreferenceResponse,
} from '@labellens/contracts';
import { CurrentUserId } from '@labellens/server-auth';
import { PostOk, ValidBody, ValidParam } from '@labellens/server-core';
import { PreferenceNotFoundError, ScanErrorsInterceptor } from '../common/scan.exception';
import type { SetPreferenceDto } from './dto/set-preference.dto';
import { PreferenceRepository } from './preference.repository';

@Controller('api/preferences')
@UseInterceptors(ScanErrorsInterceptor)
export class PreferencesController {
  constructor(private readonly preferences: PreferenceRepository) {}

  @Get()
  async list(@CurrentUserId() userId: string): Promise<PreferencesResponse> {
    const out: PreferencesResponse = { safe: [], concern: [], allergy: [] };
    for (const p of await this.preferences.listForUser(userId)) {
      out[p.preference].push({ id: p.id, ingredient: { name: p.ingredientName } });
    }
    return out;
  }

  @PostOk()
  async set(
    @CurrentUserId() userId: string,
    @ValidBody(SetPreferenceRequestSchema) dto: SetPreferenceDto,
  ): Promise<SetPreferenceResponse> {
    const row = await this.preferences.upsert(userId, dto.ingredientName, dto.preference);
    return { id: row.id, ingredient: { name: row.ingredientName }, preference: row.preference };
  }

  /** The name comes URL-encoded (`palm%20oil`); the router decodes it. */
  @Delete(':ingredientName')
  async remove(
    @CurrentUserId() userId: string,
    @ValidParam('ingredientName', IngredientNameParamsSchema.shape.ingredientName) name: string,
  ): Promise<MessageResponse> {
    if (!(await this.preferences.deleteByName(userId, name))) throw new PreferenceNotFoundError();
    return { message: `${name} has been removed from your preferences.` };
  }
}
