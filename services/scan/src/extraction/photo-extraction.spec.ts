import type { OcrEngine, OcrLine, OcrPage, RecognizeOptions } from '../ocr/ocr-engine';
import type { PreparedPhoto } from '../ocr/photo-reader';
import { extractFromPhoto } from './photo-extraction';

/**
 * extractFromPhoto with a stand-in engine (what tesseract would read, by language) on a blank
 * photo: which paragraphs are read, in which languages, and how often.
 */

const line = (text: string, y: number, height: number): OcrLine => ({
  text,
  confidence: 90,
  box: { x: 60, y, w: 300, h: height },
  block: 0,
  height,
});

/** One paragraph: a large title, then the German list (read in English, its letters come out wrong). */
function reading(langs: readonly string[]): OcrLine[] {
  const german = langs.includes('deu');
  return [
    line(german ? 'Apfelmus süß' : 'Apfelmus suss', 60, 60),
    line(
      german
        ? 'Zutaten: Äpfel 90%, Zucker, Zitronensaft, Wasser.'
        : 'Zutaten: Apfel 90%, Zucker, Zitronensaft, Wasser.',
      140,
      24,
    ),
    line('Kann Spuren von Nüssen enthalten.', 180, 24),
  ];
}

function standIn(): OcrEngine & { calls: string[] } {
  const calls: string[] = [];
  return {
    name: 'stand-in',
    languages: ['eng', 'deu'],
    languageAware: true,
    tunable: true,
    detector: null,
    calls,
    recognize(_image: Buffer, options: RecognizeOptions): Promise<OcrPage> {
      const langs = options.langs ?? ['eng'];
      calls.push(langs.join('+'));
      return Promise.resolve({
        width: options.width,
        height: options.height,
        lines: reading(langs),
        engine: 'stand-in',
        langs: langs.join('+'),
      });
    },
    close: () => Promise.resolve(),
  };
}

function blankPhoto(): PreparedPhoto {
  const width = 400;
  const height = 300;
  return {
    grey: { data: Buffer.alloc(width * height, 255), width, height },
    detectScale: 1,
    quarterTurns: 0,
    blocks: [{ box: { x: 10, y: 10, w: 360, h: 160 }, lineHeight: 20, lines: [] }],
  };
}

it('reads the list again in its own language, and takes the title from that reading without a third', async () => {
  const engine = standIn();
  const { result, meta } = await extractFromPhoto(engine, blankPhoto());
  // The survey in the primary language, then the list's paragraph in German: the title shares that
  // paragraph, so its German reading is already there.
  expect(engine.calls).toEqual(['eng', 'deu']);
  expect(meta.labelLanguage).toBe('de');
  expect(result.ingredients).toEqual(['Äpfel 90%', 'Zucker', 'Zitronensaft', 'Wasser']);
  expect(result.productName).toBe('Apfelmus süß');
});
