import type { OcrConfig } from '../config/scan.config';
import type { ImageType } from '../extraction/image-inspection';
import type { OcrEngine } from './ocr-engine';
import { installedTesseractLanguages, NativeTesseractEngine } from './tesseract-native.engine';
import { TextDetector } from './text-detector';
import { TextractEngine } from './textract.engine';
import { WasmTesseractEngine } from './tesseract-wasm.engine';

export type OcrProvider = OcrConfig['OCR_PROVIDER'];

/** Image types a provider can read (Textract's synchronous API takes JPEG and PNG). */
export function readableImageTypes(config: Pick<OcrConfig, 'OCR_PROVIDER'>): ImageType[] {
  return config.OCR_PROVIDER === 'textract' ? ['jpeg', 'png'] : ['jpeg', 'png', 'webp'];
}

/** Providers this deployment can use: local tesseract always, Textract once AWS is configured. */
export function configuredProviders(
  config: Pick<OcrConfig, 'OCR_PROVIDER' | 'AWS_REGION'>,
): OcrProvider[] {
  return config.AWS_REGION ? ['tesseract', 'textract'] : ['tesseract'];
}

/**
 * The provider for one request: the client's hint (`ocrProvider`, the page sends `textract`) when
 * that provider is configured, otherwise OCR_PROVIDER.
 */
export function providerFor(
  config: Pick<OcrConfig, 'OCR_PROVIDER' | 'AWS_REGION'>,
  hint: string | null | undefined,
): OcrProvider {
  const wanted = hint?.trim().toLowerCase();
  return configuredProviders(config).find((p) => p === wanted) ?? config.OCR_PROVIDER;
}

/**
 * The OCR engine for this config: Textract when configured; otherwise tesseract, natively where the
 * binary is installed (more languages, faster) and in WebAssembly from npm data elsewhere.
 */
export async function createOcrEngine(config: OcrConfig): Promise<OcrEngine> {
  if (config.OCR_PROVIDER === 'textract') {
    if (!config.AWS_REGION) throw new Error('AWS_REGION: is required when OCR_PROVIDER=textract');
    return new TextractEngine({
      region: config.AWS_REGION,
      endpoint: config.AWS_ENDPOINT_URL_TEXTRACT,
      accessKeyId: config.AWS_ACCESS_KEY_ID,
      secretAccessKey: config.AWS_SECRET_ACCESS_KEY,
      sessionToken: config.AWS_SESSION_TOKEN,
    });
  }
  const engine =
    config.TESSERACT_ENGINE === 'auto'
      ? (await installedTesseractLanguages(config.TESSERACT_BINARY)) !== null
        ? 'native'
        : 'wasm'
      : config.TESSERACT_ENGINE;
  const tesseract =
    engine === 'native'
      ? await NativeTesseractEngine.create({
          binary: config.TESSERACT_BINARY,
          langs: config.OCR_LANGS,
          poolSize: config.OCR_POOL_SIZE,
        })
      : await WasmTesseractEngine.create({
          langs: config.OCR_LANGS,
          poolSize: config.OCR_POOL_SIZE,
        });
  // Textract finds its own lines; tesseract reads photos far better once the lines are found.
  if (config.OCR_TEXT_DETECTION === 'on') tesseract.detector = await TextDetector.create();
  return tesseract;
}
