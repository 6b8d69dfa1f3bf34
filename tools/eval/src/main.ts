// `npm run eval [-- section…]`: accuracy figures on development data (never a sealed test set).
import { engineSection } from './engine/engine.section';
import { generatedSection } from './generated/generated.section';
import { nutritionSection } from './nutrition/nutrition.section';
import { photosSection } from './photos/photos.section';
import type { EvalSection } from './section';

// Sections load their heavy parts (OCR engines, models) only when they run.
const sections: Record<string, EvalSection> = {
  engine: engineSection,
  photos: photosSection,
  nutrition: nutritionSection,
  generated: generatedSection,
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((w) => !(w in sections));
  if (unknown.length > 0) {
    process.stderr.write(
      `Unknown eval section: ${unknown.join(', ')}. Known: ${Object.keys(sections).join(', ')}\n`,
    );
    process.exit(2);
  }
  for (const name of wanted.length > 0 ? wanted : Object.keys(sections)) {
    const section = sections[name];
    process.stdout.write(`\n=== ${section.name}: ${section.description} ===\n`);
    const ran = await section.run();
    if (!ran) process.stdout.write(`(skipped: data for "${section.name}" not found)\n`);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
