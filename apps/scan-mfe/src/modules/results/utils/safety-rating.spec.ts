import {
  allergenBadgeVariant,
  formatScore,
  isMeaningfulText,
  ratingDots,
  ratingLabel,
  ratingTone,
  recommendationLabel,
} from './safety-rating';

describe('safety ratings', () => {
  it('labels ratings including their aliases, anything else is Unknown', () => {
    expect(ratingLabel('low_risk')).toBe('Low Risk');
    expect(ratingLabel('safe')).toBe('Low Risk');
    expect(ratingLabel('moderate')).toBe('Moderate Risk');
    expect(ratingLabel('hazardous')).toBe('High Risk');
    expect(ratingLabel('high_risk')).toBe('High Risk');
    expect(ratingLabel('banana')).toBe('Unknown');
    expect(ratingTone(undefined)).toBe('neutral');
  });

  it('draws 4, 2 and 1 dots for low_risk, moderate and hazardous', () => {
    expect(ratingDots('low_risk')).toBe(4);
    expect(ratingDots('moderate')).toBe(2);
    expect(ratingDots('hazardous')).toBe(1);
    expect(ratingDots('other')).toBe(0);
  });

  it('gives the detail badge the same labels as every other rating badge', () => {
    // One copy source (issue 15): the detail badge uses these labels too, never "Hazardous".
    expect(ratingLabel('hazardous')).toBe('High Risk');
    expect(ratingLabel('high_risk')).toBe('High Risk');
  });

  it('maps allergen ratings to default, secondary or destructive badges', () => {
    expect(allergenBadgeVariant('safe')).toBe('default');
    expect(allergenBadgeVariant('moderate')).toBe('secondary');
    expect(allergenBadgeVariant('high_risk')).toBe('destructive');
  });

  it('labels nutrition recommendations and falls back to Neutral', () => {
    expect(recommendationLabel('recommended')).toBe('Recommended');
    expect(recommendationLabel('not-recommended')).toBe('Not Recommended');
    expect(recommendationLabel('whatever')).toBe('Neutral');
  });

  it('hides empty and None texts', () => {
    expect(isMeaningfulText('Contains milk')).toBe(true);
    expect(isMeaningfulText('None')).toBe(false);
    expect(isMeaningfulText('None identified')).toBe(false);
    expect(isMeaningfulText('  ')).toBe(false);
    expect(isMeaningfulText(null)).toBe(false);
  });

  it('formats scores out of 10', () => {
    expect(formatScore(8)).toBe('8');
    expect(formatScore(7.25)).toBe('7.3');
    expect(formatScore(null)).toBe('–');
  });
});
