import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { AnalysisJobData, AnalysisJobProgress, AnalysisJobResult } from '../enrichment.types';
import { LlmService } from '../llm.service';

/**
 * The `analysis` job: plain-language explanations and AI-estimated opinions for one scan. Each
 * explained ingredient is reported as job progress, which the scan stream relays as it arrives.
 */
@Injectable()
export class AnalysisJob {
  constructor(private readonly llm: LlmService) {}

  async process(job: Job<AnalysisJobData>): Promise<AnalysisJobResult> {
    const results = await this.llm.explain(job.data.items, job.data.language, async (result) => {
      const progress: AnalysisJobProgress = { results: [result] };
      await job.updateProgress(progress);
    });
    return { model: this.llm.model, results };
  }
}
