import type { GuidanceTexts } from './en';

/** Portuguese "Choose instead" advice. */
export const pt: GuidanceTexts = {
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
