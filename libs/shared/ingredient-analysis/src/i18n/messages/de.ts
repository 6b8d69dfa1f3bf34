import type { Messages } from './en';

/** German explanation templates. */
export const de: Messages = {
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
