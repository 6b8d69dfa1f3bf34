import type { GuidanceTexts } from './en';

/** Italian "Choose instead" advice. */
export const it: GuidanceTexts = {
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
