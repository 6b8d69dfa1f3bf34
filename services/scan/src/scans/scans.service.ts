import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@labellens/server-core';
import {
  analyzeNutrition,
  emptyNutritionValues,
  resolveLanguage,
  type NutritionTable,
  type NutritionValues,
} from '@labellens/ingredient-analysis';
import {
  displayLanguageCode,
  type ScanDetail,
  type ScanHistoryItem,
  type ScanNutritionResponse,
  type ScanResult,
  type ScanStatusStep,
  type ScanStreamEvent,
} from '@labellens/contracts';
import { erasedUserKey, OutboxPublisher } from '@labellens/server-events';
import { DataSource, type EntityManager } from 'typeorm';
import { BillingClient, type Reservation } from '../billing/billing.client';
import { QuotaCommitsService } from '../billing/quota-commits.service';
import { ScanNotFoundError } from '../common/scan.exception';
import type { ScanConfig } from '../config/scan.config';
import { applyEnrichment, EnrichmentService } from '../llm/enrichment.service';
import { PreferenceRepository, preferenceKey } from '../preferences/preference.repository';
import { ProfileRepository } from '../profiles/profile.repository';
import type { CreateScanDto, ScanNutritionDto } from './dto/create-scan.dto';
import {
  toHistoryItemDto,
  toScanDetailDto,
  toScanProductDto,
  toScanResultDto,
  withPreferences,
} from './dto/scan.mapper';
import { toNutritionAnalysisDto } from './dto/nutrition-analysis.mapper';
import { STATUS_MESSAGES } from './dto/stream-event.dto';
import { ScanEntity } from './entities/scan.entity';
import { ScanAnalyzer } from './scan-analysis.service';
import { ScanRepository } from './scan.repository';

/** Where a scan's progress goes: the SSE stream, or nowhere for POST /api/scan. */
export interface ScanSink {
  send(event: ScanStreamEvent): void;
}

/** The client went away: the scan stops and its reservation is released. */
export class ScanAbortedError extends Error {
  constructor() {
    super('the client disconnected');
    this.name = 'ScanAbortedError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const HISTORY_LIMIT = 500;

function num(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const parsed = Number.parseFloat(v.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * The nutrition table behind the page's nutrition object: the full reading when it came from
 * our extraction, otherwise the spec fields (sodium in mg), per serving when a serving size is given.
 */
export function nutritionTableFrom(data: ScanNutritionDto['nutritionData']): NutritionTable {
  const serving = data.servingSize ? /(\d+(?:[.,]\d+)?)\s*(g|ml)\b/i.exec(data.servingSize) : null;
  const table: NutritionTable = {
    per100: emptyNutritionValues(),
    perServing: emptyNutritionValues(),
    per100Unit: data.per100Unit ?? 'g',
    servingSize: data.servingSize ?? null,
    servingQuantity: serving
      ? {
          value: Number(serving[1].replace(',', '.')),
          unit: serving[2].toLowerCase() as 'g' | 'ml',
        }
      : null,
    packageQuantity: data.packageQuantity ?? null,
  };
  if (data.per100 || data.perServing) {
    Object.assign(table.per100, data.per100 ?? {});
    Object.assign(table.perServing, data.perServing ?? {});
    return table;
  }
  const sodiumMg = num(data.sodium);
  const values: NutritionValues = {
    ...emptyNutritionValues(),
    energyKcal: num(data.calories),
    fat: num(data.totalFat),
    saturatedFat: num(data.saturatedFat),
    carbohydrates: num(data.carbohydrates),
    sugars: num(data.sugars),
    protein: num(data.protein),
    sodium: sodiumMg === null ? null : sodiumMg / 1000,
    salt: sodiumMg === null ? null : Math.round((sodiumMg / 1000) * 2.5 * 1000) / 1000,
  };
  if (data.basis === 'serving' || (data.basis === undefined && table.servingQuantity))
    table.perServing = values;
  else table.per100 = values;
  return table;
}

@Injectable()
export class ScansService {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ScanConfig,
    private readonly dataSource: DataSource,
    private readonly analyzer: ScanAnalyzer,
    private readonly scans: ScanRepository,
    private readonly preferences: PreferenceRepository,
    private readonly profiles: ProfileRepository,
    private readonly billing: BillingClient,
    private readonly commits: QuotaCommitsService,
    private readonly enrichment: EnrichmentService,
    private readonly events: OutboxPublisher,
  ) {}

  /** One scan of quota, reserved before any work; the scan id makes a retried reservation the same one. */
  reserve(userId: string, scanId: string): Promise<Reservation> {
    return this.billing.reserve(userId, `scan-${scanId}`);
  }

  /**
   * Analyses, enriches (with an LLM when configured), saves and publishes one scan whose quota is
   * reserved. The reservation is committed once the scan is saved and released on any failure
   * before that, including a client that disconnects.
   */
  async analyseReserved(args: {
    userId: string;
    scanId: string;
    reservation: Reservation;
    dto: CreateScanDto;
    sink?: ScanSink;
    signal?: AbortSignal;
    /** When it was scanned (an offline scan synced later); default now. */
    scannedAt?: Date;
    /** More writes that must commit with the scan (the offline sync's idempotency row). */
    alsoSave?: (manager: EntityManager) => Promise<void>;
    /**
     * false: a failure keeps the reservation (an offline allowance's claimed scan stays with its
     * idempotency key for the retry, and goes back to the quota when the allowance ends).
     */
    releaseOnFailure?: boolean;
  }): Promise<ScanResult> {
    const { userId, scanId, reservation, dto } = args;
    const signal = args.signal ?? new AbortController().signal;
    const send = (event: ScanStreamEvent) => args.sink?.send(event);
    const status = (step: ScanStatusStep) =>
      send({ type: 'status', message: STATUS_MESSAGES[step], data: { step, scanId } });
    const checkAborted = () => {
      if (signal.aborted) throw new ScanAbortedError();
    };
    const displayLanguage = resolveLanguage(displayLanguageCode(dto.preferredLanguage)).display;
    let saved = false;
    try {
      status('reading');
      const personal = await this.analyzer.personalContext(userId);
      checkAborted();
      const run = this.analyzer.analyse(
        {
          ingredientsText: dto.ingredients,
          containsStatements: dto.containsStatements,
          allergens: dto.allergens,
          displayLanguage,
        },
        personal,
      );
      let step = run.next();
      while (!step.done) {
        send({ type: 'ingredient', message: `Analyzed ${step.value.name}`, data: step.value });
        step = run.next();
      }
      const outcome = step.value;
      status('allergens');
      for (const allergen of outcome.allergens)
        send({ type: 'allergen', message: `Found allergen: ${allergen.name}`, data: allergen });
      status('personal');
      checkAborted();

      let enrichedBy: string | null = null;
      if (this.enrichment.enabled && outcome.ingredients.length > 0) {
        status('explaining');
        const byId = new Map(outcome.ingredients.map((i, index) => [i.id, index]));
        const enriched = await this.enrichment.run(
          userId,
          scanId,
          displayLanguage,
          outcome.ingredients,
          (result) => {
            const index = byId.get(result.id);
            if (index === undefined) return;
            outcome.ingredients[index] = applyEnrichment(
              outcome.ingredients[index],
              result,
              this.config.OPENAI_MODEL,
            );
            send({
              type: 'ingredient',
              message: `Explained ${outcome.ingredients[index].name}`,
              data: outcome.ingredients[index],
            });
          },
          signal,
        );
        enrichedBy = enriched?.model ?? null;
      }
      checkAborted();

      status('saving');
      const scan = Object.assign(new ScanEntity(), {
        id: scanId,
        userId,
        productName: dto.productName,
        ingredientsText: outcome.text,
        containsStatements: dto.containsStatements,
        ingredients: outcome.ingredients,
        allergens: outcome.allergens,
        allergenNames: outcome.allergens.map((a) => a.name),
        ingredientCount: outcome.ingredients.length,
        allergenCount: outcome.allergens.length,
        overallSafetyScore: outcome.overall.score,
        overallSafetyRating: outcome.overall.rating,
        personal: outcome.personal,
        guidance: outcome.guidance,
        nutritionData: null,
        nutritionAnalysis: null,
        displayLanguage,
        labelLanguage: outcome.ingredients.length > 0 ? outcome.labelLanguage : null,
        enrichedBy,
        reservationId: reservation.reservationId,
        scannedAt: args.scannedAt ?? new Date(),
      });
      await this.save(scan, checkAborted, args.alsoSave);
      saved = true;
      await this.commits.commitNow(reservation.reservationId);
      const result = toScanResultDto(scan);
      send({ type: 'complete', message: 'Analysis complete!', data: result });
      return result;
    } catch (err) {
      if (!saved && args.releaseOnFailure !== false)
        await this.billing.release(reservation.reservationId);
      throw err;
    }
  }

  /**
   * The scan row, its completed event and its pending quota commit commit together (transactional
   * outbox). `checkAborted` runs last before COMMIT: a client gone by then keeps nothing.
   */
  private async save(
    scan: ScanEntity,
    checkAborted: () => void,
    alsoSave?: (manager: EntityManager) => Promise<void>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const deleted: unknown[] = await manager.query(
        `SELECT 1 FROM deleted_users WHERE user_key = $1`,
        [erasedUserKey(scan.userId)],
      );
      if (deleted.length > 0) throw new Error('the account of this scan was deleted');
      // First, so a concurrent duplicate (same idempotency key) waits here and then fails early.
      if (alsoSave) await alsoSave(manager);
      await this.scans.insert(scan, manager);
      if (scan.reservationId)
        await this.commits.record(manager, {
          reservationId: scan.reservationId,
          scanId: scan.id,
          userId: scan.userId,
        });
      await this.events.publish(manager, 'scan.scan.completed.v1', scan.id, {
        scanId: scan.id,
        userId: scan.userId,
        productName: scan.productName,
        ingredientCount: scan.ingredientCount,
        allergenCount: scan.allergenCount,
        overallSafetyScore: scan.overallSafetyScore,
        overallSafetyRating: scan.overallSafetyRating,
        scannedAt: scan.scannedAt,
      });
      checkAborted();
    });
  }

  private async reanalyseNutrition(
    scan: ScanEntity,
    nutrition: Pick<ScanEntity, 'nutritionData' | 'nutritionAnalysis'>,
  ): Promise<void> {
    const reservation = await this.billing.reserve(scan.userId, `nutrition-${randomUUID()}`);
    try {
      await this.dataSource.transaction(async (manager) => {
        if (!(await this.scans.updateNutrition(scan.id, scan.userId, nutrition, { manager })))
          throw new ScanNotFoundError();
        await this.commits.record(manager, {
          reservationId: reservation.reservationId,
          scanId: scan.id,
          userId: scan.userId,
        });
      });
    } catch (err) {
      await this.billing.release(reservation.reservationId);
      throw err;
    }
    await this.commits.commitNow(reservation.reservationId);
  }

  async history(userId: string): Promise<ScanHistoryItem[]> {
    return (await this.scans.listForUser(userId, HISTORY_LIMIT)).map(toHistoryItemDto);
  }

  async clearHistory(userId: string): Promise<{ deleted: number }> {
    return { deleted: await this.scans.deleteForUser(userId) };
  }

  /**
   * Removes one of the person's scans. The scan was used when it was analysed, so billing is not
   * told: deleting never gives a scan back.
   */
  async deleteOne(id: string, userId: string): Promise<void> {
    if (!(await this.scans.deleteOneForUser(id, userId))) throw new ScanNotFoundError();
  }

  private async owned(id: string, userId: string): Promise<ScanEntity> {
    const scan = UUID.test(id) ? await this.scans.findForUser(id, userId) : null;
    if (!scan) throw new ScanNotFoundError();
    return scan;
  }

  async detail(id: string, userId: string): Promise<ScanDetail> {
    const scan = await this.owned(id, userId);
    const marks = new Map(
      (await this.preferences.listForUser(userId)).map((p) => [p.nameKey, p.preference]),
    );
    return toScanDetailDto(scan, withPreferences(scan.ingredients, marks, preferenceKey));
  }

  /**
   * Nutrition analysis attached to a scan of this person (the base scan of the nutrition flow).
   * The first one is part of that scan, which was charged; analysing the same scan again is a new
   * analysis and uses a scan (403 with billing's text when none is left).
   */
  async addNutrition(userId: string, dto: ScanNutritionDto): Promise<ScanNutritionResponse> {
    const scan = await this.owned(dto.productId, userId);
    const profile = await this.profiles.findForUser(userId);
    const analysis = toNutritionAnalysisDto(
      analyzeNutrition(nutritionTableFrom(dto.nutritionData), {
        profile,
        displayLanguage: resolveLanguage(displayLanguageCode(dto.preferredLanguage)).display,
        ...(scan.ingredientsText ? { ingredientsText: scan.ingredientsText } : {}),
        ...(scan.labelLanguage ? { lang: scan.labelLanguage } : {}),
      }),
    );
    const data = dto.nutritionData;
    const nutrition = { nutritionData: data, nutritionAnalysis: analysis };
    if (!(await this.scans.updateNutrition(scan.id, userId, nutrition, { onlyFirst: true })))
      await this.reanalyseNutrition(scan, nutrition);
    return {
      product: toScanProductDto(scan),
      nutrition: { data, analysis },
    };
  }
}
