import { ScanEntity } from '../entities/scan.entity';
import {
  toHistoryItemDto,
  toScanDetailDto,
  toScanResultDto,
  type IngredientDto,
} from './scan.mapper';

function ingredient(name: string, safetyRating: IngredientDto['safetyRating']): IngredientDto {
  return { name, safetyRating } as IngredientDto;
}

function scan(ingredients: IngredientDto[], score: number | null, rating: string): ScanEntity {
  return Object.assign(new ScanEntity(), {
    id: '00000000-0000-4000-8000-000000000001',
    userId: 'u',
    productName: 'P',
    ingredientsText: ingredients.map((i) => i.name).join(', '),
    containsStatements: [],
    ingredients,
    allergens: [],
    allergenNames: [],
    ingredientCount: ingredients.length,
    allergenCount: 0,
    overallSafetyScore: score,
    overallSafetyRating: rating,
    personal: null,
    nutritionData: null,
    nutritionAnalysis: null,
    displayLanguage: 'en',
    labelLanguage: 'en',
    enrichedBy: null,
    reservationId: null,
    scannedAt: new Date('2026-11-23T12:00:00Z'),
  });
}

describe('saved scans read back with the coverage threshold', () => {
  // A row saved before the threshold existed: 10/10 for two known words and four made-up ones.
  const legacy = scan(
    [
      ingredient('water', 'low_risk'),
      ingredient('sugar', 'low_risk'),
      ingredient('blorpex', 'unknown'),
      ingredient('zindlewort', 'unknown'),
      ingredient('quaxomine', 'unknown'),
      ingredient('zindlewort', 'unknown'),
    ],
    10,
    'low_risk',
  );

  it('history, detail and result show no score for it', () => {
    expect(toHistoryItemDto(legacy)).toMatchObject({
      overallSafetyScore: null,
      overallSafetyRating: 'unknown',
      coverage: { recognised: 2, total: 6, enoughKnown: false },
      personal: null,
    });
    const detail = toScanDetailDto(legacy, legacy.ingredients);
    expect(detail.product).toMatchObject({
      overallSafetyScore: null,
      overallSafetyRating: 'unknown',
    });
    expect(detail.overallSafety).toMatchObject({
      score: null,
      rating: 'unknown',
      enoughKnown: false,
      unrecognised: ['blorpex', 'zindlewort', 'quaxomine'],
    });
    expect(toScanResultDto(legacy).overallSafety.score).toBeNull();
  });

  it('a well-covered scan keeps its stored score', () => {
    const ok = scan(
      [ingredient('water', 'low_risk'), ingredient('salt', 'low_risk'), ingredient('x', 'unknown')],
      9,
      'low_risk',
    );
    expect(toHistoryItemDto(ok)).toMatchObject({
      overallSafetyScore: 9,
      overallSafetyRating: 'low_risk',
      coverage: { recognised: 2, total: 3, enoughKnown: true },
    });
  });
});
