import type { GuidanceTexts } from './en';

/** French "Choose instead" advice. */
export const fr: GuidanceTexts = {
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
