import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { REDIS_CLIENT, SERVICE_CONFIG } from '@labellens/server-core';
import type Redis from 'ioredis';
import { BillingClient } from '../billing/billing.client';
import { ExtractionFailedError } from '../common/scan.exception';
import type { ScanConfig } from '../config/scan.config';
import { JobQueues } from '../jobs/job-queues.service';
import { FairShare } from '../jobs/fair-share.service';
import { OCR_IMAGE_TTL_SECONDS, OCR_JOB_OPTIONS, OCR_QUEUE, ocrImageKey } from '../jobs/queues';
import { providerFor, readableImageTypes } from '../ocr/ocr-engine.factory';
import type { ExtractImageDto } from './dto/extract-image.dto';
import { damaged, decodeDataUrl, inspectImage } from './image-inspection';
import type { OcrJobData, OcrJobResult } from './jobs/ocr-job.types';
import type { ExtractionMode } from './pipeline';

/**
 * Extraction reads a label; it is not an analysis, so it does not use a scan. It still needs a
 * scan to be available (billing reserves and releases at once), so a person without quota is
 * refused before any OCR work starts.
 */
@Injectable()
export class ExtractionService {
  private readonly logger = new Logger('ExtractionService');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ScanConfig,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly queues: JobQueues,
    private readonly billing: BillingClient,
    private readonly fairShare: FairShare,
  ) {}

  async extract(
    userId: string,
    dto: ExtractImageDto,
    mode: ExtractionMode,
  ): Promise<OcrJobResult['result']> {
    const provider = providerFor(this.config, dto.ocrProvider);
    const image = decodeDataUrl(dto.image);
    const info = inspectImage(image, readableImageTypes({ OCR_PROVIDER: provider }));
    await this.billing.ensureCanScan(userId);

    // The same photo sent twice by one person (a double tap) is one job.
    const digest = createHash('sha256')
      .update(`${userId}\0${mode}\0${provider}\0`)
      .update(image)
      .digest('hex')
      .slice(0, 40);
    const jobId = `ocr-${digest}`;
    const imageKey = ocrImageKey(this.config, jobId);
    // One job of this person in the queue at a time, so nobody else waits behind a batch of theirs.
    const started = Date.now();
    let release: () => Promise<void>;
    try {
      release = await this.fairShare.acquire(
        OCR_QUEUE,
        userId,
        jobId,
        this.config.OCR_TIMEOUT_MS,
        this.config.OCR_TIMEOUT_MS + 5000,
      );
    } catch (err) {
      this.logger.warn(`${jobId} not queued: ${(err as Error).message}`);
      throw new ExtractionFailedError((err as Error).message);
    }
    await this.redis.set(imageKey, image, 'EX', OCR_IMAGE_TTL_SECONDS);
    const data: OcrJobData = { mode, provider, imageKey, width: info.width, height: info.height };
    try {
      const job = await this.queues.ocr.add(mode, data, { ...OCR_JOB_OPTIONS, jobId });
      // An earlier attempt at this photo failed and is kept for inspection: run it again.
      if (await job.isFailed()) await job.retry('failed');
      const out = await this.queues.waitForJob<OcrJobResult>(
        this.queues.ocr,
        this.queues.ocrEvents,
        job,
        Math.max(1000, this.config.OCR_TIMEOUT_MS - (Date.now() - started)),
      );
      this.logger.debug(
        `${jobId}: ${out.meta.engine} ${out.meta.passes.join(', ')} in ${out.ms} ms`,
      );
      return out.result;
    } catch (err) {
      this.logger.warn(`${jobId} failed: ${(err as Error).message}`);
      // The engine could not decode the image (OcrImageError in the worker): the upload is at fault.
      if (/could not read the image/i.test((err as Error).message)) throw damaged();
      throw new ExtractionFailedError((err as Error).message);
    } finally {
      await release();
      await this.redis.del(imageKey).catch(() => undefined);
    }
  }
}
