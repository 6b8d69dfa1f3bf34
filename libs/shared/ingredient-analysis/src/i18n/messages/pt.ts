import type { Messages } from './en';

/** Portuguese explanation templates. */
export const pt: Messages = {
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
