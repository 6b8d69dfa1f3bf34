/** English "Choose instead" advice: complete, the fallback for every other language. */
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
export type GuidanceTexts = Partial<Record<GuidanceKey, string>>;
