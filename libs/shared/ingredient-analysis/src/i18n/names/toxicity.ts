import type { CuratedLanguage } from './index';

/** The Proposition 65 toxicity types (`cancer`, `developmental`, `male`, `female`) by language. */
export const PROP65_TOXICITY: Record<CuratedLanguage, Record<string, string>> = {
  zh: { cancer: '癌症', developmental: '发育毒性', male: '男性生殖毒性', female: '女性生殖毒性' },
  ja: { cancer: 'がん', developmental: '発生毒性', male: '男性生殖毒性', female: '女性生殖毒性' },
  ko: {
    cancer: '암',
    developmental: '발달 독성',
    male: '남성 생식 독성',
    female: '여성 생식 독성',
  },
  ar: {
    cancer: 'السرطان',
    developmental: 'السمية النمائية',
    male: 'السمية التناسلية للذكور',
    female: 'السمية التناسلية للإناث',
  },
  ru: {
    cancer: 'рак',
    developmental: 'токсичность для развития',
    male: 'мужская репродуктивная токсичность',
    female: 'женская репродуктивная токсичность',
  },
  hi: {
    cancer: 'कैंसर',
    developmental: 'विकासात्मक विषाक्तता',
    male: 'पुरुष प्रजनन विषाक्तता',
    female: 'महिला प्रजनन विषाक्तता',
  },
  tr: {
    cancer: 'kanser',
    developmental: 'gelişimsel toksisite',
    male: 'erkek üreme toksisitesi',
    female: 'kadın üreme toksisitesi',
  },
  fa: {
    cancer: 'سرطان',
    developmental: 'سمیت تکاملی',
    male: 'سمیت تولیدمثلی مردان',
    female: 'سمیت تولیدمثلی زنان',
  },
};
