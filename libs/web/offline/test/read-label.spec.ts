import { readLabelText } from '../src/ocr';

describe('readLabelText', () => {
  it('takes the list after the heading and the statements apart', () => {
    const text =
      'NET WT 500 g\nOat Crunch\nINGREDIENTS: Whole grain oats, sugar,\nsunflower oil, skimmed milk powder, salt.\nContains: oats (gluten), milk.\nBest before: see top\n';
    expect(readLabelText(text)).toEqual({
      ingredients: 'Whole grain oats, sugar, sunflower oil, skimmed milk powder, salt',
      statements: ['Contains: oats (gluten), milk.'],
    });
  });

  it('finds nothing in a text without a list', () => {
    expect(readLabelText('Best before: see top\n')).toEqual({ ingredients: '', statements: [] });
  });
});
