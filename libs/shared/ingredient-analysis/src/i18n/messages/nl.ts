import type { Messages } from './en';

/** Dutch explanation templates. */
export const nl: Messages = {
  'intro.additive': '{name} ({code}) is een levensmiddelenadditief, gebruikt als {classes}.',
  'intro.additiveNoClass': '{name} ({code}) is een levensmiddelenadditief.',
  'intro.ingredient': '{name} is een gangbaar voedingsingrediënt.',
  'intro.nutrient': '{name} is een vitamine, mineraal of andere voedingsstof.',
  'intro.cosmetic': '{name} is een cosmetisch ingrediënt uit de EU-inventaris CosIng.',
  'intro.cosmeticFunctions':
    '{name} is een cosmetisch ingrediënt uit de EU-inventaris CosIng (functie: {functions}).',
  'intro.substance': '{name} is een stof die in officiële gezondheidslijsten wordt genoemd.',
  unknown:
    '{name} staat niet in de kennisbank van LabelLens en wordt daarom niet beoordeeld. Controleer het etiket of vraag het de fabrikant.',
  'finding.iarc-1': 'Het IARC deelt {agent} in als kankerverwekkend voor de mens (groep 1).',
  'finding.iarc-2a':
    'Het IARC deelt {agent} in als waarschijnlijk kankerverwekkend voor de mens (groep 2A).',
  'finding.iarc-2b':
    'Het IARC deelt {agent} in als mogelijk kankerverwekkend voor de mens (groep 2B).',
  'finding.ntp-known':
    'Het Amerikaanse National Toxicology Program noemt {agent} een bekend kankerverwekkende stof voor de mens.',
  'finding.ntp-anticipated':
    'Het Amerikaanse National Toxicology Program noemt {agent} een vermoedelijk kankerverwekkende stof voor de mens.',
  'finding.prop65': 'De Californische Proposition 65 vermeldt {agent} ({toxicity}).',
  'finding.efsa-overexposure-high':
    'De EFSA concludeerde dat sommige mensen de aanvaardbare dagelijkse inname kunnen overschrijden (hoog risico op overblootstelling).',
  'finding.efsa-overexposure-moderate':
    'De EFSA zag een matig risico dat sommige mensen de aanvaardbare dagelijkse inname overschrijden.',
  'finding.efsa-no-overexposure':
    'De EFSA heeft het opnieuw beoordeeld en vond bij het huidige gebruik geen risico op overblootstelling.',
  'finding.efsa-evaluated': 'De EFSA heeft het beoordeeld en onze bronnen vermelden geen risico.',
  'finding.not-eu-authorised':
    'Het staat niet op de EU-lijst van toegelaten levensmiddelenadditieven.',
  'finding.unevaluated-additive':
    'Het staat niet op de EU-lijst van toegelaten additieven en er is geen EFSA-beoordeling bekend.',
  'finding.eu-authorised': 'Het is in de EU toegelaten als levensmiddelenadditief.',
  'finding.cosing-annex-ii': 'De EU verbiedt het in cosmetische producten (CosIng, bijlage II).',
  'finding.cosing-annex-iii':
    'De EU staat het in cosmetica alleen onder beperkingen toe (CosIng, bijlage III).',
  'finding.eu-withdrawn':
    'Het is in de EU niet meer toegelaten als levensmiddelenadditief ({source}, {year}).',
  'finding.cosing-restricted':
    'De EU staat het in cosmetica alleen onder voorwaarden toe (CosIng bijlage {annex}, {source}, {year}): {conditions}.',
  'finding.fragrance-allergen': 'Het staat op de EU-lijst van contactallergenen in geurstoffen.',
  'finding.food-ingredient': 'Onze bronnen vermelden geen veiligheidsprobleem.',
  'finding.nutrient': 'Onze bronnen vermelden geen veiligheidsprobleem.',
  'finding.cosmetic-listed':
    'In de EU-bijlagen voor cosmetica die wij raadplegen staat geen beperking.',
  'finding.eu-warning-children':
    'De EU-wetgeving schrijft de waarschuwing "kan een negatief effect hebben op de activiteit en de aandacht van kinderen" voor.',
  'finding.polyol': 'Overmatig gebruik kan een laxerend effect hebben.',
  'finding.phenylalanine': 'Het is een bron van fenylalanine.',
  allergens: 'Allergenen: {allergens}.',
  confidence: 'Herkend uit een onvolmaakte lezing ({confidence}% zekerheid).',
  'concern.iarc-1': 'Kankerverwekkend voor de mens (IARC groep 1)',
  'concern.iarc-2a': 'Waarschijnlijk kankerverwekkend (IARC groep 2A)',
  'concern.iarc-2b': 'Mogelijk kankerverwekkend (IARC groep 2B)',
  'concern.ntp-known': 'Bekend kankerverwekkend voor de mens (NTP)',
  'concern.ntp-anticipated': 'Vermoedelijk kankerverwekkend voor de mens (NTP)',
  'concern.prop65': 'Op de Californische Prop 65-lijst ({toxicity})',
  'concern.efsa-overexposure-high':
    'Hoog risico op overschrijding van de aanvaardbare dagelijkse inname (EFSA)',
  'concern.efsa-overexposure-moderate':
    'Matig risico op overschrijding van de aanvaardbare dagelijkse inname (EFSA)',
  'concern.not-eu-authorised': 'Geen toegelaten additief in de EU',
  'concern.unevaluated-additive': 'Niet toegelaten in de EU, geen EFSA-beoordeling',
  'concern.cosing-annex-ii': 'Verboden in EU-cosmetica',
  'concern.cosing-annex-iii': 'Beperkt in EU-cosmetica',
  'concern.eu-withdrawn': 'Niet meer toegelaten in levensmiddelen in de EU',
  'concern.cosing-restricted': 'Alleen onder voorwaarden toegelaten in EU-cosmetica',
  'concern.fragrance-allergen': 'Allergeen in geurstoffen',
  'concern.eu-warning-children':
    'Kan de activiteit en aandacht van kinderen beïnvloeden (EU-waarschuwing)',
  'concern.polyol': 'Laxerend bij overmaat',
  'concern.phenylalanine': 'Bron van fenylalanine',
  'concern.allergen': 'Allergeen: {allergen}',
  'alert.allergy': 'Bevat {allergen}, dat bij uw allergieën staat.',
  'alert.allergyTrace': 'Kan sporen van {allergen} bevatten, dat bij uw allergieën staat.',
  'alert.allergyTerm': 'Bevat {term}, dat bij uw allergieën staat.',
  'alert.markedAllergy': 'U hebt {name} als allergie gemarkeerd.',
  'alert.markedConcern': 'U hebt {name} als aandachtspunt gemarkeerd.',
  'diet.conflict': '{name} past niet in een {diet} dieet ({reason}).',
  'diet.maybe': '{name} past mogelijk niet in een {diet} dieet ({reason}).',
  'reason.animal': 'van dierlijke oorsprong',
  'reason.meat': 'vlees',
  'reason.fish': 'vis of zeevruchten',
  'reason.dairy': 'zuivel',
  'reason.egg': 'ei',
  'reason.honey': 'honing',
  'reason.sugar': 'suiker',
  'reason.sweetener': 'zoetstof',
  'reason.grain': 'graan',
  'reason.starch': 'zetmeel',
  'reason.legume': 'peulvrucht',
  'reason.alcohol': 'alcohol',
  'reason.gluten': 'gluten',
  'reason.additive': 'additief',
  'reason.processed': 'bewerkt vlees',
  'reason.vegetable-oil': 'geraffineerde zaadolie',
  'health.sodium': '{name} levert natrium: bij hoge bloeddruk minder dan 5 g zout per dag (WHO).',
  'health.sugar': '{name} is een suiker: bij diabetes toegevoegde suikers beperken.',
  'health.caffeine':
    '{name} bevat cafeïne: tijdens de zwangerschap adviseert de EFSA maximaal 200 mg cafeïne per dag.',
  'health.alcohol':
    '{name} is alcohol: tijdens de zwangerschap is geen enkele hoeveelheid alcohol als veilig bekend.',
  'health.phenylalanine':
    '{name} is een bron van fenylalanine, die mensen met fenylketonurie moeten vermijden.',
  'health.sulphite':
    '{name} is een sulfiet: sulfieten kunnen bij gevoelige mensen astmaklachten uitlokken.',
  'health.phosphate': '{name} is een fosfaatadditief: bij nierziekte wordt fosfor meestal beperkt.',
  'health.satfat':
    '{name} is rijk aan verzadigd of transvet: bij hoog cholesterol of hartziekte deze vetten beperken.',
  'health.polyol':
    '{name} is een polyol: in grote hoeveelheden werkt het laxerend en kan het een gevoelige darm irriteren.',
  'health.colour':
    '{name} draagt de EU-waarschuwing "kan een negatief effect hebben op de activiteit en de aandacht van kinderen".',
  'health.gluten': '{name} bevat gluten.',
  'health.lactose': '{name} bevat melk (lactose).',
  'health.processedMeat':
    '{name} is bewerkt vlees, door het IARC ingedeeld als kankerverwekkend (groep 1).',
  'nutrient.energy': 'energie',
  'nutrient.fat': 'vet',
  'nutrient.saturatedFat': 'verzadigd vet',
  'nutrient.carbohydrates': 'koolhydraten',
  'nutrient.sugars': 'suikers',
  'nutrient.fibre': 'vezels',
  'nutrient.protein': 'eiwitten',
  'nutrient.salt': 'zout',
  'nutrition.high': 'Rijk aan {nutrient} ({value} g per 100 {unit}).',
  'nutrition.low': 'Arm aan {nutrient} ({value} g per 100 {unit}).',
  'nutrition.medium': 'Gemiddeld gehalte aan {nutrient} ({value} g per 100 {unit}).',
  'nutrition.good': 'Goede bron van {nutrient} ({value} g per 100 {unit}).',
  'nutrition.nutriscore': 'Nutri-Score {grade} (algoritme {version}, score {score}).',
  'nutrition.nutriscoreMissing': 'Nutri-Score niet berekend: {missing} ontbreekt.',
  'nutrition.recommended': 'Aanbevolen: over het algemeen arm aan vet, suikers en zout.',
  'nutrition.notRecommended': 'Niet aanbevolen: {reasons}.',
  'nutrition.neutral': 'Met mate geschikt.',
  'nutrition.package':
    'De hele verpakking ({size}) levert {kcal} kcal ({pct}% van uw dagelijkse energiebehoefte), {sugars} g suikers en {salt} g zout.',
  'nutrition.packageNoProfile':
    'De hele verpakking ({size}) levert {kcal} kcal ({pct}% van de referentie-inname van 2000 kcal), {sugars} g suikers en {salt} g zout.',
  'nutrition.serving':
    'Eén portie ({size}) levert {kcal} kcal ({pct}% van uw dagelijkse energiebehoefte).',
  'nutrition.noPackage': 'Verpakkingsgrootte onbekend: waarden per 100 {unit}.',
  'nutrition.personalSalt':
    'Bij hoge bloeddruk is dit zoutgehalte ({value} g per 100 {unit}) te hoog.',
  'nutrition.personalSugar': 'Bij diabetes is dit suikergehalte ({value} g per 100 {unit}) hoog.',
  'nutrition.personalCarbs':
    'Voor een {diet} dieet is {value} g koolhydraten per 100 {unit} te veel.',
  'nutrition.personalEnergy': 'Om af te vallen is dit energierijk ({value} kcal per 100 {unit}).',
  'nutrition.personalSatFat':
    'Bij hoog cholesterol of hartziekte is dit gehalte aan verzadigd vet ({value} g per 100 {unit}) hoog.',
  'nutrition.personalProtein': 'Goed eiwitgehalte voor uw doel ({value} g per 100 {unit}).',
  // The personal verdict above the score (issue 12).
  'verdict.avoid': 'Niet voor u: {reasons}',
  'verdict.caution': 'Let op: {reasons}',
  'verdict.more': 'nog {count}',
  'verdict.allergy': 'bevat {allergen} (uw allergie)',
  'verdict.trace': 'kan {allergen} bevatten (uw allergie)',
  'verdict.allergyTerm': 'bevat {term} (uw allergie)',
  'verdict.markedAllergy': 'bevat {name} (gemarkeerd als allergie)',
  'verdict.markedConcern': 'bevat {name} (gemarkeerd als zorg)',
  'verdict.dietConflict': 'past niet in uw {diet} dieet',
  'verdict.dietMaybe': 'past misschien niet in uw {diet} dieet',
  'verdict.health': 'afgeraden bij uw gezondheidsklachten',
};
