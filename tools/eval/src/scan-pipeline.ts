/*
 * The scan service's own extraction pipeline and OCR engine, loaded only when a section runs (they
 * start native OCR and ONNX threads): the eval measures what the worker runs, as `labellens
 * extract` does.
 */
export type Pipeline = typeof import('@labellens/scan-service/src/extraction/pipeline');
type Factory = typeof import('@labellens/scan-service/src/ocr/ocr-engine.factory');
export type OcrEngine = Awaited<ReturnType<Factory['createOcrEngine']>>;
type OcrConfig = ReturnType<Pipeline['ocrConfigFromEnv']>;

/** The pipeline, and an engine for the whole run (`poolSize` pages at once, as the worker has). */
export async function startScanPipeline(
  poolSize: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ pipeline: Pipeline; engine: OcrEngine; config: OcrConfig }> {
  /* eslint-disable @typescript-eslint/no-require-imports, @nx/enforce-module-boundaries */
  const pipeline = require('@labellens/scan-service/src/extraction/pipeline') as Pipeline;
  const factory = require('@labellens/scan-service/src/ocr/ocr-engine.factory') as Factory;
  /* eslint-enable @typescript-eslint/no-require-imports, @nx/enforce-module-boundaries */
  const config = pipeline.ocrConfigFromEnv(env);
  const engine = await factory.createOcrEngine({ ...config, OCR_POOL_SIZE: poolSize });
  return { pipeline, engine, config };
}
