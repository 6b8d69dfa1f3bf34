import type { GuidanceTexts } from './en';

/** Spanish "Choose instead" advice. */
export const es: GuidanceTexts = {
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
