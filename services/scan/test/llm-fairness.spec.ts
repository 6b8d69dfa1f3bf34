import { startScanStack, streamScan, type ScanStack } from './support/scan-harness';

let stack: ScanStack;

beforeAll(async () => {
  stack = await startScanStack({ llm: true });
});

afterAll(async () => {
  await stack.close();
});

describe('fair LLM queueing', () => {
  it("a person with many scans being explained has one analysis job in the queue at a time, so another person's waits behind at most one", async () => {
    // Each job streams its explanations slowly enough for the others to pile up behind it.
    stack.openai!.behave({ kind: 'explain', delayPerLineMs: 60 });
    const alice = await stack.signUp();
    const bob = await stack.signUp();
    const scan = (cookie: string, productName: string) =>
      streamScan(
        stack.base,
        { cookie },
        { ingredients: ['sugar', 'salt', 'E330'], productName, preferredLanguage: 'English' },
      );

    const alices = [1, 2, 3, 4].map((i) => scan(alice.token, `Alice ${i}`));
    const deadline = Date.now() + 10_000;
    while ((await stack.queues.analysis.getJobCountByTypes('active', 'completed')) === 0) {
      if (Date.now() > deadline) throw new Error('no analysis job started');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // All four of Alice's scans have reached the explaining step before Bob's.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const bobs = scan(bob.token, 'Bob 1');
    const results = [...(await Promise.all(alices)), await bobs];

    // Nothing was dropped: every scan completed with the model's explanations.
    const scanIds: string[] = [];
    for (const res of results) {
      const last = res.events.at(-1)!.event;
      expect(last.type).toBe('complete');
      const data = last.data as { ingredients: { explanationSource: string }[] };
      expect(data.ingredients.map((i) => i.explanationSource)).toEqual(['ai', 'ai', 'ai']);
      // The first status event names the scan.
      scanIds.push((res.events[0].event.data as { scanId: string }).scanId);
    }
    // When each job entered the queue and left it (completed jobs are kept an hour).
    const spans = await Promise.all(
      scanIds.map(async (id) => {
        const job = await stack.queues.analysis.getJob(`analysis-${id}`);
        return { added: job!.timestamp, finished: job!.finishedOn! };
      }),
    );
    const bobSpan = spans.pop()!;
    spans.sort((a, b) => a.added - b.added);
    // Alice's next job is queued only once her previous one has finished…
    for (let i = 1; i < spans.length; i++)
      expect(spans[i].added).toBeGreaterThanOrEqual(spans[i - 1].finished);
    // …so Bob's job found at most one of hers in the queue.
    expect(
      spans.filter((s) => s.added <= bobSpan.added && s.finished > bobSpan.added).length,
    ).toBeLessThanOrEqual(1);
    const slot = await stack.queues.analysis.client.then((c) =>
      c.get(`${stack.config.REDIS_KEY_PREFIX}fair:analysis:${alice.userId}`),
    );
    expect(slot).toBeNull();
  });
});
