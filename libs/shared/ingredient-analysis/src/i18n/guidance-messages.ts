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
  processedMeat:
    'Prefiera carne o pescado frescos sin procesar, o un relleno de huevo, queso o legumbres, en lugar de {name}.',
  redMeat: 'Prefiera el mismo plato con aves, pescado o legumbres en lugar de {name}.',
  southamptonColour:
    'Busque una versión coloreada con extracto de pimentón, rojo de remolacha o curcumina en lugar de {name}.',
  flavourEnhancer:
    'Busque una versión sin potenciadores del sabor: ni {name} ni E620–E650 en la lista.',
  phosphate:
    'Busque una versión sin fosfatos añadidos: ni E338–E343 ni E450–E452 en la lista ({name}).',
  colour:
    'Busque el mismo producto sin {name}, o coloreado con alimentos como remolacha, zanahoria o concentrado de espirulina.',
  preservative:
    'Busque el mismo producto sin {name}: las versiones refrigeradas, congeladas o pasteurizadas a menudo no necesitan conservantes (sin E200–E299).',
  cosmeticRestricted:
    'Busque el mismo tipo de producto cuya lista INCI no incluya {name}, sobre todo en productos sin aclarado.',
  cosmeticProhibited:
    'Prohibido en cosméticos de la UE: busque un producto cuya lista INCI no incluya {name}.',
  cosmeticAnnexIII:
    'Busque un producto cuya lista INCI no incluya {name}, o siga las advertencias del envase.',
  allergyTerm: 'Busque productos cuya lista de ingredientes no incluya {name} (su alergia).',
  health:
    'Compare la tabla nutricional por 100 g y elija el producto de este tipo con menos {name}.',
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
  processedMeat:
    'Preferisca carne o pesce freschi non trasformati, o un ripieno di uova, formaggio o legumi, invece di {name}.',
  redMeat: 'Preferisca lo stesso piatto con pollame, pesce o legumi invece di {name}.',
  southamptonColour:
    'Cerchi una versione colorata con estratto di paprika, rosso di barbabietola o curcumina invece di {name}.',
  sweetener:
    'Cerchi una versione senza la dicitura «con edulcorante/i», e senza {name} né altri edulcoranti (E950–E969) nella lista.',
  flavourEnhancer:
    'Cerchi una versione senza esaltatori di sapidità: né {name} né E620–E650 nella lista.',
  phosphate:
    'Cerchi una versione senza fosfati aggiunti: né E338–E343 né E450–E452 nella lista ({name}).',
  colour:
    'Cerchi lo stesso prodotto senza {name}, o colorato con alimenti come barbabietola, carota o concentrato di spirulina.',
  preservative:
    'Cerchi lo stesso prodotto senza {name}: le versioni fresche, surgelate o pastorizzate spesso non hanno conservanti (nessun E200–E299).',
  fragranceFree:
    'Cerchi «senza profumo» (fragrance-free) invece di «non profumato» (unscented), e una lista INCI senza «parfum» né {name}.',
  cosmeticRestricted:
    'Cerchi lo stesso tipo di prodotto la cui lista INCI non contiene {name}, soprattutto per i prodotti senza risciacquo.',
  cosmeticProhibited:
    "Vietato nei cosmetici dell'UE: cerchi un prodotto la cui lista INCI non contiene {name}.",
  cosmeticAnnexIII:
    'Cerchi un prodotto la cui lista INCI non contiene {name}, o segua le avvertenze sulla confezione.',
  allergyTerm: 'Cerchi prodotti la cui lista ingredienti non contiene {name} (la sua allergia).',
  marked: 'Cerchi lo stesso tipo di prodotto senza {name} nella lista (lo ha segnalato lei).',
  health:
    'Confronti la tabella nutrizionale per 100 g e scelga il prodotto di questo tipo con meno {name}.',
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
  processedMeat:
    'Prefira carne ou peixe frescos não transformados, ou um recheio de ovo, queijo ou leguminosas, em vez de {name}.',
  redMeat: 'Prefira o mesmo prato com aves, peixe ou leguminosas em vez de {name}.',
  southamptonColour:
    'Procure uma versão corada com extrato de pimentão, vermelho de beterraba ou curcumina em vez de {name}.',
  sweetener:
    'Procure uma versão sem a menção «com edulcorante(s)», e sem {name} nem outro edulcorante (E950–E969) na lista.',
  flavourEnhancer:
    'Procure uma versão sem intensificadores de sabor: nem {name} nem E620–E650 na lista.',
  phosphate:
    'Procure uma versão sem fosfatos adicionados: nem E338–E343 nem E450–E452 na lista ({name}).',
  colour:
    'Procure o mesmo produto sem {name}, ou corado com alimentos como beterraba, cenoura ou concentrado de espirulina.',
  preservative:
    'Procure o mesmo produto sem {name}: as versões refrigeradas, congeladas ou pasteurizadas muitas vezes não precisam de conservantes (sem E200–E299).',
  fragranceFree:
    'Procure «sem perfume» (fragrance-free) em vez de «sem cheiro» (unscented), e uma lista INCI sem «parfum» nem {name}.',
  cosmeticRestricted:
    'Procure o mesmo tipo de produto cuja lista INCI não inclua {name}, sobretudo em produtos sem enxaguamento.',
  cosmeticProhibited:
    'Proibido nos cosméticos da UE: procure um produto cuja lista INCI não inclua {name}.',
  cosmeticAnnexIII:
    'Procure um produto cuja lista INCI não inclua {name}, ou siga os avisos da embalagem.',
  allergyTerm: 'Procure produtos cuja lista de ingredientes não inclua {name} (a sua alergia).',
  marked: 'Procure o mesmo tipo de produto sem {name} na lista (foi marcado por si).',
  health: 'Compare a tabela nutricional por 100 g e escolha o produto deste tipo com menos {name}.',
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
  processedMeat:
    'Kies vers, onbewerkt vlees of vis, of een vulling met ei, kaas of peulvruchten, in plaats van {name}.',
  redMeat: 'Kies hetzelfde gerecht met gevogelte, vis of peulvruchten in plaats van {name}.',
  southamptonColour:
    'Kies een versie gekleurd met paprika-extract, bietenrood of curcumine in plaats van {name}.',
  sweetener:
    'Kies een versie zonder „met zoetstof(fen)” bij de productnaam, en zonder {name} of andere zoetstoffen (E950–E969) in de lijst.',
  flavourEnhancer:
    'Kies een versie zonder smaakversterkers: geen {name} en geen E620–E650 in de lijst.',
  phosphate:
    'Kies een versie zonder toegevoegde fosfaten: geen E338–E343 of E450–E452 in de lijst ({name}).',
  colour:
    'Kies hetzelfde product zonder {name}, of gekleurd met voedingsmiddelen zoals biet, wortel of spirulinaconcentraat.',
  preservative:
    'Kies hetzelfde product zonder {name}: gekoelde, diepgevroren of gepasteuriseerde versies hebben vaak geen conserveermiddel nodig (geen E200–E299).',
  fragranceFree:
    'Kies „parfumvrij” (fragrance-free) in plaats van „ongeparfumeerd” (unscented), en een INCI-lijst zonder „parfum” of {name}.',
  cosmeticRestricted:
    'Kies hetzelfde soort product zonder {name} in de INCI-lijst, vooral bij producten die niet worden afgespoeld.',
  cosmeticProhibited:
    'Verboden in cosmetica in de EU: kies een product zonder {name} in de INCI-lijst.',
  cosmeticAnnexIII:
    'Kies een product zonder {name} in de INCI-lijst, of volg de waarschuwingen op de verpakking.',
  allergyTerm: 'Kies producten zonder {name} in de ingrediëntenlijst (uw allergie).',
  marked: 'Kies hetzelfde soort product zonder {name} in de lijst (door u gemarkeerd).',
  health:
    'Vergelijk de voedingswaardetabel per 100 g en kies het product van dit soort met de minste {name}.',
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
