import { smallPng } from './support/images';
import { dataUrl, startScanStack, type ScanStack } from './support/scan-harness';

let stack: ScanStack;

beforeAll(async () => {
  // One OCR job at a time, so the order in which jobs run is the order in which answers arrive.
  stack = await startScanStack({ env: { OCR_POOL_SIZE: '1' } });
});

afterAll(async () => {
  await stack.close();
});

describe('fair OCR queueing', () => {
  it("a person with many labels in flight delays another person's label by at most one job", async () => {
    const alice = await stack.signUp();
    const bob = await stack.signUp();
    const images = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => smallPng(`Ingredients: sugar, salt, water ${i}.`)),
    );
    const finished: string[] = [];
    const extract = (who: string, browser: typeof alice.browser, image: Buffer) =>
      browser.call('POST', '/api/extract-ingredients', { image: dataUrl(image) }).then((res) => {
        finished.push(who);
        return res;
      });

    const alices = images.slice(0, 4).map((image) => extract('alice', alice.browser, image));
    const deadline = Date.now() + 10_000;
    while ((await stack.queues.ocr.getJobCountByTypes('active', 'completed')) === 0) {
      if (Date.now() > deadline) throw new Error('no OCR job started');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // All four of Alice's requests have arrived before Bob's.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const bobs = extract('bob', bob.browser, images[4]);

    for (const res of [...(await Promise.all(alices)), await bobs]) expect(res.status).toBe(200);
    expect(finished.indexOf('bob')).toBeLessThanOrEqual(1);
    // Every request was answered; the per-person slots are free again.
    const slots = await stack.queues.ocr.client.then((c) =>
      c.get(`${stack.config.REDIS_KEY_PREFIX}fair:ocr:${alice.userId}`),
    );
    expect(slots).toBeNull();
  });
});
