import { Inject, Injectable, Logger } from '@nestjs/common';
import { DISPLAY_LANGUAGE_NAMES } from '@labellens/contracts/vocabulary';
import { SERVICE_CONFIG } from '@labellens/server-core';
import OpenAI from 'openai';
import { z } from 'zod';
import type { ScanConfig } from '../config/scan.config';
import type { EnrichmentItem, EnrichmentResult } from './enrichment.types';

/** The language named for the model: the select's names, made unambiguous where needed. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  ...DISPLAY_LANGUAGE_NAMES,
  zh: 'Chinese (Simplified)',
  fa: 'Persian (Farsi)',
  pl: 'Polish',
};

const lineSchema = z.object({
  id: z.number().int(),
  explanation: z.string().trim().min(1).max(800),
  opinion: z.enum(['low_risk', 'moderate', 'hazardous']).optional(),
  reason: z.string().trim().max(500).optional(),
});

export function enrichmentPrompt(
  items: EnrichmentItem[],
  language: string,
): OpenAI.Chat.ChatCompletionMessageParam[] {
  const name = Object.hasOwn(LANGUAGE_NAMES, language) ? LANGUAGE_NAMES[language] : 'English';
  return [
    {
      role: 'system',
      content: [
        'You explain product ingredients (food, cosmetics, household, supplements) to consumers in plain language.',
        `Write in ${name}. Two short sentences per ingredient: what it is and why it is used; mention a safety note only if one is given.`,
        'Ratings come from a curated knowledge base: never contradict or change a given rating.',
        'For an ingredient marked "known": false, also give your own cautious opinion as "opinion" (low_risk, moderate or hazardous) with a one-sentence "reason".',
        'Answer with one JSON object per line and nothing else: {"id": <id>, "explanation": "...", "opinion": "...", "reason": "..."}',
      ].join('\n'),
    },
    {
      role: 'user',
      content: JSON.stringify(
        items.map((i) => ({
          id: i.id,
          name: i.name,
          known: i.known,
          rating: i.rating,
          notes: i.notes,
        })),
      ),
    },
  ];
}

/** Reads one answer line; anything that is not a valid object for a requested ingredient is dropped. */
export function parseEnrichmentLine(
  line: string,
  items: Map<number, EnrichmentItem>,
): EnrichmentResult | null {
  const trimmed = line
    .trim()
    .replace(/^```(?:json)?|```$/g, '')
    .replace(/,$/, '')
    .trim();
  if (!trimmed.startsWith('{')) return null;
  let parsed: z.infer<typeof lineSchema>;
  try {
    parsed = lineSchema.parse(JSON.parse(trimmed));
  } catch {
    return null;
  }
  const item = items.get(parsed.id);
  if (!item) return null;
  const result: EnrichmentResult = { id: parsed.id, explanation: parsed.explanation };
  if (!item.known && parsed.opinion)
    result.opinion = { riskLevel: parsed.opinion, reason: parsed.reason ?? parsed.explanation };
  return result;
}

/**
 * Plain-language explanations from an OpenAI-compatible chat-completions API, streamed: each
 * ingredient is handed on as soon as its line is complete.
 */
@Injectable()
export class LlmService {
  private readonly logger = new Logger('LlmService');
  private readonly client: OpenAI | null;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: ScanConfig) {
    this.client = config.OPENAI_API_KEY
      ? new OpenAI({
          apiKey: config.OPENAI_API_KEY,
          ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
          timeout: config.OPENAI_TIMEOUT_MS,
          maxRetries: 1,
        })
      : null;
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  get model(): string {
    return this.config.OPENAI_MODEL;
  }

  async explain(
    items: EnrichmentItem[],
    language: string,
    onResult: (result: EnrichmentResult) => Promise<void> | void,
  ): Promise<EnrichmentResult[]> {
    if (!this.client) throw new Error('LLM enrichment is not configured (OPENAI_API_KEY)');
    const byId = new Map(items.map((i) => [i.id, i]));
    const results = new Map<number, EnrichmentResult>();
    const stream = await this.client.chat.completions.create({
      model: this.config.OPENAI_MODEL,
      messages: enrichmentPrompt(items, language),
      temperature: 0.2,
      stream: true,
    });
    let buffer = '';
    const take = async (line: string) => {
      const result = parseEnrichmentLine(line, byId);
      if (result && !results.has(result.id)) {
        results.set(result.id, result);
        await onResult(result);
      }
    };
    for await (const chunk of stream) {
      buffer += chunk.choices[0]?.delta?.content ?? '';
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        await take(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
      }
    }
    await take(buffer);
    if (results.size < items.length)
      this.logger.warn(`model explained ${results.size} of ${items.length} ingredients`);
    return [...results.values()];
  }
}
