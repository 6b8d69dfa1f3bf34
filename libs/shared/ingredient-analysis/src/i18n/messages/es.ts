import type { Messages } from './en';

/** Spanish explanation templates. */
export const es: Messages = {
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
