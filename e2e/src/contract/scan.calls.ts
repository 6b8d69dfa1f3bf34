import { ScanStreamEventSchema } from '@labellens/contracts';
import type { Browser } from '../support/api-user';
import { blankLabel, operationById, type ContractRun } from '../support/contract';

/** The scan request the calls make, and the scan it created. */
export interface ContractScan {
  scanId: string;
  request: {
    ingredients: string;
    productName: string;
    containsStatements: string[];
    preferredLanguage: string;
  };
}

/** Extraction, a scan and its nutrition, the event stream, history, comparison and preferences. */
export async function callScanOperations(run: ContractRun, person: Browser): Promise<ContractScan> {
  const { stack } = run;
  const image = blankLabel();
  await run.call(person, 'extractIngredients', { body: { image, ocrProvider: 'textract' } });
  await run.call(person, 'extractNutrition', { body: { image, ocrProvider: 'textract' } });
  const request = {
    ingredients: 'water, sugar, skimmed milk powder, sodium nitrite',
    productName: 'Contract bar',
    containsStatements: ['Contains: milk'],
    preferredLanguage: 'English',
  };
  const scan = await run.call<{ product: { id: string } }>(person, 'createScan', {
    body: request,
  });
  await run.call(person, 'scanNutrition', {
    body: {
      nutritionData: { calories: 250, totalFat: 12, protein: 4, sodium: 300 },
      productId: scan.product.id,
      preferredLanguage: 'English',
    },
  });

  const streamOp = operationById('scanStream');
  const stream = await fetch(`${stack.url}${streamOp.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      origin: stack.url,
      cookie: `ll_session=${person.cookies.get('ll_session')}`,
    },
    body: JSON.stringify(streamOp.body!.parse(request)),
  });
  expect(stream.status).toBe(200);
  const events = (await stream.text())
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => JSON.parse(l.slice(6)) as unknown);
  for (const event of events) expect(ScanStreamEventSchema.parse(event)).toEqual(event);
  expect(events.map((e) => (e as { type: string }).type)).toEqual(
    expect.arrayContaining(['status', 'ingredient', 'allergen', 'complete']),
  );
  run.markCalled('scanStream');

  await run.call(person, 'getScanHistory');
  await run.call(person, 'getScan', { params: { id: scan.product.id } });
  await run.call(person, 'compareScan', { params: { id: scan.product.id } });
  await run.call(person, 'setPreference', {
    body: { ingredientName: 'sugar', preference: 'concern' },
  });
  await run.call(person, 'getPreferences');
  await run.call(person, 'removePreference', { params: { ingredientName: 'sugar' } });
  await run.call(person, 'removePreference', {
    params: { ingredientName: 'sugar' },
    status: 404,
  });
  return { scanId: scan.product.id, request };
}

/** The downloads, while the person still has scans, a line and a subscription; then the scans go. */
export async function callDownloadOperations(
  run: ContractRun,
  person: Browser,
  email: string,
  scanId: string,
): Promise<void> {
  const history = await run.call<string>(person, 'exportScanHistoryCsv');
  expect(history).toContain(`${scanId},`);
  const everything = await run.call<{ account: { email: string }; scan: { scans: unknown[] } }>(
    person,
    'exportAccount',
  );
  expect(everything.account.email).toBe(email);
  expect(everything.scan.scans.length).toBeGreaterThan(0);

  await run.call(person, 'deleteScan', { params: { id: scanId } });
  await run.call(person, 'clearScanHistory');
}
