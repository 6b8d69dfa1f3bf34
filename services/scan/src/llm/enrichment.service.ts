import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG } from '@labellens/server-core';
import type { ScanConfig } from '../config/scan.config';
import { FairShare } from '../jobs/fair-share.service';
import { JobQueues } from '../jobs/job-queues.service';
import { ANALYSIS_JOB_OPTIONS, ANALYSIS_QUEUE } from '../jobs/queues';
import type { IngredientDto } from '../scans/dto/scan.mapper';
import type {
  AnalysisJobData,
  AnalysisJobProgress,
  AnalysisJobResult,
  EnrichmentResult,
} from './enrichment.types';

/** Ingredients sent to the model per scan: beyond this a list is long enough that cost outweighs value. */
const MAX_ITEMS = 60;

const RISK_WORDS = {
  low_risk: 'low risk',
  moderate: 'moderate risk',
  hazardous: 'high risk',
} as const;

/**
 * Puts one model answer on an ingredient. The knowledge base keeps the rating: a known ingredient
 * only gets a plainer explanation; an unknown one also gets the model's opinion, labelled
 * AI-estimated and kept apart from the rating (its safetyRating stays `unknown`).
 */
export function applyEnrichment(
  dto: IngredientDto,
  result: EnrichmentResult,
  model: string,
): IngredientDto {
  const out: IngredientDto = { ...dto, explanation: result.explanation, explanationSource: 'ai' };
  if (result.opinion && dto.safetyRating === 'unknown') {
    out.aiEstimate = {
      label: 'AI-estimated',
      riskLevel: result.opinion.riskLevel,
      reason: result.opinion.reason,
      model,
    };
    out.concerns = [
      ...dto.concerns,
      `AI-estimated (not from our knowledge base): ${RISK_WORDS[result.opinion.riskLevel]}. ${result.opinion.reason}`,
    ];
  }
  return out;
}

/**
 * The scan's side of LLM enrichment: adds the `analysis` job and relays each explained ingredient
 * (job progress) while it waits, for at most LLM_WAIT_MS. A slow or failing model never fails a
 * scan: whatever arrived is used. Fair like OCR: a person has at most one analysis job in the
 * queue (FairShare); their other scans wait for the slot here, within the same LLM_WAIT_MS.
 */
@Injectable()
export class EnrichmentService {
  private readonly logger = new Logger('EnrichmentService');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ScanConfig,
    private readonly queues: JobQueues,
    private readonly fairShare: FairShare,
  ) {}

  get enabled(): boolean {
    return Boolean(this.config.OPENAI_API_KEY);
  }

  async run(
    userId: string,
    scanId: string,
    language: string,
    ingredients: IngredientDto[],
    onResult: (result: EnrichmentResult) => void,
    signal: AbortSignal,
  ): Promise<{ results: EnrichmentResult[]; model: string } | null> {
    const jobId = `analysis-${scanId}`;
    const data: AnalysisJobData = {
      scanId,
      language,
      items: ingredients.slice(0, MAX_ITEMS).map((i) => ({
        id: i.id,
        name: i.name,
        known: i.safetyRating !== 'unknown',
        rating: i.safetyRating,
        notes: i.concerns,
      })),
    };
    const received = new Map<number, EnrichmentResult>();
    const take = (result: EnrichmentResult) => {
      if (received.has(result.id)) return;
      received.set(result.id, result);
      onResult(result);
    };
    const onProgress = (args: { jobId: string; data: unknown }) => {
      if (args.jobId !== jobId) return;
      for (const result of (args.data as Partial<AnalysisJobProgress>).results ?? []) take(result);
    };
    this.queues.analysisEvents.on('progress', onProgress);
    let stopWaiting: () => void = () => undefined;
    const stopped = new Promise<never>((_, reject) => {
      stopWaiting = () => {
        reject(new Error('the client went away'));
      };
      if (signal.aborted) stopWaiting();
      signal.addEventListener(
        'abort',
        () => {
          stopWaiting();
        },
        { once: true },
      );
    });
    stopped.catch(() => undefined);
    const started = Date.now();
    let release: () => Promise<void> = () => Promise.resolve();
    try {
      const acquiring = this.fairShare.acquire(
        ANALYSIS_QUEUE,
        userId,
        jobId,
        this.config.LLM_WAIT_MS,
        this.config.LLM_WAIT_MS + 5000,
      );
      // A client gone while waiting for the slot stops the wait; the slot, if taken later, is freed.
      acquiring.then(
        (free) => (signal.aborted ? free() : undefined),
        () => undefined,
      );
      release = await Promise.race([acquiring, stopped]);
      const job = await this.queues.analysis.add('explain', data, {
        ...ANALYSIS_JOB_OPTIONS,
        jobId,
      });
      const out = await Promise.race<AnalysisJobResult>([
        // A worker that dies mid-job ends the wait within seconds: the scan completes without it.
        this.queues.waitForJob<AnalysisJobResult>(
          this.queues.analysis,
          this.queues.analysisEvents,
          job,
          Math.max(1000, this.config.LLM_WAIT_MS - (Date.now() - started)),
        ),
        stopped,
      ]);
      for (const result of out.results) take(result);
      return { results: [...received.values()], model: out.model };
    } catch (err) {
      if (signal.aborted) throw err;
      this.logger.warn(`enrichment of ${scanId} incomplete: ${(err as Error).message}`);
      return received.size > 0
        ? { results: [...received.values()], model: this.config.OPENAI_MODEL }
        : null;
    } finally {
      this.queues.analysisEvents.off('progress', onProgress);
      await release();
    }
  }
}
