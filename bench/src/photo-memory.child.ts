/**
 * Child process of the photo bench: the OCR worker's memory with four 40 MP photos read at once
 * (text detection + tesseract), in a fresh process. Prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import { extractIngredients } from '@labellens/scan-service/src/extraction/pipeline';
import { NativeTesseractEngine } from '@labellens/scan-service/src/ocr/tesseract-native.engine';
import { TextDetector } from '@labellens/scan-service/src/ocr/text-detector';

const mb = (bytes: number) => Math.round(bytes / 1048576);

/**
 * The process's own peak RSS (VmHWM). Not `resourceUsage().maxRSS`: Linux carries ru_maxrss over
 * from the parent at fork, so a child of a large process would report the parent's peak.
 */
function peakRss(): number {
  const line = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
  return line ? Number(line[1]) * 1024 : process.resourceUsage().maxRSS * 1024;
}

async function main(): Promise<void> {
  const engine = await NativeTesseractEngine.create({ binary: 'tesseract', poolSize: 2 });
  engine.detector = await TextDetector.create();
  // The photos were written by the parent process: generating them here would count their memory.
  const images = process.argv.slice(2).map((file) => readFileSync(file));
  global.gc?.();
  const idle = process.memoryUsage().rss;
  const started = performance.now();
  const results = await Promise.all(
    images.map((image) => extractIngredients(engine, image, { width: 7900, height: 5000 })),
  );
  const ms = performance.now() - started;
  const peak = peakRss();
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = process.memoryUsage().rss;
  await engine.close();
  process.stdout.write(
    `${JSON.stringify({
      idleMb: mb(idle),
      peakMb: mb(peak),
      afterMb: mb(after),
      ms: Math.round(ms),
      read: results.map((r) => r.result.ingredients.length),
    })}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
