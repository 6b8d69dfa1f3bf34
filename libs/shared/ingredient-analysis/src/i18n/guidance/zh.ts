import type { GuidanceKey } from './en';

/** Simplified Chinese "Choose instead" advice. */
export const zh: Record<GuidanceKey, string> = {
  nitrite: '选择标注未添加亚硝酸盐的火腿和其他腌制肉类（配料表中没有 E249–E252）。',
  processedMeat: '选择新鲜、未加工的肉或鱼，或用鸡蛋、奶酪或豆类做的馅料，代替{name}。',
  redMeat: '选择用禽肉、鱼或豆类做的同类菜肴，代替{name}。',
  titaniumDioxide: '选择不含 E171 的同类产品：使用螺旋藻或碳酸钙（E170）着色。',
  southamptonColour:
    '选择用辣椒提取物、甜菜红或姜黄素着色、不含{name}的版本，且没有“可能对儿童的活动能力和注意力产生不良影响”的警示语。',
  sweetener:
    '选择产品名称旁没有“含甜味剂”字样、配料表中没有{name}或其他甜味剂（E950–E969）的版本。',
  flavourEnhancer: '选择不含增味剂的版本：配料表中没有{name}，也没有 E620–E650。',
  phosphate: '选择不添加磷酸盐的版本：配料表中没有 E338–E343 或 E450–E452（{name}）。',
  colour: '选择不含{name}的同类产品，或用甜菜根、胡萝卜、螺旋藻浓缩物等食物着色的产品。',
  preservative:
    '选择不含{name}的同类产品：冷藏、冷冻或巴氏杀菌的版本通常无需防腐剂（配料表中没有 E200–E299）。',
  foodAdditive: '选择配料表中不含{name}的同类产品。',
  fragranceFree:
    '选择标注“无香料”（fragrance-free）而非“无香味”（unscented，仍可能含有掩盖气味的香料）的产品，且 INCI 成分表中没有“parfum”或{name}。',
  cosmeticRestricted:
    '选择 INCI 成分表中不含{name}的同类产品；对免洗产品（面霜、乳液）而言这一点最重要。',
  cosmeticProhibited: '欧盟化妆品禁用：选择 INCI 成分表中不含{name}的同类产品。',
  cosmeticAnnexIII: '选择 INCI 成分表中不含{name}的同类产品，或遵守包装上印刷的警示说明。',
  withoutCarcinogen: '选择配料表中不含{name}的同类产品。',
  withoutIngredient: '选择配料表中不含{name}的同类产品。',
  allergy: '选择不含{allergen}的产品：查看过敏原信息栏（配料表中加粗的过敏原）以及“可能含有”一行。',
  trace: '如果您介意微量成分，请选择没有“可能含有{allergen}”一行的版本。',
  allergyTerm: '选择配料表中不含{name}（您的过敏原）的产品。',
  diet: '选择带有{diet}标识的产品，或配料表中没有{name}的产品。',
  marked: '选择配料表中没有{name}（您标记的成分）的同类产品。',
  health: '比较每 100 g 的营养成分表，选择同类产品中{name}含量最少的。',
};
