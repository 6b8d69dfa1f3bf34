/**
 * Attribution for the data behind every rating. Show it wherever LabelLens shows knowledge-base
 * data (result screens, share cards, the about page). Provenance: ../shared/data/SOURCE.md.
 */
export const KB_CREDITS = {
  text:
    'Ingredient, additive and allergen data from Open Food Facts (openfoodfacts.org), available under the ' +
    'Open Database License (ODbL 1.0) with contents under the Database Contents License (DbCL 1.0); ' +
    'cosmetic ingredient data from the European Commission CosIng database, © European Union, reused ' +
    'under the Commission reuse policy (Decision 2011/833/EU); carcinogen classifications from IARC ' +
    '(WHO), California OEHHA (Proposition 65) and the US National Toxicology Program.',
  sources: [
    {
      name: 'Open Food Facts taxonomies (additives, allergens, ingredients, nutrients)',
      url: 'https://world.openfoodfacts.org',
      licence: 'ODbL 1.0 / DbCL 1.0 (database); the taxonomy files ship in an AGPL-3.0 repository',
    },
    {
      name: 'European Commission CosIng (inventory, Annex II, Annex III)',
      url: 'https://ec.europa.eu/growth/tools-databases/cosing/',
      licence: '© European Union, reuse authorised with attribution (Decision 2011/833/EU)',
    },
    {
      name: 'Open Beauty Facts taxonomies (INCI functions, fragrance allergens)',
      url: 'https://world.openbeautyfacts.org',
      licence: 'ODbL 1.0 / DbCL 1.0',
    },
    {
      name: 'IARC Monographs list of classifications',
      url: 'https://monographs.iarc.who.int/list-of-classifications',
      licence: '© IARC / WHO; classifications cited as facts',
    },
    {
      name: 'California Proposition 65 list (OEHHA, 2023-12-29)',
      url: 'https://oehha.ca.gov/proposition-65/proposition-65-list',
      licence: 'US state public data',
    },
    {
      name: 'NTP Report on Carcinogens, 15th edition',
      url: 'https://ntp.niehs.nih.gov/whatwestudy/assessments/cancer/roc',
      licence: 'US public domain',
    },
  ],
  shortText:
    'Data: Open Food Facts (ODbL) · EU CosIng © European Union · IARC · OEHHA Prop 65 · NTP',
} as const;
