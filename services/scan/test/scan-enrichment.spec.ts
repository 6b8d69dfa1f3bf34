import {
  OPENAI_TEST_KEY,
  startScanStack,
  streamScan,
  type ScanStack,
} from './support/scan-harness';
import { ifStarted } from '@labellens/server-testing';
import type { Ingredient, ScanResult } from '@labellens/contracts';

let stack: ScanStack;

beforeAll(async () => {
  stack = await startScanStack({ llm: true });
});

afterAll(async () => {
  await ifStarted(stack)?.close();
});

async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('LLM enrichment (analysis job, real openai SDK against a chat-completions stand-in)', () => {
  it("streams plain-language explanations in the display language as further events; ratings stay the knowledge base's", async () => {
    stack.openai!.behave({ kind: 'explain', delayPerLineMs: 20 });
    const { token, userId } = await stack.signUp();
    const before = stack.openai!.requests.length;
    const res = await streamScan(
      stack.base,
      { cookie: token },
      {
        ingredients: ['sugar', 'sodium nitrite', 'frobnicated glimmerwort'],
        productName: 'Enriched',
        preferredLanguage: 'Spanish',
      },
    );
    expect(res.status).toBe(200);
    const request = stack.openai!.requests[before];
    expect(request.stream).toBe(true);
    expect(request.model).toBe('stand-in-model');
    expect(request.messages[0].content).toContain('Write in Spanish.');
    // Only ingredient names and ratings are sent: nothing about the person.
    expect(JSON.stringify(request.messages)).not.toContain(userId);

    const types = res.events.map((e) => e.event.type);
    const explaining = res.events.findIndex(
      (e) =>
        e.event.type === 'status' && e.event.message === 'Adding plain-language explanations...',
    );
    expect(explaining).toBeGreaterThan(types.lastIndexOf('allergen'));
    const enrichedEvents = res.events
      .slice(explaining)
      .filter((e) => e.event.type === 'ingredient')
      .map((e) => e.event.data as Ingredient);
    expect(enrichedEvents.map((i) => i.name)).toEqual([
      'sugar',
      'sodium nitrite',
      'frobnicated glimmerwort',
    ]);
    // Each arrived while the model was still writing, before the scan completed.
    expect(types.at(-1)).toBe('complete');

    const first = new Map(
      res.events
        .slice(0, explaining)
        .filter((e) => e.event.type === 'ingredient')
        .map((e) => [e.event.data.id, e.event.data]),
    );
    for (const enriched of enrichedEvents) {
      const original = first.get(enriched.id)!;
      expect(enriched.explanation).toBe(`[Spanish] ${enriched.name} explained plainly.`);
      expect(enriched.explanationSource).toBe('ai');
      expect(enriched.safetyRating).toBe(original.safetyRating);
      expect(enriched.safetyScore).toBe(original.safetyScore);
    }
    const unknown = enrichedEvents.find((i) => i.name === 'frobnicated glimmerwort')!;
    expect(unknown.safetyRating).toBe('unknown');
    expect(unknown.aiEstimate).toEqual({
      label: 'AI-estimated',
      riskLevel: 'moderate',
      reason: 'frobnicated glimmerwort is not well studied.',
      model: 'stand-in-model',
    });
    expect(unknown.concerns.join(' ')).toMatch(/^AI-estimated \(not from our knowledge base\)/);
    expect(enrichedEvents.find((i) => i.name === 'sugar')!.aiEstimate).toBeNull();

    const result = res.events.at(-1)!.event.data;
    expect(result.ingredients).toEqual(enrichedEvents);
    const saved = await stack.db.query(`SELECT enriched_by, ingredients FROM scans WHERE id = $1`, [
      result.product.id,
    ]);
    expect(saved.rows[0].enriched_by).toBe('stand-in-model');
    expect(saved.rows[0].ingredients[2].aiEstimate.label).toBe('AI-estimated');
    expect(stack.billing.statesOf(userId)).toEqual(['committed']);
    // The job has its deterministic id.
    expect(await stack.queues.analysis.getJob(`analysis-${result.product.id}`)).toBeTruthy();
  });

  it('completes without the explanations when the model fails, and still charges the scan', async () => {
    stack.openai!.behave({ kind: 'error', status: 500 });
    const { token, userId } = await stack.signUp();
    const res = await streamScan(
      stack.base,
      { cookie: token },
      { ingredients: ['sugar', 'salt'], preferredLanguage: 'English' },
    );
    const result = res.events.at(-1)!.event;
    expect(result.type).toBe('complete');
    expect(
      (result.data as ScanResult).ingredients.every(
        (i) => i.explanationSource === 'knowledge-base',
      ),
    ).toBe(true);
    expect(stack.billing.statesOf(userId)).toEqual(['committed']);
  });

  it('releases the reservation when the client disconnects while the model is still writing', async () => {
    stack.openai!.behave({ kind: 'stall', ms: 3000 });
    const { token, userId } = await stack.signUp();
    const res = await streamScan(
      stack.base,
      { cookie: token },
      { ingredients: ['sugar', 'salt'], preferredLanguage: 'English' },
      (event) =>
        event.type === 'status' && event.message === 'Adding plain-language explanations...',
    );
    expect(res.events.some((e) => e.event.type === 'complete')).toBe(false);
    await waitFor(() => stack.billing.statesOf(userId)[0] === 'released');
    expect(stack.billing.statesOf(userId)).toEqual(['released']);
    expect((await stack.db.query(`SELECT 1 FROM scans WHERE user_id = $1`, [userId])).rows).toEqual(
      [],
    );
  });

  it('asks the model nothing when the person has no scan left', async () => {
    stack.openai!.behave({ kind: 'explain' });
    const { token, userId, browser } = await stack.signUp();
    stack.billing.setLimit(userId, 0);
    const before = stack.openai!.requests.length;
    const jobsBefore = await stack.queues.analysis.getJobCountByTypes(
      'completed',
      'failed',
      'active',
      'waiting',
      'delayed',
    );
    const stream = await streamScan(
      stack.base,
      { cookie: token },
      { ingredients: ['sugar'], preferredLanguage: 'English' },
    );
    expect(stream.status).toBe(403);
    const scan = await browser.call('POST', '/api/scan', {
      ingredients: ['sugar'],
      preferredLanguage: 'English',
    });
    expect(scan.status).toBe(403);
    expect(scan.body.message).toMatch(/^Scan limit reached/);
    expect(stack.openai!.requests.length).toBe(before);
    expect(
      await stack.queues.analysis.getJobCountByTypes(
        'completed',
        'failed',
        'active',
        'waiting',
        'delayed',
      ),
    ).toBe(jobsBefore);
  });

  it('POST /api/scan waits for the explanations and returns the enriched result', async () => {
    stack.openai!.behave({ kind: 'explain' });
    const { browser } = await stack.signUp();
    const res = await browser.call('POST', '/api/scan', {
      ingredients: ['sugar', 'E330'],
      productName: 'Plain',
      preferredLanguage: 'German',
    });
    expect(res.status).toBe(200);
    expect((res.body as ScanResult).ingredients.map((i) => i.explanation)).toEqual([
      '[German] sugar explained plainly.',
      '[German] E330 explained plainly.',
    ]);
    expect(OPENAI_TEST_KEY).toMatch(/^sk-/);
  });
});
