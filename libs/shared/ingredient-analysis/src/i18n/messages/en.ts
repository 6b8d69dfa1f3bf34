/** English explanation templates: the reference every other language has every key of. */
export const en = {
  'intro.additive': '{name} ({code}) is a food additive used as {classes}.',
  'intro.additiveNoClass': '{name} ({code}) is a food additive.',
  'intro.ingredient': '{name} is a common food ingredient.',
  'intro.nutrient': '{name} is a vitamin, mineral or other nutrient.',
  'intro.cosmetic': '{name} is a cosmetic ingredient listed in the EU CosIng inventory.',
  'intro.cosmeticFunctions':
    '{name} is a cosmetic ingredient listed in the EU CosIng inventory (function: {functions}).',
  'intro.substance': '{name} is a substance named in official health lists.',
  unknown:
    '{name} is not in the LabelLens knowledge base, so it is not rated. Check the label or ask the manufacturer.',
  'finding.iarc-1': 'IARC classifies {agent} as carcinogenic to humans (Group 1).',
  'finding.iarc-2a': 'IARC classifies {agent} as probably carcinogenic to humans (Group 2A).',
  'finding.iarc-2b': 'IARC classifies {agent} as possibly carcinogenic to humans (Group 2B).',
  'finding.ntp-known':
    'The US National Toxicology Program lists {agent} as a known human carcinogen.',
  'finding.ntp-anticipated':
    'The US National Toxicology Program lists {agent} as reasonably anticipated to be a human carcinogen.',
  'finding.prop65': "California's Proposition 65 lists {agent} ({toxicity}).",
  'finding.efsa-overexposure-high':
    'EFSA found that some people may take in more than the acceptable daily intake (high over-exposure risk).',
  'finding.efsa-overexposure-moderate':
    'EFSA found a moderate risk that some people take in more than the acceptable daily intake.',
  'finding.efsa-no-overexposure':
    'EFSA re-evaluated it and found no over-exposure risk at current uses.',
  'finding.efsa-evaluated': 'EFSA has evaluated it and no risk is recorded in our sources.',
  'finding.not-eu-authorised': 'It is not in the EU list of authorised food additives.',
  'finding.unevaluated-additive':
    'It is not in the EU list of authorised food additives and no EFSA evaluation is recorded.',
  'finding.eu-authorised': 'It is authorised as a food additive in the EU.',
  'finding.cosing-annex-ii': 'The EU prohibits it in cosmetic products (CosIng Annex II).',
  'finding.cosing-annex-iii':
    'The EU allows it in cosmetics only under restrictions (CosIng Annex III).',
  'finding.eu-withdrawn':
    'It is no longer authorised as a food additive in the EU ({source}, {year}).',
  'finding.cosing-restricted':
    'The EU allows it in cosmetics only under conditions (CosIng Annex {annex}, {source}, {year}): {conditions}.',
  'finding.fragrance-allergen': 'It is on the EU list of fragrance contact allergens.',
  'finding.food-ingredient': 'No safety concern is recorded for it in our sources.',
  'finding.nutrient': 'No safety concern is recorded for it in our sources.',
  'finding.cosmetic-listed':
    'No restriction is recorded for it in the EU cosmetics annexes we check.',
  'finding.eu-warning-children':
    'EU law requires the warning "may have an adverse effect on activity and attention in children".',
  'finding.polyol': 'Excessive consumption may produce laxative effects.',
  'finding.phenylalanine': 'It is a source of phenylalanine.',
  allergens: 'Allergens: {allergens}.',
  confidence: 'Recognised from an imperfect reading ({confidence}% confidence).',
  'concern.iarc-1': 'Carcinogenic to humans (IARC Group 1)',
  'concern.iarc-2a': 'Probably carcinogenic (IARC Group 2A)',
  'concern.iarc-2b': 'Possibly carcinogenic (IARC Group 2B)',
  'concern.ntp-known': 'Known human carcinogen (NTP)',
  'concern.ntp-anticipated': 'Anticipated human carcinogen (NTP)',
  'concern.prop65': "On California's Prop 65 list ({toxicity})",
  'concern.efsa-overexposure-high': 'High risk of exceeding the acceptable daily intake (EFSA)',
  'concern.efsa-overexposure-moderate':
    'Moderate risk of exceeding the acceptable daily intake (EFSA)',
  'concern.not-eu-authorised': 'Not an authorised food additive in the EU',
  'concern.unevaluated-additive': 'Not authorised in the EU, no EFSA evaluation',
  'concern.cosing-annex-ii': 'Prohibited in EU cosmetics',
  'concern.cosing-annex-iii': 'Restricted in EU cosmetics',
  'concern.eu-withdrawn': 'No longer authorised in EU food',
  'concern.cosing-restricted': 'Allowed in EU cosmetics only under conditions',
  'concern.fragrance-allergen': 'Fragrance allergen',
  'concern.eu-warning-children': 'May affect activity and attention in children (EU warning)',
  'concern.polyol': 'Laxative effect in excess',
  'concern.phenylalanine': 'Source of phenylalanine',
  'concern.allergen': 'Allergen: {allergen}',
  'alert.allergy': 'Contains {allergen}, which is in your allergies.',
  'alert.allergyTrace': 'May contain traces of {allergen}, which is in your allergies.',
  'alert.allergyTerm': 'Contains {term}, which is in your allergies.',
  'alert.markedAllergy': 'You marked {name} as an allergy.',
  'alert.markedConcern': 'You marked {name} as a concern.',
  'diet.conflict': '{name} does not fit a {diet} diet ({reason}).',
  'diet.maybe': '{name} may not fit a {diet} diet ({reason}).',
  'reason.animal': 'of animal origin',
  'reason.meat': 'meat',
  'reason.fish': 'fish or seafood',
  'reason.dairy': 'dairy',
  'reason.egg': 'egg',
  'reason.honey': 'honey',
  'reason.sugar': 'sugar',
  'reason.sweetener': 'sweetener',
  'reason.grain': 'grain',
  'reason.starch': 'starch',
  'reason.legume': 'legume',
  'reason.alcohol': 'alcohol',
  'reason.gluten': 'gluten',
  'reason.additive': 'additive',
  'reason.processed': 'processed meat',
  'reason.vegetable-oil': 'refined seed oil',
  'health.sodium': '{name} adds sodium: with high blood pressure, keep salt under 5 g a day (WHO).',
  'health.sugar': '{name} is a sugar: with diabetes, limit added sugars.',
  'health.caffeine':
    '{name} contains caffeine: during pregnancy EFSA advises at most 200 mg of caffeine a day.',
  'health.alcohol': '{name} is alcohol: no amount of alcohol is known to be safe during pregnancy.',
  'health.phenylalanine':
    '{name} is a source of phenylalanine, which people with phenylketonuria must avoid.',
  'health.sulphite':
    '{name} is a sulphite: sulphites can trigger asthma symptoms in sensitive people.',
  'health.phosphate':
    '{name} is a phosphate additive: with kidney disease, phosphorus is usually restricted.',
  'health.satfat':
    '{name} is rich in saturated or trans fat: with high cholesterol or heart disease, limit these fats.',
  'health.polyol':
    '{name} is a polyol: in excess it has a laxative effect and can upset a sensitive gut.',
  'health.colour':
    '{name} carries the EU warning "may have an adverse effect on activity and attention in children".',
  'health.gluten': '{name} contains gluten.',
  'health.lactose': '{name} contains milk (lactose).',
  'health.processedMeat': '{name} is processed meat, classified by IARC as carcinogenic (Group 1).',
  'nutrient.energy': 'energy',
  'nutrient.fat': 'fat',
  'nutrient.saturatedFat': 'saturated fat',
  'nutrient.carbohydrates': 'carbohydrates',
  'nutrient.sugars': 'sugars',
  'nutrient.fibre': 'fibre',
  'nutrient.protein': 'protein',
  'nutrient.salt': 'salt',
  'nutrition.high': 'High in {nutrient} ({value} g per 100 {unit}).',
  'nutrition.low': 'Low in {nutrient} ({value} g per 100 {unit}).',
  'nutrition.medium': 'Medium in {nutrient} ({value} g per 100 {unit}).',
  'nutrition.good': 'Good source of {nutrient} ({value} g per 100 {unit}).',
  'nutrition.nutriscore': 'Nutri-Score {grade} ({version} algorithm, score {score}).',
  'nutrition.nutriscoreMissing': 'Nutri-Score not computed: missing {missing}.',
  'nutrition.recommended': 'Recommended: mostly low in fat, sugars and salt.',
  'nutrition.notRecommended': 'Not recommended: {reasons}.',
  'nutrition.neutral': 'Fine in moderation.',
  'nutrition.package':
    'The whole package ({size}) provides {kcal} kcal ({pct}% of your daily energy needs), {sugars} g of sugars and {salt} g of salt.',
  'nutrition.packageNoProfile':
    'The whole package ({size}) provides {kcal} kcal ({pct}% of the 2000 kcal reference intake), {sugars} g of sugars and {salt} g of salt.',
  'nutrition.serving':
    'One serving ({size}) provides {kcal} kcal ({pct}% of your daily energy needs).',
  'nutrition.noPackage': 'Package size unknown: figures are per 100 {unit}.',
  'nutrition.personalSalt':
    'With high blood pressure, this salt level ({value} g per 100 {unit}) is too high.',
  'nutrition.personalSugar': 'With diabetes, this sugar level ({value} g per 100 {unit}) is high.',
  'nutrition.personalCarbs':
    'For a {diet} diet, {value} g of carbohydrates per 100 {unit} is too much.',
  'nutrition.personalEnergy':
    'For weight loss, this is energy-dense ({value} kcal per 100 {unit}).',
  'nutrition.personalSatFat':
    'With high cholesterol or heart disease, this saturated fat level ({value} g per 100 {unit}) is high.',
  'nutrition.personalProtein': 'Good protein content for your goal ({value} g per 100 {unit}).',
  // The personal verdict above the score (issue 12).
  'verdict.avoid': 'Not for you: {reasons}',
  'verdict.caution': 'Take care: {reasons}',
  'verdict.more': '{count} more',
  'verdict.allergy': 'contains {allergen} (your allergy)',
  'verdict.trace': 'may contain {allergen} (your allergy)',
  'verdict.allergyTerm': 'contains {term} (your allergy)',
  'verdict.markedAllergy': 'contains {name} (marked as your allergy)',
  'verdict.markedConcern': 'contains {name} (marked as your concern)',
  'verdict.dietConflict': 'does not fit your {diet} diet',
  'verdict.dietMaybe': 'may not fit your {diet} diet',
  'verdict.health': 'not advised with your health concerns',
};

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
