import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { renderLabel, styleFor } from '../../../services/scan/test/support/label-renderer';

const root = path.resolve(__dirname, '..', '..', '..');
const run = (args: string[]) =>
  promisify(execFile)(
    process.execPath,
    [
      '-r',
      path.join(root, 'scripts/register.js'),
      path.join(root, 'tools/labellens/src/main.ts'),
      ...args,
    ],
    {
      cwd: root,
      env: { ...process.env, OCR_PROVIDER: 'tesseract' },
    },
  ).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (err: unknown) => {
      const e = err as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    },
  );

describe('labellens extract', () => {
  it('reads a rendered label through the scan pipeline and prints the extract JSON', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'll-cli-'));
    const file = path.join(dir, 'label.png');
    writeFileSync(
      file,
      await renderLabel(
        {
          id: 'cli',
          lang: 'en',
          productName: 'Oat Crunch',
          header: 'INGREDIENTS:',
          ingredients: ['Whole grain oats', 'sugar', 'sunflower oil', 'salt', 'natural flavouring'],
          statements: ['Contains: oats (gluten).', 'May contain traces of nuts.'],
          clutterAbove: ['NET WT 500 g'],
          clutterBelow: ['Best before: see top'],
        },
        { ...styleFor(0), blur: 0, rotate: 0, keystone: 0, jpegQuality: null },
      ),
    );
    const result = await run(['extract', file]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout) as {
      ingredients: string[];
      allergens: string[];
      containsStatements: string[];
    };
    expect(json.ingredients.map((i) => i.toLowerCase())).toEqual(
      expect.arrayContaining(['sugar', 'sunflower oil', 'salt']),
    );
    expect(json.allergens).toContain('gluten');
    expect(json.containsStatements.join(' ')).toMatch(/may contain traces of nuts/i);
  });

  it('rejects a file that is not an image, and bad usage, with clear errors and no stack trace', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'll-cli-'));
    const text = path.join(dir, 'notes.txt');
    writeFileSync(text, 'just text');
    const notImage = await run(['extract', text]);
    expect(notImage.code).toBe(3);
    expect(notImage.stderr).toMatch(/^labellens: .+/);
    expect(notImage.stderr).not.toMatch(/\n\s+at /);
    const missing = await run(['extract']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('extract needs exactly one image file');
    const absent = await run(['extract', path.join(dir, 'nope.png')]);
    expect(absent.code).toBe(3);
    expect(absent.stderr).toContain('cannot read image file');
  });
});
