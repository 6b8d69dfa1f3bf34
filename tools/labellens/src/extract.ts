import { CliError, EXIT } from './cli';

export const EXTRACT_USAGE = 'Usage: labellens extract <image file> [--nutrition]';

type Pipeline = typeof import('@labellens/scan-service/src/extraction/pipeline');
type Inspection = typeof import('@labellens/scan-service/src/extraction/image-inspection');

/**
 * `labellens extract <image> [--nutrition]`: the scan service's extraction pipeline (image checks,
 * OCR, list or table finding) run locally; prints the same JSON as /api/extract-ingredients or
 * /api/extract-nutrition. Loaded lazily so the text commands stay fast.
 */
export async function runExtract(args: string[]): Promise<string> {
  const files = args.filter((a) => !a.startsWith('--'));
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--nutrition');
  if (unknown.length)
    throw new CliError(`unknown option "${unknown[0]}" for extract\n${EXTRACT_USAGE}`, EXIT.usage);
  if (files.length !== 1)
    throw new CliError(`extract needs exactly one image file\n${EXTRACT_USAGE}`, EXIT.usage);
  // The one sanctioned cross-project import: the CLI runs the scan service's own pipeline.
  // eslint-disable-next-line @typescript-eslint/no-require-imports, @nx/enforce-module-boundaries
  const pipeline = require('@labellens/scan-service/src/extraction/pipeline') as Pipeline;
  const { ImageRejectedError } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports, @nx/enforce-module-boundaries
    require('@labellens/scan-service/src/extraction/image-inspection') as Inspection;
  try {
    const result = await pipeline.extractLabelFile(files[0], {
      nutrition: args.includes('--nutrition'),
      env: process.env,
    });
    return `${JSON.stringify(result)}\n`;
  } catch (err) {
    if (err instanceof ImageRejectedError) throw new CliError(err.message, EXIT.input);
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new CliError(`cannot read image file ${files[0]}`, EXIT.input);
    throw err;
  }
}
