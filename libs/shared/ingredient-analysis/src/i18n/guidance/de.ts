import type { GuidanceTexts } from './en';

/** German "Choose instead" advice. */
export const de: GuidanceTexts = {
  nitrite:
    'Achten Sie auf Schinken und Wurst „ohne Nitritzusatz“ (kein E249–E252 in der Zutatenliste).',
  processedMeat:
    'Wählen Sie frisches, unverarbeitetes Fleisch oder Fisch oder eine Füllung mit Ei, Käse oder Hülsenfrüchten statt {name}.',
  redMeat: 'Wählen Sie dasselbe Gericht mit Geflügel, Fisch oder Hülsenfrüchten statt {name}.',
  titaniumDioxide: 'Gleiche Produktart ohne E171: Farbe aus Spirulina oder Calciumcarbonat (E170).',
  southamptonColour:
    'Wählen Sie eine Variante, die mit Paprikaextrakt, Rote-Bete-Rot oder Kurkumin statt {name} gefärbt ist.',
  sweetener:
    'Wählen Sie eine Variante ohne den Hinweis „mit Süßungsmittel(n)“ und ohne {name} oder andere Süßungsmittel (E950–E969) in der Liste.',
  flavourEnhancer:
    'Wählen Sie eine Variante ohne Geschmacksverstärker: kein {name} und kein E620–E650 in der Liste.',
  phosphate:
    'Wählen Sie eine Variante ohne zugesetzte Phosphate: kein E338–E343 oder E450–E452 in der Liste ({name}).',
  colour:
    'Wählen Sie dasselbe Produkt ohne {name} oder mit färbenden Lebensmitteln wie Rote Bete, Karotte oder Spirulina-Konzentrat.',
  preservative:
    'Wählen Sie dasselbe Produkt ohne {name}: gekühlte, tiefgekühlte oder pasteurisierte Varianten kommen oft ohne Konservierungsstoff aus (kein E200–E299).',
  foodAdditive: 'Wählen Sie dieselbe Produktart, deren Zutatenliste kein {name} enthält.',
  fragranceFree:
    'Achten Sie auf „parfümfrei“ (fragrance-free) statt „unparfümiert“ (unscented) und eine INCI-Liste ohne „Parfum“ oder {name}.',
  cosmeticRestricted:
    'Wählen Sie dieselbe Produktart, deren INCI-Liste kein {name} enthält, vor allem bei Produkten ohne Abspülen.',
  cosmeticProhibited:
    'In EU-Kosmetik verboten: Wählen Sie ein Produkt, dessen INCI-Liste kein {name} enthält.',
  cosmeticAnnexIII:
    'Wählen Sie ein Produkt, dessen INCI-Liste kein {name} enthält, oder beachten Sie die Warnhinweise auf der Packung.',
  withoutCarcinogen: 'Wählen Sie dieselbe Produktart, deren Zutatenliste kein {name} enthält.',
  withoutIngredient: 'Wählen Sie dieselbe Produktart, deren Zutatenliste kein {name} enthält.',
  allergy:
    'Wählen Sie Produkte ohne {allergen}: Prüfen Sie die Allergene (fett in der Zutatenliste) und den Hinweis „Kann … enthalten“.',
  trace:
    'Wählen Sie eine Variante ohne „Kann {allergen} enthalten“, wenn Spuren für Sie wichtig sind.',
  allergyTerm: 'Wählen Sie Produkte, deren Zutatenliste kein {name} enthält (Ihre Allergie).',
  diet: 'Achten Sie auf ein {diet}-Siegel oder eine Liste ohne {name}.',
  marked: 'Wählen Sie dieselbe Produktart ohne {name} in der Liste (von Ihnen markiert).',
  health:
    'Vergleichen Sie die Nährwerttabelle pro 100 g und wählen Sie das Produkt dieser Art mit dem wenigsten {name}.',
};
