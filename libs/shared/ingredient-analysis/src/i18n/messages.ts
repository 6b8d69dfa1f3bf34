/**
 * Explanation templates. Written for en, es, fr, de, it, pt, nl; the other display languages
 * (zh, ja, ko, ar, ru, hi, tr, fa) fall back to English and results say so
 * (`explanationLanguage: 'en'`). Placeholders are `{name}`.
 */
export const TEMPLATE_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

export type MessageKey = keyof typeof en;

const en = {
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

type Messages = Record<MessageKey, string>;

const es: Messages = {
  'intro.additive': '{name} ({code}) es un aditivo alimentario usado como {classes}.',
  'intro.additiveNoClass': '{name} ({code}) es un aditivo alimentario.',
  'intro.ingredient': '{name} es un ingrediente alimentario común.',
  'intro.nutrient': '{name} es una vitamina, un mineral u otro nutriente.',
  'intro.cosmetic': '{name} es un ingrediente cosmético del inventario CosIng de la UE.',
  'intro.cosmeticFunctions':
    '{name} es un ingrediente cosmético del inventario CosIng de la UE (función: {functions}).',
  'intro.substance': '{name} es una sustancia que figura en listas sanitarias oficiales.',
  unknown:
    '{name} no está en la base de conocimiento de LabelLens, así que no se valora. Revise la etiqueta o consulte al fabricante.',
  'finding.iarc-1': 'La IARC clasifica {agent} como cancerígeno para los humanos (Grupo 1).',
  'finding.iarc-2a':
    'La IARC clasifica {agent} como probablemente cancerígeno para los humanos (Grupo 2A).',
  'finding.iarc-2b':
    'La IARC clasifica {agent} como posiblemente cancerígeno para los humanos (Grupo 2B).',
  'finding.ntp-known':
    'El Programa Nacional de Toxicología de EE. UU. incluye {agent} como cancerígeno humano conocido.',
  'finding.ntp-anticipated':
    'El Programa Nacional de Toxicología de EE. UU. incluye {agent} como presunto cancerígeno humano.',
  'finding.prop65': 'La Proposición 65 de California incluye {agent} ({toxicity}).',
  'finding.efsa-overexposure-high':
    'La EFSA concluyó que algunas personas pueden superar la ingesta diaria admisible (riesgo alto de sobreexposición).',
  'finding.efsa-overexposure-moderate':
    'La EFSA concluyó que existe un riesgo moderado de que algunas personas superen la ingesta diaria admisible.',
  'finding.efsa-no-overexposure':
    'La EFSA lo reevaluó y no encontró riesgo de sobreexposición con los usos actuales.',
  'finding.efsa-evaluated': 'La EFSA lo ha evaluado y nuestras fuentes no registran ningún riesgo.',
  'finding.not-eu-authorised':
    'No figura en la lista de aditivos alimentarios autorizados de la UE.',
  'finding.unevaluated-additive':
    'No figura en la lista de aditivos autorizados de la UE y no consta ninguna evaluación de la EFSA.',
  'finding.eu-authorised': 'Está autorizado como aditivo alimentario en la UE.',
  'finding.cosing-annex-ii': 'La UE lo prohíbe en productos cosméticos (CosIng, anexo II).',
  'finding.cosing-annex-iii':
    'La UE solo lo permite en cosméticos con restricciones (CosIng, anexo III).',
  'finding.eu-withdrawn':
    'Ya no está autorizado como aditivo alimentario en la UE ({source}, {year}).',
  'finding.cosing-restricted':
    'La UE solo lo permite en cosméticos con condiciones (CosIng, anexo {annex}, {source}, {year}): {conditions}.',
  'finding.fragrance-allergen':
    'Figura en la lista de la UE de alérgenos de contacto de fragancias.',
  'finding.food-ingredient': 'Nuestras fuentes no registran ningún problema de seguridad.',
  'finding.nutrient': 'Nuestras fuentes no registran ningún problema de seguridad.',
  'finding.cosmetic-listed':
    'No consta ninguna restricción en los anexos de cosméticos de la UE que consultamos.',
  'finding.eu-warning-children':
    'La legislación de la UE exige la advertencia «puede tener efectos negativos sobre la actividad y la atención de los niños».',
  'finding.polyol': 'Un consumo excesivo puede tener efectos laxantes.',
  'finding.phenylalanine': 'Es una fuente de fenilalanina.',
  allergens: 'Alérgenos: {allergens}.',
  confidence: 'Reconocido a partir de una lectura imperfecta ({confidence} % de confianza).',
  'concern.iarc-1': 'Cancerígeno para los humanos (IARC, Grupo 1)',
  'concern.iarc-2a': 'Probablemente cancerígeno (IARC, Grupo 2A)',
  'concern.iarc-2b': 'Posiblemente cancerígeno (IARC, Grupo 2B)',
  'concern.ntp-known': 'Cancerígeno humano conocido (NTP)',
  'concern.ntp-anticipated': 'Presunto cancerígeno humano (NTP)',
  'concern.prop65': 'En la lista de la Proposición 65 de California ({toxicity})',
  'concern.efsa-overexposure-high': 'Riesgo alto de superar la ingesta diaria admisible (EFSA)',
  'concern.efsa-overexposure-moderate':
    'Riesgo moderado de superar la ingesta diaria admisible (EFSA)',
  'concern.not-eu-authorised': 'No autorizado como aditivo alimentario en la UE',
  'concern.unevaluated-additive': 'No autorizado en la UE, sin evaluación de la EFSA',
  'concern.cosing-annex-ii': 'Prohibido en cosméticos en la UE',
  'concern.cosing-annex-iii': 'Restringido en cosméticos en la UE',
  'concern.eu-withdrawn': 'Ya no autorizado en alimentos en la UE',
  'concern.cosing-restricted': 'Permitido en cosméticos de la UE solo con condiciones',
  'concern.fragrance-allergen': 'Alérgeno de fragancia',
  'concern.eu-warning-children':
    'Puede afectar a la actividad y la atención de los niños (advertencia UE)',
  'concern.polyol': 'Efecto laxante en exceso',
  'concern.phenylalanine': 'Fuente de fenilalanina',
  'concern.allergen': 'Alérgeno: {allergen}',
  'alert.allergy': 'Contiene {allergen}, que figura en sus alergias.',
  'alert.allergyTrace': 'Puede contener trazas de {allergen}, que figura en sus alergias.',
  'alert.allergyTerm': 'Contiene {term}, que figura en sus alergias.',
  'alert.markedAllergy': 'Marcó {name} como alergia.',
  'alert.markedConcern': 'Marcó {name} como preocupación.',
  'diet.conflict': '{name} no es compatible con una dieta {diet} ({reason}).',
  'diet.maybe': '{name} puede no ser compatible con una dieta {diet} ({reason}).',
  'reason.animal': 'de origen animal',
  'reason.meat': 'carne',
  'reason.fish': 'pescado o marisco',
  'reason.dairy': 'lácteo',
  'reason.egg': 'huevo',
  'reason.honey': 'miel',
  'reason.sugar': 'azúcar',
  'reason.sweetener': 'edulcorante',
  'reason.grain': 'cereal',
  'reason.starch': 'almidón',
  'reason.legume': 'legumbre',
  'reason.alcohol': 'alcohol',
  'reason.gluten': 'gluten',
  'reason.additive': 'aditivo',
  'reason.processed': 'carne procesada',
  'reason.vegetable-oil': 'aceite de semillas refinado',
  'health.sodium': '{name} aporta sodio: con hipertensión, tome menos de 5 g de sal al día (OMS).',
  'health.sugar': '{name} es un azúcar: con diabetes, limite los azúcares añadidos.',
  'health.caffeine':
    '{name} contiene cafeína: durante el embarazo la EFSA aconseja no superar 200 mg de cafeína al día.',
  'health.alcohol':
    '{name} es alcohol: no se conoce ninguna cantidad de alcohol segura durante el embarazo.',
  'health.phenylalanine':
    '{name} es una fuente de fenilalanina, que deben evitar las personas con fenilcetonuria.',
  'health.sulphite':
    '{name} es un sulfito: los sulfitos pueden desencadenar síntomas de asma en personas sensibles.',
  'health.phosphate':
    '{name} es un aditivo fosfatado: con enfermedad renal, el fósforo suele estar restringido.',
  'health.satfat':
    '{name} es rico en grasas saturadas o trans: con colesterol alto o enfermedad cardíaca, limite estas grasas.',
  'health.polyol':
    '{name} es un poliol: en exceso tiene efecto laxante y puede molestar a un intestino sensible.',
  'health.colour':
    '{name} lleva la advertencia de la UE «puede tener efectos negativos sobre la actividad y la atención de los niños».',
  'health.gluten': '{name} contiene gluten.',
  'health.lactose': '{name} contiene leche (lactosa).',
  'health.processedMeat':
    '{name} es carne procesada, clasificada por la IARC como cancerígena (Grupo 1).',
  'nutrient.energy': 'energía',
  'nutrient.fat': 'grasas',
  'nutrient.saturatedFat': 'grasas saturadas',
  'nutrient.carbohydrates': 'hidratos de carbono',
  'nutrient.sugars': 'azúcares',
  'nutrient.fibre': 'fibra',
  'nutrient.protein': 'proteínas',
  'nutrient.salt': 'sal',
  'nutrition.high': 'Alto en {nutrient} ({value} g por 100 {unit}).',
  'nutrition.low': 'Bajo en {nutrient} ({value} g por 100 {unit}).',
  'nutrition.medium': 'Contenido medio de {nutrient} ({value} g por 100 {unit}).',
  'nutrition.good': 'Buena fuente de {nutrient} ({value} g por 100 {unit}).',
  'nutrition.nutriscore': 'Nutri-Score {grade} (algoritmo {version}, puntuación {score}).',
  'nutrition.nutriscoreMissing': 'Nutri-Score no calculado: falta {missing}.',
  'nutrition.recommended': 'Recomendado: en general bajo en grasas, azúcares y sal.',
  'nutrition.notRecommended': 'No recomendado: {reasons}.',
  'nutrition.neutral': 'Adecuado con moderación.',
  'nutrition.package':
    'El envase completo ({size}) aporta {kcal} kcal ({pct} % de su energía diaria), {sugars} g de azúcares y {salt} g de sal.',
  'nutrition.packageNoProfile':
    'El envase completo ({size}) aporta {kcal} kcal ({pct} % de la ingesta de referencia de 2000 kcal), {sugars} g de azúcares y {salt} g de sal.',
  'nutrition.serving': 'Una porción ({size}) aporta {kcal} kcal ({pct} % de su energía diaria).',
  'nutrition.noPackage': 'Tamaño del envase desconocido: los valores son por 100 {unit}.',
  'nutrition.personalSalt':
    'Con hipertensión, este nivel de sal ({value} g por 100 {unit}) es demasiado alto.',
  'nutrition.personalSugar':
    'Con diabetes, este nivel de azúcar ({value} g por 100 {unit}) es alto.',
  'nutrition.personalCarbs':
    'Para una dieta {diet}, {value} g de hidratos de carbono por 100 {unit} es demasiado.',
  'nutrition.personalEnergy':
    'Para perder peso, es un alimento denso en energía ({value} kcal por 100 {unit}).',
  'nutrition.personalSatFat':
    'Con colesterol alto o enfermedad cardíaca, este nivel de grasas saturadas ({value} g por 100 {unit}) es alto.',
  'nutrition.personalProtein':
    'Buen contenido de proteínas para su objetivo ({value} g por 100 {unit}).',
  // The personal verdict above the score (issue 12).
  'verdict.avoid': 'No es para usted: {reasons}',
  'verdict.caution': 'Precaución: {reasons}',
  'verdict.more': '{count} más',
  'verdict.allergy': 'contiene {allergen} (su alergia)',
  'verdict.trace': 'puede contener {allergen} (su alergia)',
  'verdict.allergyTerm': 'contiene {term} (su alergia)',
  'verdict.markedAllergy': 'contiene {name} (marcado como su alergia)',
  'verdict.markedConcern': 'contiene {name} (marcado como su preocupación)',
  'verdict.dietConflict': 'no es compatible con su dieta {diet}',
  'verdict.dietMaybe': 'puede no ser compatible con su dieta {diet}',
  'verdict.health': 'no aconsejado por sus problemas de salud',
};

const fr: Messages = {
  'intro.additive': '{name} ({code}) est un additif alimentaire utilisé comme {classes}.',
  'intro.additiveNoClass': '{name} ({code}) est un additif alimentaire.',
  'intro.ingredient': '{name} est un ingrédient alimentaire courant.',
  'intro.nutrient': '{name} est une vitamine, un minéral ou un autre nutriment.',
  'intro.cosmetic': "{name} est un ingrédient cosmétique de l'inventaire CosIng de l'UE.",
  'intro.cosmeticFunctions':
    "{name} est un ingrédient cosmétique de l'inventaire CosIng de l'UE (fonction : {functions}).",
  'intro.substance': '{name} est une substance citée dans des listes sanitaires officielles.',
  unknown:
    "{name} ne figure pas dans la base de connaissances de LabelLens : il n'est donc pas évalué. Vérifiez l'étiquette ou interrogez le fabricant.",
  'finding.iarc-1': 'Le CIRC classe {agent} comme cancérogène pour l’homme (groupe 1).',
  'finding.iarc-2a':
    'Le CIRC classe {agent} comme probablement cancérogène pour l’homme (groupe 2A).',
  'finding.iarc-2b': 'Le CIRC classe {agent} comme peut-être cancérogène pour l’homme (groupe 2B).',
  'finding.ntp-known':
    'Le programme national de toxicologie des États-Unis classe {agent} comme cancérogène avéré pour l’homme.',
  'finding.ntp-anticipated':
    'Le programme national de toxicologie des États-Unis classe {agent} comme cancérogène présumé pour l’homme.',
  'finding.prop65': 'La Proposition 65 de Californie liste {agent} ({toxicity}).',
  'finding.efsa-overexposure-high':
    "L'EFSA a conclu que certaines personnes peuvent dépasser la dose journalière admissible (risque élevé de surexposition).",
  'finding.efsa-overexposure-moderate':
    "L'EFSA a conclu à un risque modéré que certaines personnes dépassent la dose journalière admissible.",
  'finding.efsa-no-overexposure':
    "L'EFSA l'a réévalué et n'a trouvé aucun risque de surexposition aux usages actuels.",
  'finding.efsa-evaluated': "L'EFSA l'a évalué et nos sources ne signalent aucun risque.",
  'finding.not-eu-authorised':
    "Il ne figure pas sur la liste des additifs alimentaires autorisés dans l'UE.",
  'finding.unevaluated-additive':
    "Il ne figure pas sur la liste des additifs autorisés dans l'UE et aucune évaluation de l'EFSA n'est enregistrée.",
  'finding.eu-authorised': "Il est autorisé comme additif alimentaire dans l'UE.",
  'finding.cosing-annex-ii': "L'UE l'interdit dans les produits cosmétiques (CosIng, annexe II).",
  'finding.cosing-annex-iii':
    "L'UE ne l'autorise dans les cosmétiques que sous restrictions (CosIng, annexe III).",
  'finding.eu-withdrawn':
    'Il n’est plus autorisé comme additif alimentaire dans l’UE ({source}, {year}).',
  'finding.cosing-restricted':
    'L’UE ne l’autorise dans les cosmétiques que sous conditions (CosIng, annexe {annex}, {source}, {year}) : {conditions}.',
  'finding.fragrance-allergen':
    'Il figure sur la liste européenne des allergènes de contact des parfums.',
  'finding.food-ingredient': 'Nos sources ne signalent aucun problème de sécurité.',
  'finding.nutrient': 'Nos sources ne signalent aucun problème de sécurité.',
  'finding.cosmetic-listed':
    "Aucune restriction n'est enregistrée dans les annexes cosmétiques de l'UE que nous consultons.",
  'finding.eu-warning-children':
    "La réglementation de l'UE impose la mention « peut avoir des effets indésirables sur l'activité et l'attention chez les enfants ».",
  'finding.polyol': 'Une consommation excessive peut avoir des effets laxatifs.',
  'finding.phenylalanine': 'Il contient une source de phénylalanine.',
  allergens: 'Allergènes : {allergens}.',
  confidence: 'Reconnu à partir d’une lecture imparfaite (confiance {confidence} %).',
  'concern.iarc-1': 'Cancérogène pour l’homme (CIRC, groupe 1)',
  'concern.iarc-2a': 'Probablement cancérogène (CIRC, groupe 2A)',
  'concern.iarc-2b': 'Peut-être cancérogène (CIRC, groupe 2B)',
  'concern.ntp-known': 'Cancérogène avéré pour l’homme (NTP)',
  'concern.ntp-anticipated': 'Cancérogène présumé pour l’homme (NTP)',
  'concern.prop65': 'Sur la liste de la Proposition 65 de Californie ({toxicity})',
  'concern.efsa-overexposure-high':
    'Risque élevé de dépasser la dose journalière admissible (EFSA)',
  'concern.efsa-overexposure-moderate':
    'Risque modéré de dépasser la dose journalière admissible (EFSA)',
  'concern.not-eu-authorised': "Additif non autorisé dans l'UE",
  'concern.unevaluated-additive': "Non autorisé dans l'UE, pas d'évaluation de l'EFSA",
  'concern.cosing-annex-ii': "Interdit dans les cosmétiques de l'UE",
  'concern.cosing-annex-iii': "Restreint dans les cosmétiques de l'UE",
  'concern.eu-withdrawn': 'N’est plus autorisé dans les aliments dans l’UE',
  'concern.cosing-restricted': 'Autorisé dans les cosmétiques de l’UE sous conditions seulement',
  'concern.fragrance-allergen': 'Allergène de parfum',
  'concern.eu-warning-children':
    "Peut nuire à l'activité et à l'attention des enfants (mention UE)",
  'concern.polyol': 'Effet laxatif en excès',
  'concern.phenylalanine': 'Source de phénylalanine',
  'concern.allergen': 'Allergène : {allergen}',
  'alert.allergy': 'Contient {allergen}, qui fait partie de vos allergies.',
  'alert.allergyTrace': 'Peut contenir des traces de {allergen}, qui fait partie de vos allergies.',
  'alert.allergyTerm': 'Contient {term}, qui fait partie de vos allergies.',
  'alert.markedAllergy': 'Vous avez marqué {name} comme allergie.',
  'alert.markedConcern': 'Vous avez marqué {name} comme préoccupation.',
  'diet.conflict': '{name} ne convient pas à un régime {diet} ({reason}).',
  'diet.maybe': '{name} peut ne pas convenir à un régime {diet} ({reason}).',
  'reason.animal': "d'origine animale",
  'reason.meat': 'viande',
  'reason.fish': 'poisson ou fruits de mer',
  'reason.dairy': 'produit laitier',
  'reason.egg': 'œuf',
  'reason.honey': 'miel',
  'reason.sugar': 'sucre',
  'reason.sweetener': 'édulcorant',
  'reason.grain': 'céréale',
  'reason.starch': 'amidon',
  'reason.legume': 'légumineuse',
  'reason.alcohol': 'alcool',
  'reason.gluten': 'gluten',
  'reason.additive': 'additif',
  'reason.processed': 'viande transformée',
  'reason.vegetable-oil': 'huile de graines raffinée',
  'health.sodium':
    '{name} apporte du sodium : en cas d’hypertension, limitez le sel à moins de 5 g par jour (OMS).',
  'health.sugar': '{name} est un sucre : en cas de diabète, limitez les sucres ajoutés.',
  'health.caffeine':
    '{name} contient de la caféine : pendant la grossesse, l’EFSA conseille au plus 200 mg de caféine par jour.',
  'health.alcohol':
    '{name} est de l’alcool : aucune quantité d’alcool n’est reconnue sans risque pendant la grossesse.',
  'health.phenylalanine':
    '{name} est une source de phénylalanine, que les personnes atteintes de phénylcétonurie doivent éviter.',
  'health.sulphite':
    '{name} est un sulfite : les sulfites peuvent déclencher des symptômes d’asthme chez les personnes sensibles.',
  'health.phosphate':
    '{name} est un additif phosphaté : en cas de maladie rénale, le phosphore est généralement limité.',
  'health.satfat':
    '{name} est riche en graisses saturées ou trans : en cas de cholestérol élevé ou de maladie cardiaque, limitez ces graisses.',
  'health.polyol':
    '{name} est un polyol : en excès, il a un effet laxatif et peut gêner un intestin sensible.',
  'health.colour':
    "{name} porte la mention UE « peut avoir des effets indésirables sur l'activité et l'attention chez les enfants ».",
  'health.gluten': '{name} contient du gluten.',
  'health.lactose': '{name} contient du lait (lactose).',
  'health.processedMeat':
    '{name} est de la viande transformée, classée cancérogène par le CIRC (groupe 1).',
  'nutrient.energy': 'énergie',
  'nutrient.fat': 'matières grasses',
  'nutrient.saturatedFat': 'acides gras saturés',
  'nutrient.carbohydrates': 'glucides',
  'nutrient.sugars': 'sucres',
  'nutrient.fibre': 'fibres',
  'nutrient.protein': 'protéines',
  'nutrient.salt': 'sel',
  'nutrition.high': 'Riche en {nutrient} ({value} g pour 100 {unit}).',
  'nutrition.low': 'Pauvre en {nutrient} ({value} g pour 100 {unit}).',
  'nutrition.medium': 'Teneur moyenne en {nutrient} ({value} g pour 100 {unit}).',
  'nutrition.good': 'Bonne source de {nutrient} ({value} g pour 100 {unit}).',
  'nutrition.nutriscore': 'Nutri-Score {grade} (algorithme {version}, score {score}).',
  'nutrition.nutriscoreMissing': 'Nutri-Score non calculé : il manque {missing}.',
  'nutrition.recommended': 'Recommandé : globalement pauvre en matières grasses, sucres et sel.',
  'nutrition.notRecommended': 'Déconseillé : {reasons}.',
  'nutrition.neutral': 'Convient avec modération.',
  'nutrition.package':
    "L'emballage entier ({size}) apporte {kcal} kcal ({pct} % de vos besoins énergétiques quotidiens), {sugars} g de sucres et {salt} g de sel.",
  'nutrition.packageNoProfile':
    "L'emballage entier ({size}) apporte {kcal} kcal ({pct} % de l'apport de référence de 2000 kcal), {sugars} g de sucres et {salt} g de sel.",
  'nutrition.serving':
    'Une portion ({size}) apporte {kcal} kcal ({pct} % de vos besoins énergétiques quotidiens).',
  'nutrition.noPackage': "Taille de l'emballage inconnue : les valeurs sont pour 100 {unit}.",
  'nutrition.personalSalt':
    'En cas d’hypertension, cette teneur en sel ({value} g pour 100 {unit}) est trop élevée.',
  'nutrition.personalSugar':
    'En cas de diabète, cette teneur en sucres ({value} g pour 100 {unit}) est élevée.',
  'nutrition.personalCarbs':
    'Pour un régime {diet}, {value} g de glucides pour 100 {unit}, c’est trop.',
  'nutrition.personalEnergy':
    'Pour perdre du poids, cet aliment est dense en énergie ({value} kcal pour 100 {unit}).',
  'nutrition.personalSatFat':
    'En cas de cholestérol élevé ou de maladie cardiaque, cette teneur en graisses saturées ({value} g pour 100 {unit}) est élevée.',
  'nutrition.personalProtein':
    'Bonne teneur en protéines pour votre objectif ({value} g pour 100 {unit}).',
  // The personal verdict above the score (issue 12).
  'verdict.avoid': 'Pas pour vous : {reasons}',
  'verdict.caution': 'Attention : {reasons}',
  'verdict.more': '{count} de plus',
  'verdict.allergy': 'contient {allergen} (votre allergie)',
  'verdict.trace': 'peut contenir {allergen} (votre allergie)',
  'verdict.allergyTerm': 'contient {term} (votre allergie)',
  'verdict.markedAllergy': 'contient {name} (marqué comme allergie)',
  'verdict.markedConcern': 'contient {name} (marqué comme préoccupation)',
  'verdict.dietConflict': 'ne convient pas à votre régime {diet}',
  'verdict.dietMaybe': 'peut ne pas convenir à votre régime {diet}',
  'verdict.health': 'déconseillé pour votre santé',
};

const de: Messages = {
  'intro.additive': '{name} ({code}) ist ein Lebensmittelzusatzstoff, verwendet als {classes}.',
  'intro.additiveNoClass': '{name} ({code}) ist ein Lebensmittelzusatzstoff.',
  'intro.ingredient': '{name} ist eine übliche Lebensmittelzutat.',
  'intro.nutrient': '{name} ist ein Vitamin, Mineralstoff oder anderer Nährstoff.',
  'intro.cosmetic': '{name} ist ein kosmetischer Inhaltsstoff aus dem EU-Verzeichnis CosIng.',
  'intro.cosmeticFunctions':
    '{name} ist ein kosmetischer Inhaltsstoff aus dem EU-Verzeichnis CosIng (Funktion: {functions}).',
  'intro.substance': '{name} ist ein Stoff, der in amtlichen Gesundheitslisten genannt wird.',
  unknown:
    '{name} ist nicht in der LabelLens-Wissensdatenbank und wird daher nicht bewertet. Prüfen Sie das Etikett oder fragen Sie den Hersteller.',
  'finding.iarc-1': 'Die IARC stuft {agent} als krebserregend für den Menschen ein (Gruppe 1).',
  'finding.iarc-2a':
    'Die IARC stuft {agent} als wahrscheinlich krebserregend für den Menschen ein (Gruppe 2A).',
  'finding.iarc-2b':
    'Die IARC stuft {agent} als möglicherweise krebserregend für den Menschen ein (Gruppe 2B).',
  'finding.ntp-known':
    'Das US National Toxicology Program führt {agent} als bekanntes Humankarzinogen.',
  'finding.ntp-anticipated':
    'Das US National Toxicology Program führt {agent} als mutmaßliches Humankarzinogen.',
  'finding.prop65': 'Die kalifornische Proposition 65 listet {agent} ({toxicity}).',
  'finding.efsa-overexposure-high':
    'Die EFSA stellte fest, dass manche Menschen die annehmbare Tagesdosis überschreiten können (hohes Überexpositionsrisiko).',
  'finding.efsa-overexposure-moderate':
    'Die EFSA sah ein mäßiges Risiko, dass manche Menschen die annehmbare Tagesdosis überschreiten.',
  'finding.efsa-no-overexposure':
    'Die EFSA hat den Stoff neu bewertet und bei den derzeitigen Verwendungen kein Überexpositionsrisiko gefunden.',
  'finding.efsa-evaluated':
    'Die EFSA hat den Stoff bewertet; unsere Quellen verzeichnen kein Risiko.',
  'finding.not-eu-authorised':
    'Er steht nicht auf der EU-Liste der zugelassenen Lebensmittelzusatzstoffe.',
  'finding.unevaluated-additive':
    'Er steht nicht auf der EU-Liste der zugelassenen Zusatzstoffe, und eine EFSA-Bewertung ist nicht verzeichnet.',
  'finding.eu-authorised': 'Er ist in der EU als Lebensmittelzusatzstoff zugelassen.',
  'finding.cosing-annex-ii': 'Die EU verbietet ihn in kosmetischen Mitteln (CosIng, Anhang II).',
  'finding.cosing-annex-iii':
    'Die EU erlaubt ihn in Kosmetika nur mit Einschränkungen (CosIng, Anhang III).',
  'finding.eu-withdrawn':
    'Es ist in der EU nicht mehr als Lebensmittelzusatzstoff zugelassen ({source}, {year}).',
  'finding.cosing-restricted':
    'Die EU erlaubt es in Kosmetika nur unter Bedingungen (CosIng Anhang {annex}, {source}, {year}): {conditions}.',
  'finding.fragrance-allergen': 'Er steht auf der EU-Liste der Duftstoff-Kontaktallergene.',
  'finding.food-ingredient': 'Unsere Quellen verzeichnen kein Sicherheitsproblem.',
  'finding.nutrient': 'Unsere Quellen verzeichnen kein Sicherheitsproblem.',
  'finding.cosmetic-listed':
    'In den geprüften EU-Kosmetikanhängen ist keine Einschränkung verzeichnet.',
  'finding.eu-warning-children':
    'Das EU-Recht schreibt den Hinweis „kann Aktivität und Aufmerksamkeit bei Kindern beeinträchtigen“ vor.',
  'finding.polyol': 'Kann bei übermäßigem Verzehr abführend wirken.',
  'finding.phenylalanine': 'Er ist eine Phenylalaninquelle.',
  allergens: 'Allergene: {allergens}.',
  confidence: 'Aus einer unvollkommenen Lesung erkannt ({confidence} % Sicherheit).',
  'concern.iarc-1': 'Krebserregend für den Menschen (IARC Gruppe 1)',
  'concern.iarc-2a': 'Wahrscheinlich krebserregend (IARC Gruppe 2A)',
  'concern.iarc-2b': 'Möglicherweise krebserregend (IARC Gruppe 2B)',
  'concern.ntp-known': 'Bekanntes Humankarzinogen (NTP)',
  'concern.ntp-anticipated': 'Mutmaßliches Humankarzinogen (NTP)',
  'concern.prop65': 'Auf der kalifornischen Prop-65-Liste ({toxicity})',
  'concern.efsa-overexposure-high':
    'Hohes Risiko, die annehmbare Tagesdosis zu überschreiten (EFSA)',
  'concern.efsa-overexposure-moderate':
    'Mäßiges Risiko, die annehmbare Tagesdosis zu überschreiten (EFSA)',
  'concern.not-eu-authorised': 'In der EU nicht als Zusatzstoff zugelassen',
  'concern.unevaluated-additive': 'In der EU nicht zugelassen, keine EFSA-Bewertung',
  'concern.cosing-annex-ii': 'In EU-Kosmetika verboten',
  'concern.cosing-annex-iii': 'In EU-Kosmetika eingeschränkt',
  'concern.eu-withdrawn': 'In der EU nicht mehr in Lebensmitteln zugelassen',
  'concern.cosing-restricted': 'In EU-Kosmetika nur unter Bedingungen erlaubt',
  'concern.fragrance-allergen': 'Duftstoff-Allergen',
  'concern.eu-warning-children':
    'Kann Aktivität und Aufmerksamkeit bei Kindern beeinträchtigen (EU-Hinweis)',
  'concern.polyol': 'Abführende Wirkung bei Übermaß',
  'concern.phenylalanine': 'Phenylalaninquelle',
  'concern.allergen': 'Allergen: {allergen}',
  'alert.allergy': 'Enthält {allergen}, das in Ihren Allergien steht.',
  'alert.allergyTrace': 'Kann Spuren von {allergen} enthalten, das in Ihren Allergien steht.',
  'alert.allergyTerm': 'Enthält {term}, das in Ihren Allergien steht.',
  'alert.markedAllergy': 'Sie haben {name} als Allergie markiert.',
  'alert.markedConcern': 'Sie haben {name} als Bedenken markiert.',
  'diet.conflict': '{name} passt nicht zu einer {diet}-Ernährung ({reason}).',
  'diet.maybe': '{name} passt möglicherweise nicht zu einer {diet}-Ernährung ({reason}).',
  'reason.animal': 'tierischen Ursprungs',
  'reason.meat': 'Fleisch',
  'reason.fish': 'Fisch oder Meeresfrüchte',
  'reason.dairy': 'Milchprodukt',
  'reason.egg': 'Ei',
  'reason.honey': 'Honig',
  'reason.sugar': 'Zucker',
  'reason.sweetener': 'Süßungsmittel',
  'reason.grain': 'Getreide',
  'reason.starch': 'Stärke',
  'reason.legume': 'Hülsenfrucht',
  'reason.alcohol': 'Alkohol',
  'reason.gluten': 'Gluten',
  'reason.additive': 'Zusatzstoff',
  'reason.processed': 'verarbeitetes Fleisch',
  'reason.vegetable-oil': 'raffiniertes Saatenöl',
  'health.sodium': '{name} liefert Natrium: bei Bluthochdruck weniger als 5 g Salz am Tag (WHO).',
  'health.sugar': '{name} ist ein Zucker: bei Diabetes zugesetzten Zucker begrenzen.',
  'health.caffeine':
    '{name} enthält Koffein: in der Schwangerschaft rät die EFSA zu höchstens 200 mg Koffein am Tag.',
  'health.alcohol':
    '{name} ist Alkohol: in der Schwangerschaft ist keine Alkoholmenge als sicher bekannt.',
  'health.phenylalanine':
    '{name} ist eine Phenylalaninquelle, die Menschen mit Phenylketonurie meiden müssen.',
  'health.sulphite':
    '{name} ist ein Sulfit: Sulfite können bei empfindlichen Menschen Asthmasymptome auslösen.',
  'health.phosphate':
    '{name} ist ein Phosphatzusatz: bei Nierenerkrankungen wird Phosphor meist eingeschränkt.',
  'health.satfat':
    '{name} ist reich an gesättigten oder Trans-Fetten: bei hohem Cholesterin oder Herzerkrankung diese Fette begrenzen.',
  'health.polyol':
    '{name} ist ein Polyol: in größeren Mengen wirkt es abführend und kann einen empfindlichen Darm reizen.',
  'health.colour':
    '{name} trägt den EU-Hinweis „kann Aktivität und Aufmerksamkeit bei Kindern beeinträchtigen“.',
  'health.gluten': '{name} enthält Gluten.',
  'health.lactose': '{name} enthält Milch (Laktose).',
  'health.processedMeat':
    '{name} ist verarbeitetes Fleisch, von der IARC als krebserregend eingestuft (Gruppe 1).',
  'nutrient.energy': 'Energie',
  'nutrient.fat': 'Fett',
  'nutrient.saturatedFat': 'gesättigten Fettsäuren',
  'nutrient.carbohydrates': 'Kohlenhydraten',
  'nutrient.sugars': 'Zucker',
  'nutrient.fibre': 'Ballaststoffen',
  'nutrient.protein': 'Eiweiß',
  'nutrient.salt': 'Salz',
  'nutrition.high': 'Hoher Gehalt an {nutrient} ({value} g pro 100 {unit}).',
  'nutrition.low': 'Niedriger Gehalt an {nutrient} ({value} g pro 100 {unit}).',
  'nutrition.medium': 'Mittlerer Gehalt an {nutrient} ({value} g pro 100 {unit}).',
  'nutrition.good': 'Gute Quelle für {nutrient} ({value} g pro 100 {unit}).',
  'nutrition.nutriscore': 'Nutri-Score {grade} (Algorithmus {version}, Punktzahl {score}).',
  'nutrition.nutriscoreMissing': 'Nutri-Score nicht berechnet: es fehlt {missing}.',
  'nutrition.recommended': 'Empfohlen: insgesamt arm an Fett, Zucker und Salz.',
  'nutrition.notRecommended': 'Nicht empfohlen: {reasons}.',
  'nutrition.neutral': 'In Maßen geeignet.',
  'nutrition.package':
    'Die ganze Packung ({size}) liefert {kcal} kcal ({pct} % Ihres täglichen Energiebedarfs), {sugars} g Zucker und {salt} g Salz.',
  'nutrition.packageNoProfile':
    'Die ganze Packung ({size}) liefert {kcal} kcal ({pct} % der Referenzmenge von 2000 kcal), {sugars} g Zucker und {salt} g Salz.',
  'nutrition.serving':
    'Eine Portion ({size}) liefert {kcal} kcal ({pct} % Ihres täglichen Energiebedarfs).',
  'nutrition.noPackage': 'Packungsgröße unbekannt: Werte pro 100 {unit}.',
  'nutrition.personalSalt':
    'Bei Bluthochdruck ist dieser Salzgehalt ({value} g pro 100 {unit}) zu hoch.',
  'nutrition.personalSugar':
    'Bei Diabetes ist dieser Zuckergehalt ({value} g pro 100 {unit}) hoch.',
  'nutrition.personalCarbs':
    'Für eine {diet}-Ernährung sind {value} g Kohlenhydrate pro 100 {unit} zu viel.',
  'nutrition.personalEnergy': 'Zum Abnehmen ist dies energiereich ({value} kcal pro 100 {unit}).',
  'nutrition.personalSatFat':
    'Bei hohem Cholesterin oder Herzerkrankung ist dieser Gehalt an gesättigten Fetten ({value} g pro 100 {unit}) hoch.',
  'nutrition.personalProtein': 'Guter Eiweißgehalt für Ihr Ziel ({value} g pro 100 {unit}).',
  // The personal verdict above the score (issue 12).
  'verdict.avoid': 'Nicht für Sie: {reasons}',
  'verdict.caution': 'Vorsicht: {reasons}',
  'verdict.more': '{count} weitere',
  'verdict.allergy': 'enthält {allergen} (Ihre Allergie)',
  'verdict.trace': 'kann {allergen} enthalten (Ihre Allergie)',
  'verdict.allergyTerm': 'enthält {term} (Ihre Allergie)',
  'verdict.markedAllergy': 'enthält {name} (als Allergie markiert)',
  'verdict.markedConcern': 'enthält {name} (als Bedenken markiert)',
  'verdict.dietConflict': 'passt nicht zu Ihrer {diet}-Ernährung',
  'verdict.dietMaybe': 'passt vielleicht nicht zu Ihrer {diet}-Ernährung',
  'verdict.health': 'bei Ihren Gesundheitsthemen nicht empfohlen',
};

const it: Messages = {
  'intro.additive': '{name} ({code}) è un additivo alimentare usato come {classes}.',
  'intro.additiveNoClass': '{name} ({code}) è un additivo alimentare.',
  'intro.ingredient': '{name} è un ingrediente alimentare comune.',
  'intro.nutrient': '{name} è una vitamina, un minerale o un altro nutriente.',
  'intro.cosmetic': "{name} è un ingrediente cosmetico dell'inventario CosIng dell'UE.",
  'intro.cosmeticFunctions':
    "{name} è un ingrediente cosmetico dell'inventario CosIng dell'UE (funzione: {functions}).",
  'intro.substance': '{name} è una sostanza citata in elenchi sanitari ufficiali.',
  unknown:
    "{name} non è nella base di conoscenza di LabelLens, quindi non viene valutato. Controlla l'etichetta o chiedi al produttore.",
  'finding.iarc-1': "La IARC classifica {agent} come cancerogeno per l'uomo (Gruppo 1).",
  'finding.iarc-2a':
    "La IARC classifica {agent} come probabilmente cancerogeno per l'uomo (Gruppo 2A).",
  'finding.iarc-2b':
    "La IARC classifica {agent} come possibilmente cancerogeno per l'uomo (Gruppo 2B).",
  'finding.ntp-known':
    'Il National Toxicology Program degli Stati Uniti elenca {agent} come cancerogeno umano noto.',
  'finding.ntp-anticipated':
    'Il National Toxicology Program degli Stati Uniti elenca {agent} come presunto cancerogeno umano.',
  'finding.prop65': 'La Proposition 65 della California elenca {agent} ({toxicity}).',
  'finding.efsa-overexposure-high':
    "L'EFSA ha concluso che alcune persone possono superare la dose giornaliera ammissibile (rischio elevato di sovraesposizione).",
  'finding.efsa-overexposure-moderate':
    "L'EFSA ha rilevato un rischio moderato che alcune persone superino la dose giornaliera ammissibile.",
  'finding.efsa-no-overexposure':
    "L'EFSA lo ha rivalutato e non ha trovato rischi di sovraesposizione con gli usi attuali.",
  'finding.efsa-evaluated': "L'EFSA lo ha valutato e le nostre fonti non registrano rischi.",
  'finding.not-eu-authorised': "Non è nell'elenco UE degli additivi alimentari autorizzati.",
  'finding.unevaluated-additive':
    "Non è nell'elenco UE degli additivi autorizzati e non risulta alcuna valutazione EFSA.",
  'finding.eu-authorised': "È autorizzato come additivo alimentare nell'UE.",
  'finding.cosing-annex-ii': "L'UE lo vieta nei prodotti cosmetici (CosIng, allegato II).",
  'finding.cosing-annex-iii':
    "L'UE lo consente nei cosmetici solo con restrizioni (CosIng, allegato III).",
  'finding.eu-withdrawn':
    "Non è più autorizzato come additivo alimentare nell'UE ({source}, {year}).",
  'finding.cosing-restricted':
    "L'UE lo consente nei cosmetici solo a determinate condizioni (CosIng, allegato {annex}, {source}, {year}): {conditions}.",
  'finding.fragrance-allergen': "È nell'elenco UE degli allergeni da contatto delle fragranze.",
  'finding.food-ingredient': 'Le nostre fonti non registrano problemi di sicurezza.',
  'finding.nutrient': 'Le nostre fonti non registrano problemi di sicurezza.',
  'finding.cosmetic-listed':
    'Negli allegati UE sui cosmetici che consultiamo non risultano restrizioni.',
  'finding.eu-warning-children':
    "La normativa UE impone l'avvertenza «può influire negativamente sull'attività e l'attenzione dei bambini».",
  'finding.polyol': 'Un consumo eccessivo può avere effetti lassativi.',
  'finding.phenylalanine': 'È una fonte di fenilalanina.',
  allergens: 'Allergeni: {allergens}.',
  confidence: 'Riconosciuto da una lettura imperfetta (affidabilità {confidence}%).',
  'concern.iarc-1': "Cancerogeno per l'uomo (IARC Gruppo 1)",
  'concern.iarc-2a': 'Probabilmente cancerogeno (IARC Gruppo 2A)',
  'concern.iarc-2b': 'Possibilmente cancerogeno (IARC Gruppo 2B)',
  'concern.ntp-known': 'Cancerogeno umano noto (NTP)',
  'concern.ntp-anticipated': 'Presunto cancerogeno umano (NTP)',
  'concern.prop65': 'Nella lista Prop 65 della California ({toxicity})',
  'concern.efsa-overexposure-high':
    'Rischio elevato di superare la dose giornaliera ammissibile (EFSA)',
  'concern.efsa-overexposure-moderate':
    'Rischio moderato di superare la dose giornaliera ammissibile (EFSA)',
  'concern.not-eu-authorised': "Additivo non autorizzato nell'UE",
  'concern.unevaluated-additive': "Non autorizzato nell'UE, nessuna valutazione EFSA",
  'concern.cosing-annex-ii': 'Vietato nei cosmetici UE',
  'concern.cosing-annex-iii': 'Limitato nei cosmetici UE',
  'concern.eu-withdrawn': "Non più autorizzato negli alimenti nell'UE",
  'concern.cosing-restricted': 'Consentito nei cosmetici UE solo a condizioni',
  'concern.fragrance-allergen': 'Allergene da fragranza',
  'concern.eu-warning-children':
    "Può influire sull'attività e l'attenzione dei bambini (avvertenza UE)",
  'concern.polyol': 'Effetto lassativo in eccesso',
  'concern.phenylalanine': 'Fonte di fenilalanina',
  'concern.allergen': 'Allergene: {allergen}',
  'alert.allergy': 'Contiene {allergen}, presente nelle tue allergie.',
  'alert.allergyTrace': 'Può contenere tracce di {allergen}, presente nelle tue allergie.',
  'alert.allergyTerm': 'Contiene {term}, presente nelle tue allergie.',
  'alert.markedAllergy': 'Hai segnato {name} come allergia.',
  'alert.markedConcern': 'Hai segnato {name} come preoccupazione.',
  'diet.conflict': '{name} non è adatto a una dieta {diet} ({reason}).',
  'diet.maybe': '{name} potrebbe non essere adatto a una dieta {diet} ({reason}).',
  'reason.animal': 'di origine animale',
  'reason.meat': 'carne',
  'reason.fish': 'pesce o frutti di mare',
  'reason.dairy': 'latticino',
  'reason.egg': 'uovo',
  'reason.honey': 'miele',
  'reason.sugar': 'zucchero',
  'reason.sweetener': 'edulcorante',
  'reason.grain': 'cereale',
  'reason.starch': 'amido',
  'reason.legume': 'legume',
  'reason.alcohol': 'alcol',
  'reason.gluten': 'glutine',
  'reason.additive': 'additivo',
  'reason.processed': 'carne lavorata',
  'reason.vegetable-oil': 'olio di semi raffinato',
  'health.sodium': "{name} apporta sodio: con l'ipertensione, meno di 5 g di sale al giorno (OMS).",
  'health.sugar': '{name} è uno zucchero: con il diabete, limita gli zuccheri aggiunti.',
  'health.caffeine':
    "{name} contiene caffeina: in gravidanza l'EFSA consiglia al massimo 200 mg di caffeina al giorno.",
  'health.alcohol': '{name} è alcol: in gravidanza nessuna quantità di alcol è nota come sicura.',
  'health.phenylalanine':
    '{name} è una fonte di fenilalanina, che le persone con fenilchetonuria devono evitare.',
  'health.sulphite':
    "{name} è un solfito: i solfiti possono scatenare sintomi d'asma nelle persone sensibili.",
  'health.phosphate':
    '{name} è un additivo a base di fosfati: con malattie renali il fosforo è di solito limitato.',
  'health.satfat':
    '{name} è ricco di grassi saturi o trans: con colesterolo alto o malattie cardiache, limita questi grassi.',
  'health.polyol':
    '{name} è un poliolo: in eccesso ha effetto lassativo e può disturbare un intestino sensibile.',
  'health.colour':
    "{name} riporta l'avvertenza UE «può influire negativamente sull'attività e l'attenzione dei bambini».",
  'health.gluten': '{name} contiene glutine.',
  'health.lactose': '{name} contiene latte (lattosio).',
  'health.processedMeat':
    '{name} è carne lavorata, classificata dalla IARC come cancerogena (Gruppo 1).',
  'nutrient.energy': 'energia',
  'nutrient.fat': 'grassi',
  'nutrient.saturatedFat': 'grassi saturi',
  'nutrient.carbohydrates': 'carboidrati',
  'nutrient.sugars': 'zuccheri',
  'nutrient.fibre': 'fibre',
  'nutrient.protein': 'proteine',
  'nutrient.salt': 'sale',
  'nutrition.high': 'Ricco di {nutrient} ({value} g per 100 {unit}).',
  'nutrition.low': 'Povero di {nutrient} ({value} g per 100 {unit}).',
  'nutrition.medium': 'Contenuto medio di {nutrient} ({value} g per 100 {unit}).',
  'nutrition.good': 'Buona fonte di {nutrient} ({value} g per 100 {unit}).',
  'nutrition.nutriscore': 'Nutri-Score {grade} (algoritmo {version}, punteggio {score}).',
  'nutrition.nutriscoreMissing': 'Nutri-Score non calcolato: manca {missing}.',
  'nutrition.recommended': 'Consigliato: nel complesso povero di grassi, zuccheri e sale.',
  'nutrition.notRecommended': 'Sconsigliato: {reasons}.',
  'nutrition.neutral': 'Adatto con moderazione.',
  'nutrition.package':
    "L'intera confezione ({size}) fornisce {kcal} kcal ({pct}% del tuo fabbisogno energetico giornaliero), {sugars} g di zuccheri e {salt} g di sale.",
  'nutrition.packageNoProfile':
    "L'intera confezione ({size}) fornisce {kcal} kcal ({pct}% dell'assunzione di riferimento di 2000 kcal), {sugars} g di zuccheri e {salt} g di sale.",
  'nutrition.serving':
    'Una porzione ({size}) fornisce {kcal} kcal ({pct}% del tuo fabbisogno energetico giornaliero).',
  'nutrition.noPackage': 'Dimensione della confezione sconosciuta: valori per 100 {unit}.',
  'nutrition.personalSalt':
    "Con l'ipertensione, questo livello di sale ({value} g per 100 {unit}) è troppo alto.",
  'nutrition.personalSugar':
    'Con il diabete, questo livello di zuccheri ({value} g per 100 {unit}) è alto.',
  'nutrition.personalCarbs':
    'Per una dieta {diet}, {value} g di carboidrati per 100 {unit} sono troppi.',
  'nutrition.personalEnergy':
    'Per perdere peso, è un alimento ad alta densità energetica ({value} kcal per 100 {unit}).',
  'nutrition.personalSatFat':
    'Con colesterolo alto o malattie cardiache, questo livello di grassi saturi ({value} g per 100 {unit}) è alto.',
  'nutrition.personalProtein':
    'Buon contenuto di proteine per il tuo obiettivo ({value} g per 100 {unit}).',
  // The personal verdict above the score (issue 12).
  'verdict.avoid': 'Non per te: {reasons}',
  'verdict.caution': 'Attenzione: {reasons}',
  'verdict.more': 'altri {count}',
  'verdict.allergy': 'contiene {allergen} (la tua allergia)',
  'verdict.trace': 'può contenere {allergen} (la tua allergia)',
  'verdict.allergyTerm': 'contiene {term} (la tua allergia)',
  'verdict.markedAllergy': 'contiene {name} (segnato come allergia)',
  'verdict.markedConcern': 'contiene {name} (segnato come preoccupazione)',
  'verdict.dietConflict': 'non adatto alla tua dieta {diet}',
  'verdict.dietMaybe': 'forse non adatto alla tua dieta {diet}',
  'verdict.health': 'sconsigliato per la tua salute',
};

const pt: Messages = {
  'intro.additive': '{name} ({code}) é um aditivo alimentar usado como {classes}.',
  'intro.additiveNoClass': '{name} ({code}) é um aditivo alimentar.',
  'intro.ingredient': '{name} é um ingrediente alimentar comum.',
  'intro.nutrient': '{name} é uma vitamina, um mineral ou outro nutriente.',
  'intro.cosmetic': '{name} é um ingrediente cosmético do inventário CosIng da UE.',
  'intro.cosmeticFunctions':
    '{name} é um ingrediente cosmético do inventário CosIng da UE (função: {functions}).',
  'intro.substance': '{name} é uma substância referida em listas oficiais de saúde.',
  unknown:
    '{name} não está na base de conhecimento do LabelLens, por isso não é avaliado. Verifique o rótulo ou pergunte ao fabricante.',
  'finding.iarc-1': 'A IARC classifica {agent} como cancerígeno para os humanos (Grupo 1).',
  'finding.iarc-2a':
    'A IARC classifica {agent} como provavelmente cancerígeno para os humanos (Grupo 2A).',
  'finding.iarc-2b':
    'A IARC classifica {agent} como possivelmente cancerígeno para os humanos (Grupo 2B).',
  'finding.ntp-known':
    'O Programa Nacional de Toxicologia dos EUA lista {agent} como cancerígeno humano conhecido.',
  'finding.ntp-anticipated':
    'O Programa Nacional de Toxicologia dos EUA lista {agent} como provável cancerígeno humano.',
  'finding.prop65': 'A Proposição 65 da Califórnia lista {agent} ({toxicity}).',
  'finding.efsa-overexposure-high':
    'A EFSA concluiu que algumas pessoas podem exceder a dose diária admissível (risco elevado de sobre-exposição).',
  'finding.efsa-overexposure-moderate':
    'A EFSA concluiu haver um risco moderado de algumas pessoas excederem a dose diária admissível.',
  'finding.efsa-no-overexposure':
    'A EFSA reavaliou-o e não encontrou risco de sobre-exposição com as utilizações atuais.',
  'finding.efsa-evaluated': 'A EFSA avaliou-o e as nossas fontes não registam qualquer risco.',
  'finding.not-eu-authorised': 'Não consta da lista de aditivos alimentares autorizados da UE.',
  'finding.unevaluated-additive':
    'Não consta da lista de aditivos autorizados da UE e não há avaliação da EFSA registada.',
  'finding.eu-authorised': 'Está autorizado como aditivo alimentar na UE.',
  'finding.cosing-annex-ii': 'A UE proíbe-o em produtos cosméticos (CosIng, anexo II).',
  'finding.cosing-annex-iii': 'A UE só o permite em cosméticos com restrições (CosIng, anexo III).',
  'finding.eu-withdrawn': 'Já não é autorizado como aditivo alimentar na UE ({source}, {year}).',
  'finding.cosing-restricted':
    'A UE só o permite em cosméticos com condições (CosIng, anexo {annex}, {source}, {year}): {conditions}.',
  'finding.fragrance-allergen': 'Consta da lista da UE de alergénios de contacto de fragrâncias.',
  'finding.food-ingredient': 'As nossas fontes não registam qualquer problema de segurança.',
  'finding.nutrient': 'As nossas fontes não registam qualquer problema de segurança.',
  'finding.cosmetic-listed':
    'Não há restrição registada nos anexos de cosméticos da UE que consultamos.',
  'finding.eu-warning-children':
    'A legislação da UE exige a advertência «pode ter efeitos negativos na atividade e atenção das crianças».',
  'finding.polyol': 'O consumo excessivo pode ter efeitos laxativos.',
  'finding.phenylalanine': 'É uma fonte de fenilalanina.',
  allergens: 'Alergénios: {allergens}.',
  confidence: 'Reconhecido a partir de uma leitura imperfeita ({confidence}% de confiança).',
  'concern.iarc-1': 'Cancerígeno para os humanos (IARC, Grupo 1)',
  'concern.iarc-2a': 'Provavelmente cancerígeno (IARC, Grupo 2A)',
  'concern.iarc-2b': 'Possivelmente cancerígeno (IARC, Grupo 2B)',
  'concern.ntp-known': 'Cancerígeno humano conhecido (NTP)',
  'concern.ntp-anticipated': 'Provável cancerígeno humano (NTP)',
  'concern.prop65': 'Na lista da Proposição 65 da Califórnia ({toxicity})',
  'concern.efsa-overexposure-high': 'Risco elevado de exceder a dose diária admissível (EFSA)',
  'concern.efsa-overexposure-moderate': 'Risco moderado de exceder a dose diária admissível (EFSA)',
  'concern.not-eu-authorised': 'Aditivo não autorizado na UE',
  'concern.unevaluated-additive': 'Não autorizado na UE, sem avaliação da EFSA',
  'concern.cosing-annex-ii': 'Proibido em cosméticos na UE',
  'concern.cosing-annex-iii': 'Restrito em cosméticos na UE',
  'concern.eu-withdrawn': 'Já não autorizado em alimentos na UE',
  'concern.cosing-restricted': 'Permitido em cosméticos da UE só com condições',
  'concern.fragrance-allergen': 'Alergénio de fragrância',
  'concern.eu-warning-children':
    'Pode afetar a atividade e a atenção das crianças (advertência UE)',
  'concern.polyol': 'Efeito laxativo em excesso',
  'concern.phenylalanine': 'Fonte de fenilalanina',
  'concern.allergen': 'Alergénio: {allergen}',
  'alert.allergy': 'Contém {allergen}, que consta das suas alergias.',
  'alert.allergyTrace': 'Pode conter vestígios de {allergen}, que consta das suas alergias.',
  'alert.allergyTerm': 'Contém {term}, que consta das suas alergias.',
  'alert.markedAllergy': 'Marcou {name} como alergia.',
  'alert.markedConcern': 'Marcou {name} como preocupação.',
  'diet.conflict': '{name} não é compatível com uma dieta {diet} ({reason}).',
  'diet.maybe': '{name} pode não ser compatível com uma dieta {diet} ({reason}).',
  'reason.animal': 'de origem animal',
  'reason.meat': 'carne',
  'reason.fish': 'peixe ou marisco',
  'reason.dairy': 'laticínio',
  'reason.egg': 'ovo',
  'reason.honey': 'mel',
  'reason.sugar': 'açúcar',
  'reason.sweetener': 'edulcorante',
  'reason.grain': 'cereal',
  'reason.starch': 'amido',
  'reason.legume': 'leguminosa',
  'reason.alcohol': 'álcool',
  'reason.gluten': 'glúten',
  'reason.additive': 'aditivo',
  'reason.processed': 'carne processada',
  'reason.vegetable-oil': 'óleo de sementes refinado',
  'health.sodium': '{name} fornece sódio: com hipertensão, menos de 5 g de sal por dia (OMS).',
  'health.sugar': '{name} é um açúcar: com diabetes, limite os açúcares adicionados.',
  'health.caffeine':
    '{name} contém cafeína: na gravidez a EFSA aconselha no máximo 200 mg de cafeína por dia.',
  'health.alcohol':
    '{name} é álcool: não se conhece nenhuma quantidade de álcool segura na gravidez.',
  'health.phenylalanine':
    '{name} é uma fonte de fenilalanina, que as pessoas com fenilcetonúria devem evitar.',
  'health.sulphite':
    '{name} é um sulfito: os sulfitos podem desencadear sintomas de asma em pessoas sensíveis.',
  'health.phosphate':
    '{name} é um aditivo de fosfato: com doença renal, o fósforo costuma ser restringido.',
  'health.satfat':
    '{name} é rico em gorduras saturadas ou trans: com colesterol alto ou doença cardíaca, limite estas gorduras.',
  'health.polyol':
    '{name} é um poliol: em excesso tem efeito laxativo e pode incomodar um intestino sensível.',
  'health.colour':
    '{name} tem a advertência da UE «pode ter efeitos negativos na atividade e atenção das crianças».',
  'health.gluten': '{name} contém glúten.',
  'health.lactose': '{name} contém leite (lactose).',
  'health.processedMeat':
    '{name} é carne processada, classificada pela IARC como cancerígena (Grupo 1).',
  'nutrient.energy': 'energia',
  'nutrient.fat': 'lípidos',
  'nutrient.saturatedFat': 'gorduras saturadas',
  'nutrient.carbohydrates': 'hidratos de carbono',
  'nutrient.sugars': 'açúcares',
  'nutrient.fibre': 'fibra',
  'nutrient.protein': 'proteínas',
  'nutrient.salt': 'sal',
  'nutrition.high': 'Rico em {nutrient} ({value} g por 100 {unit}).',
  'nutrition.low': 'Baixo teor de {nutrient} ({value} g por 100 {unit}).',
  'nutrition.medium': 'Teor médio de {nutrient} ({value} g por 100 {unit}).',
  'nutrition.good': 'Boa fonte de {nutrient} ({value} g por 100 {unit}).',
  'nutrition.nutriscore': 'Nutri-Score {grade} (algoritmo {version}, pontuação {score}).',
  'nutrition.nutriscoreMissing': 'Nutri-Score não calculado: falta {missing}.',
  'nutrition.recommended': 'Recomendado: globalmente pobre em gorduras, açúcares e sal.',
  'nutrition.notRecommended': 'Não recomendado: {reasons}.',
  'nutrition.neutral': 'Adequado com moderação.',
  'nutrition.package':
    'A embalagem inteira ({size}) fornece {kcal} kcal ({pct}% das suas necessidades energéticas diárias), {sugars} g de açúcares e {salt} g de sal.',
  'nutrition.packageNoProfile':
    'A embalagem inteira ({size}) fornece {kcal} kcal ({pct}% do valor de referência de 2000 kcal), {sugars} g de açúcares e {salt} g de sal.',
  'nutrition.serving':
    'Uma porção ({size}) fornece {kcal} kcal ({pct}% das suas necessidades energéticas diárias).',
  'nutrition.noPackage': 'Tamanho da embalagem desconhecido: valores por 100 {unit}.',
  'nutrition.personalSalt':
    'Com hipertensão, este teor de sal ({value} g por 100 {unit}) é demasiado alto.',
  'nutrition.personalSugar':
    'Com diabetes, este teor de açúcares ({value} g por 100 {unit}) é alto.',
  'nutrition.personalCarbs':
    'Para uma dieta {diet}, {value} g de hidratos de carbono por 100 {unit} é demasiado.',
  'nutrition.personalEnergy':
    'Para perder peso, este alimento é denso em energia ({value} kcal por 100 {unit}).',
  'nutrition.personalSatFat':
    'Com colesterol alto ou doença cardíaca, este teor de gorduras saturadas ({value} g por 100 {unit}) é alto.',
  'nutrition.personalProtein':
    'Bom teor de proteínas para o seu objetivo ({value} g por 100 {unit}).',
  // The personal verdict above the score (issue 12).
  'verdict.avoid': 'Não é para si: {reasons}',
  'verdict.caution': 'Atenção: {reasons}',
  'verdict.more': 'mais {count}',
  'verdict.allergy': 'contém {allergen} (a sua alergia)',
  'verdict.trace': 'pode conter {allergen} (a sua alergia)',
  'verdict.allergyTerm': 'contém {term} (a sua alergia)',
  'verdict.markedAllergy': 'contém {name} (marcado como alergia)',
  'verdict.markedConcern': 'contém {name} (marcado como preocupação)',
  'verdict.dietConflict': 'não é compatível com a sua dieta {diet}',
  'verdict.dietMaybe': 'pode não ser compatível com a sua dieta {diet}',
  'verdict.health': 'desaconselhado para a sua saúde',
};

const nl: Messages = {
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

export const MESSAGES: Record<TemplateLanguage, Messages> = { en, es, fr, de, it, pt, nl };
