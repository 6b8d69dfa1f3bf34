import type { GuidanceTexts } from './en';

/** Dutch "Choose instead" advice. */
export const nl: GuidanceTexts = {
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
