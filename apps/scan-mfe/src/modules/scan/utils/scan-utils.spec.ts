import { brighten, scaleToFit } from './image';
import {
  cleanProductName,
  extractionSuccessText,
  mergeStatements,
  hasIngredientText,
  parseAllergenText,
  upsertById,
} from './ingredients';

describe('ingredient text', () => {
  it('tells a list from text of only commas and spaces (the text itself is sent as typed)', () => {
    expect(hasIngredientText(' water, sugar ,, salt ,')).toBe(true);
    expect(hasIngredientText('Kakaomasse 12,5%')).toBe(true);
    expect(hasIngredientText('   ')).toBe(false);
    expect(hasIngredientText(' , ,\n,')).toBe(false);
  });

  it('splits extra allergen text on periods and merges without duplicates', () => {
    expect(parseAllergenText('Contains milk. May contain nuts.')).toEqual([
      'Contains milk',
      'May contain nuts',
    ]);
    expect(mergeStatements(['Contains milk'], ['contains milk', 'May contain nuts'])).toEqual([
      'Contains milk',
      'May contain nuts',
    ]);
  });

  it('omits an empty product name', () => {
    expect(cleanProductName('  ')).toBeUndefined();
    expect(cleanProductName(' Oat bar ')).toBe('Oat bar');
  });

  it('words the extraction success notice', () => {
    expect(extractionSuccessText(12, 0)).toBe('Found 12 ingredients from the image');
    expect(extractionSuccessText(5, 1)).toBe(
      'Found 5 ingredients and 1 allergy statement from the image',
    );
  });
});

describe('image preparation', () => {
  it('limits the longest side to 2048 px without enlarging', () => {
    expect(scaleToFit(4096, 3072)).toEqual({ width: 2048, height: 1536 });
    expect(scaleToFit(1000, 3000)).toEqual({ width: 683, height: 2048 });
    expect(scaleToFit(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('brightens each channel by ×1.3 + 30, clamped', () => {
    expect(brighten(0)).toBe(30);
    expect(brighten(100)).toBe(160);
    expect(brighten(250)).toBe(255);
  });
});

describe('upsertById', () => {
  it('appends new streamed items and replaces a re-sent one in place', () => {
    const first = upsertById([], { id: 1, name: 'sugar', explanation: 'kb' });
    const second = upsertById(first, { id: 2, name: 'salt', explanation: 'kb' });
    const enriched = upsertById(second, { id: 1, name: 'sugar', explanation: 'ai' });
    expect(enriched).toEqual([
      { id: 1, name: 'sugar', explanation: 'ai' },
      { id: 2, name: 'salt', explanation: 'kb' },
    ]);
    expect(second).toHaveLength(2);
  });
});
