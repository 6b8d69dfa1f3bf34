import { Inject, Injectable, Logger } from '@nestjs/common';
import { REDIS_CLIENT, SERVICE_CONFIG } from '@labellens/server-core';
import { UnrecoverableError, type Job } from 'bullmq';
import type Redis from 'ioredis';
import type { ScanConfig } from '../../config/scan.config';
import { OcrImageError, type OcrEngine } from '../../ocr/ocr-engine';
import { createOcrEngine, type OcrProvider } from '../../ocr/ocr-engine.factory';
import { extractIngredients, extractNutrition } from '../pipeline';
import type { OcrJobData, OcrJobResult } from './ocr-job.types';

/**
 * The `ocr` job: reads one label image with the configured engine and finds the list or table.
 * Its engines are closed by the worker runner once the queues have drained (`close`), never by a
 * shutdown hook of its own: Nest runs one module's hooks at once, and an engine closed under a
 * running job fails it (its tesseract processes killed, its ONNX sessions released).
 */
@Injectable()
export class OcrJob {
  private readonly logger = new Logger('OcrJob');
  private readonly engines = new Map<OcrProvider, Promise<OcrEngine>>();

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ScanConfig,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  /** Starts an engine once (tesseract.js workers stay warm); a bad OCR setting fails start-up. */
  engineReady(provider: OcrProvider = this.config.OCR_PROVIDER): Promise<OcrEngine> {
    let engine = this.engines.get(provider);
    if (!engine) {
      engine = createOcrEngine({ ...this.config, OCR_PROVIDER: provider }).then((e) => {
        this.logger.log(
          `OCR engine ${e.name} (${e.languages.join('+')}), ${this.config.OCR_POOL_SIZE} at once`,
        );
        return e;
      });
      this.engines.set(provider, engine);
    }
    return engine;
  }

  async process(job: Job<OcrJobData>): Promise<OcrJobResult> {
    const image = await this.redis.getBuffer(job.data.imageKey);
    // The request that enqueued the job has given up and its image is gone: nothing to retry.
    if (!image) throw new UnrecoverableError('the image of this job has expired');
    const engine = await this.engineReady(job.data.provider);
    const started = Date.now();
    try {
      const size = { width: job.data.width, height: job.data.height };
      if (job.data.mode === 'nutrition') {
        const { result, meta } = await extractNutrition(engine, image, size);
        return { mode: 'nutrition', result, meta, ms: Date.now() - started };
      }
      const { result, meta } = await extractIngredients(engine, image, size);
      return { mode: 'ingredients', result, meta, ms: Date.now() - started };
    } catch (err) {
      if (err instanceof OcrImageError) throw new UnrecoverableError(err.message);
      throw err;
    }
  }

  /** Stops every engine started; call only when no job runs any more. */
  async close(): Promise<void> {
    for (const pending of this.engines.values()) {
      const engine = await pending.catch(() => undefined);
      await engine?.close();
    }
  }
}
