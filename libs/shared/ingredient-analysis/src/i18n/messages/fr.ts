import type { Messages } from './en';

/** French explanation templates. */
export const fr: Messages = {
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
