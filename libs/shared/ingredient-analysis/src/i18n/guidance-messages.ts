import type { TemplateLanguage } from './messages';

/**
 * "Choose instead" advice (issue 18), one text per `advice` key of the knowledge-base guidance
 * table (sources/guidance.json). Each names something checkable on the next label and never a
 * brand. English is complete; a missing translation falls back to English. Placeholders:
 * `{name}` (the ingredients, as recognised), `{allergen}`, `{diet}`.
 */
export const GUIDANCE_EN = {
  nitrite:
    'Look for ham and other cured meats labelled without added nitrite (no E249–E252 in the list).',
  processedMeat:
    'Look for fresh, unprocessed meat or fish, or a filling of eggs, cheese or pulses, instead of {name}.',
  redMeat: 'Look for the same dish made with poultry, fish or pulses instead of {name}.',
  titaniumDioxide:
    'Same product type without E171: colours from spirulina or calcium carbonate (E170).',
  southamptonColour:
    'Look for a version coloured with paprika extract, beetroot red or curcumin instead of {name}, and without the warning "may have an adverse effect on activity and attention in children".',
  sweetener:
    'Look for a version without "with sweetener(s)" next to the product name, and without {name} or any other sweetener (E950–E969) in the list.',
  flavourEnhancer:
    'Look for a version without flavour enhancers: no {name} and no E620–E650 in the list.',
  phosphate:
    'Look for a version without added phosphates: no E338–E343 or E450–E452 in the list ({name}).',
  colour:
    'Look for the same product without {name}, or coloured with foods such as beetroot, carrot or spirulina concentrate.',
  preservative:
    'Look for the same product without {name}: chilled, frozen or pasteurised versions often need no preservative (no E200–E299 in the list).',
  foodAdditive: 'Look for the same product type whose ingredient list does not include {name}.',
  fragranceFree:
    "Look for 'fragrance-free' rather than 'unscented' (which can still hide a masking fragrance), and an INCI list without 'parfum' or {name}.",
  cosmeticRestricted:
    'Look for the same product type whose INCI list does not include {name}; for leave-on products (creams, lotions) this matters most.',
  cosmeticProhibited:
    'Prohibited in EU cosmetics: look for the same product type whose INCI list does not include {name}.',
  cosmeticAnnexIII:
    'Look for the same product type whose INCI list does not include {name}, or follow the warnings printed on the pack.',
  withoutCarcinogen:
    'Look for the same product type whose ingredient list does not include {name}.',
  withoutIngredient:
    'Look for the same product type whose ingredient list does not include {name}.',
  allergy:
    "Look for products without {allergen}: check the allergen box (allergens in bold in the list) and the 'may contain' line.",
  trace: "Look for a version without the 'may contain {allergen}' line if traces matter to you.",
  allergyTerm: 'Look for products whose ingredient list does not include {name} (your allergy).',
  diet: 'Look for a {diet} label, or a list without {name}.',
  marked: 'Look for the same product type without {name} in the list (you marked it).',
  health:
    'Compare the nutrition table per 100 g and choose the product of this type with the least {name}.',
};

export type GuidanceKey = keyof typeof GUIDANCE_EN;

const fr: Partial<Record<GuidanceKey, string>> = {
  nitrite:
    'Choisissez un jambon ou une charcuterie « sans nitrite ajouté » (pas de E249–E252 dans la liste).',
  processedMeat:
    'Préférez une viande ou un poisson frais non transformé, ou une garniture aux œufs, au fromage ou aux légumineuses, plutôt que {name}.',
  redMeat: 'Préférez le même plat à la volaille, au poisson ou aux légumineuses plutôt que {name}.',
  titaniumDioxide:
    'Même type de produit sans E171 : colorants à base de spiruline ou de carbonate de calcium (E170).',
  southamptonColour:
    "Choisissez une version colorée à l'extrait de paprika, au rouge de betterave ou à la curcumine plutôt qu'avec {name}.",
  sweetener:
    'Choisissez une version sans la mention « avec édulcorant(s) », et sans {name} ni autre édulcorant (E950–E969) dans la liste.',
  flavourEnhancer:
    'Choisissez une version sans exhausteur de goût : ni {name} ni E620–E650 dans la liste.',
  phosphate:
    'Choisissez une version sans phosphates ajoutés : ni E338–E343 ni E450–E452 dans la liste ({name}).',
  colour:
    'Choisissez le même produit sans {name}, ou coloré avec des aliments (betterave, carotte, concentré de spiruline).',
  preservative:
    'Choisissez le même produit sans {name} : les versions fraîches, surgelées ou pasteurisées se passent souvent de conservateur (pas de E200–E299).',
  foodAdditive: 'Choisissez le même type de produit dont la liste ne contient pas {name}.',
  fragranceFree:
    'Choisissez « sans parfum » (fragrance-free) plutôt que « non parfumé » (unscented), et une liste INCI sans « parfum » ni {name}.',
  cosmeticRestricted:
    'Choisissez le même type de produit dont la liste INCI ne contient pas {name}, surtout pour les produits sans rinçage.',
  cosmeticProhibited:
    'Interdit dans les cosmétiques de l’UE : choisissez un produit dont la liste INCI ne contient pas {name}.',
  cosmeticAnnexIII:
    "Choisissez un produit dont la liste INCI ne contient pas {name}, ou respectez les avertissements de l'emballage.",
  withoutCarcinogen: 'Choisissez le même type de produit dont la liste ne contient pas {name}.',
  withoutIngredient: 'Choisissez le même type de produit dont la liste ne contient pas {name}.',
  allergy:
    'Choisissez des produits sans {allergen} : vérifiez les allergènes (en gras dans la liste) et la mention « peut contenir ».',
  trace:
    'Choisissez une version sans la mention « peut contenir {allergen} » si les traces comptent pour vous.',
  allergyTerm: 'Choisissez des produits dont la liste ne contient pas {name} (votre allergie).',
  diet: 'Cherchez un label {diet}, ou une liste sans {name}.',
  marked: 'Choisissez le même type de produit sans {name} dans la liste (vous l’avez signalé).',
  health:
    'Comparez le tableau nutritionnel pour 100 g et choisissez le produit de ce type avec le moins de {name}.',
};

const de: Partial<Record<GuidanceKey, string>> = {
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

const es: Partial<Record<GuidanceKey, string>> = {
  nitrite: 'Busque jamón y embutidos «sin nitritos añadidos» (sin E249–E252 en la lista).',
  titaniumDioxide:
    'Mismo tipo de producto sin E171: colores de espirulina o carbonato de calcio (E170).',
  sweetener:
    'Busque una versión sin la mención «con edulcorante(s)», y sin {name} ni otro edulcorante (E950–E969) en la lista.',
  foodAdditive: 'Busque el mismo tipo de producto cuya lista de ingredientes no incluya {name}.',
  fragranceFree:
    'Busque «sin perfume» (fragrance-free) en lugar de «sin aroma» (unscented), y una lista INCI sin «parfum» ni {name}.',
  withoutCarcinogen:
    'Busque el mismo tipo de producto cuya lista de ingredientes no incluya {name}.',
  withoutIngredient:
    'Busque el mismo tipo de producto cuya lista de ingredientes no incluya {name}.',
  allergy:
    'Busque productos sin {allergen}: revise los alérgenos (en negrita en la lista) y la mención «puede contener».',
  trace: 'Busque una versión sin «puede contener {allergen}» si las trazas le importan.',
  diet: 'Busque un sello {diet}, o una lista sin {name}.',
  marked: 'Busque el mismo tipo de producto sin {name} en la lista (usted lo marcó).',
};

const it: Partial<Record<GuidanceKey, string>> = {
  nitrite: 'Cerchi prosciutto e salumi «senza nitriti aggiunti» (nessun E249–E252 nella lista).',
  titaniumDioxide:
    'Stesso tipo di prodotto senza E171: colori da spirulina o carbonato di calcio (E170).',
  foodAdditive: 'Cerchi lo stesso tipo di prodotto la cui lista ingredienti non contiene {name}.',
  withoutCarcinogen:
    'Cerchi lo stesso tipo di prodotto la cui lista ingredienti non contiene {name}.',
  withoutIngredient:
    'Cerchi lo stesso tipo di prodotto la cui lista ingredienti non contiene {name}.',
  allergy:
    'Cerchi prodotti senza {allergen}: controlli gli allergeni (in grassetto nella lista) e la dicitura «può contenere».',
  trace: 'Cerchi una versione senza «può contenere {allergen}» se le tracce contano per lei.',
  diet: 'Cerchi un marchio {diet}, o una lista senza {name}.',
};

const pt: Partial<Record<GuidanceKey, string>> = {
  nitrite: 'Procure fiambre e enchidos «sem nitritos adicionados» (sem E249–E252 na lista).',
  titaniumDioxide:
    'Mesmo tipo de produto sem E171: cores de espirulina ou carbonato de cálcio (E170).',
  foodAdditive: 'Procure o mesmo tipo de produto cuja lista de ingredientes não inclua {name}.',
  withoutCarcinogen:
    'Procure o mesmo tipo de produto cuja lista de ingredientes não inclua {name}.',
  withoutIngredient:
    'Procure o mesmo tipo de produto cuja lista de ingredientes não inclua {name}.',
  allergy:
    'Procure produtos sem {allergen}: verifique os alergénios (a negrito na lista) e a menção «pode conter».',
  trace: 'Procure uma versão sem «pode conter {allergen}» se os vestígios lhe importam.',
  diet: 'Procure um selo {diet}, ou uma lista sem {name}.',
};

const nl: Partial<Record<GuidanceKey, string>> = {
  nitrite: 'Kies ham en vleeswaren „zonder toegevoegd nitriet” (geen E249–E252 in de lijst).',
  titaniumDioxide:
    'Zelfde soort product zonder E171: kleur uit spirulina of calciumcarbonaat (E170).',
  foodAdditive: 'Kies hetzelfde soort product zonder {name} in de ingrediëntenlijst.',
  withoutCarcinogen: 'Kies hetzelfde soort product zonder {name} in de ingrediëntenlijst.',
  withoutIngredient: 'Kies hetzelfde soort product zonder {name} in de ingrediëntenlijst.',
  allergy:
    'Kies producten zonder {allergen}: kijk naar de allergenen (vet in de lijst) en de regel „kan … bevatten”.',
  trace: 'Kies een versie zonder „kan {allergen} bevatten” als sporen voor u tellen.',
  diet: 'Zoek een {diet}-keurmerk, of een lijst zonder {name}.',
};

const GUIDANCE: Record<TemplateLanguage, Partial<Record<GuidanceKey, string>>> = {
  en: GUIDANCE_EN,
  fr,
  de,
  es,
  it,
  pt,
  nl,
};

/**
 * The advice text in `lang`, else in English, with `{placeholders}` filled. Returns the language
 * actually used; an unknown key gives null (never the key itself).
 */
export function guidanceText(
  lang: TemplateLanguage,
  key: string,
  params: Partial<Record<string, string>>,
): { text: string; language: TemplateLanguage } | null {
  if (!Object.hasOwn(GUIDANCE_EN, key)) return null;
  const own = GUIDANCE[lang][key as GuidanceKey];
  const template = own ?? GUIDANCE_EN[key as GuidanceKey];
  return {
    text: template.replace(/\{(\w+)\}/g, (_m, p: string) => params[p] ?? ''),
    language: own !== undefined ? lang : 'en',
  };
}
