import type { Messages } from './en';

/** Italian explanation templates. */
export const it: Messages = {
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
