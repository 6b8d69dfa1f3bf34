import { hintText } from './extraction-hint';
import { replaceIngredient } from './ingredients';
import { markUncertain, uncertainInText } from './uncertain-words';

const marked = (text: string, words: string[]) =>
  markUncertain(text, words)
    .filter((s) => s.uncertain)
    .map((s) => [s.text, s.start]);

describe('uncertain words in the ingredient list', () => {
  it('marks whole words, each occurrence, with their offsets', () => {
    const text = 'sugar, hazeInuts (13%), skimmed MILK powder, MILK fat';
    expect(marked(text, ['hazeInuts', 'MILK'])).toEqual([
      ['hazeInuts', 7],
      ['MILK', 32],
      ['MILK', 45],
    ]);
  });

  it('keeps the text whole around the marks', () => {
    const text = 'water, sugr, salt';
    expect(
      markUncertain(text, ['sugr'])
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });

  it('does not mark a word inside another word', () => {
    expect(marked('oatmeal, oat', ['oat'])).toEqual([['oat', 9]]);
  });

  it('prefers the longer of two overlapping words, and reads percentages and umlauts', () => {
    expect(
      marked('Haselnüsse 13%, MILK powder', ['MILK', 'MILK powder', '13%', 'Haselnüsse']),
    ).toEqual([
      ['Haselnüsse', 0],
      ['13%', 11],
      ['MILK powder', 16],
    ]);
  });

  it('treats regular-expression characters literally', () => {
    expect(marked('E.500, E500', ['E.500'])).toEqual([['E.500', 0]]);
  });

  it('drops the highlight of a word once it is corrected', () => {
    expect(uncertainInText('water, sugar', ['sugr'])).toEqual([]);
    expect(uncertainInText('water, sugr, sugr', ['sugr', 'salz'])).toEqual(['sugr']);
  });

  it('returns the text unmarked without words, and nothing for an empty text', () => {
    expect(markUncertain('water', [])).toEqual([{ text: 'water', start: 0, uncertain: false }]);
    expect(markUncertain('', ['water'])).toEqual([]);
  });
});

describe('correcting an ingredient in the list', () => {
  it('replaces the whole name, whatever its case, also inside brackets', () => {
    expect(
      replaceIngredient('water, Blorpex, chocolate (cocoa, blorpex)', 'blorpex', 'sugar'),
    ).toBe('water, sugar, chocolate (cocoa, sugar)');
  });

  it('leaves words that only contain the name', () => {
    expect(replaceIngredient('oatmeal, oat', 'oat', 'oats')).toBe('oatmeal, oats');
  });

  it('says when the list does not hold the name', () => {
    expect(replaceIngredient('water, salt', 'sugr', 'sugar')).toBeNull();
    expect(replaceIngredient('water', '  ', 'sugar')).toBeNull();
  });
});

describe('no-list reason', () => {
  it('words each hint, and gives no reason when a list was found', () => {
    expect(hintText('too-small')).toBe('Text too small — move closer');
    expect(hintText('glare')).toBe('Glare on the label — tilt it away from the light');
    expect(hintText('no-text')).toBe('No text found — hold the label flat and fill the frame');
    expect(hintText('no-list')).toBe('No ingredient list found in this photo');
    expect(hintText('blurry')).toBe('Photo is blurred — hold still and tap to focus');
    expect(hintText(null)).toBeNull();
  });
});
