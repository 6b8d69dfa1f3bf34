import type { Messages } from './en';

/** Japanese explanation templates. Sentences end in 。 and are joined without spaces. */
export const ja: Messages = {
  'intro.additive': '{name}（{code}）は{classes}として使われる食品添加物です。',
  'intro.additiveNoClass': '{name}（{code}）は食品添加物です。',
  'intro.ingredient': '{name}は一般的な食品原材料です。',
  'intro.nutrient': '{name}はビタミン、ミネラルまたはその他の栄養素です。',
  'intro.cosmetic': '{name}は EU の CosIng データベースに収載されている化粧品成分です。',
  'intro.cosmeticFunctions':
    '{name}は EU の CosIng データベースに収載されている化粧品成分です（機能：{functions}）。',
  'intro.substance': '{name}は公的な健康関連リストに記載されている物質です。',
  unknown:
    '{name}は LabelLens の知識ベースにないため、評価していません。ラベルを確認するか、製造元に問い合わせてください。',
  'finding.iarc-1': 'IARC は{agent}を「ヒトに対して発がん性がある」（Group 1）に分類しています。',
  'finding.iarc-2a':
    'IARC は{agent}を「ヒトに対しておそらく発がん性がある」（Group 2A）に分類しています。',
  'finding.iarc-2b':
    'IARC は{agent}を「ヒトに対して発がん性がある可能性がある」（Group 2B）に分類しています。',
  'finding.ntp-known': '米国国家毒性プログラム（NTP）は{agent}を既知のヒト発がん物質としています。',
  'finding.ntp-anticipated':
    '米国国家毒性プログラム（NTP）は{agent}をヒト発がん性が合理的に予測される物質としています。',
  'finding.prop65':
    '米国カリフォルニア州のプロポジション 65 は{agent}を掲載しています（{toxicity}）。',
  'finding.efsa-overexposure-high':
    'EFSA は、一部の人が許容一日摂取量を超えて摂取する可能性があると判断しました（過剰摂取リスク：高）。',
  'finding.efsa-overexposure-moderate':
    'EFSA は、一部の人が許容一日摂取量を超えて摂取するリスクが中程度あると判断しました。',
  'finding.efsa-no-overexposure':
    'EFSA は再評価を行い、現在の使用方法では過剰摂取のリスクはないと判断しました。',
  'finding.efsa-evaluated':
    'EFSA による評価が行われており、当社の情報源にリスクの記録はありません。',
  'finding.not-eu-authorised': 'EU の認可食品添加物リストに含まれていません。',
  'finding.unevaluated-additive':
    'EU の認可食品添加物リストに含まれておらず、EFSA による評価の記録もありません。',
  'finding.eu-authorised': 'EU で食品添加物として認可されています。',
  'finding.cosing-annex-ii': 'EU では化粧品への使用が禁止されています（CosIng Annex II）。',
  'finding.cosing-annex-iii':
    'EU では化粧品への使用は制限付きでのみ認められています（CosIng Annex III）。',
  'finding.eu-withdrawn': 'EU では食品添加物としての認可が取り消されています（{source}、{year}）。',
  'finding.cosing-restricted':
    'EU では化粧品への使用は条件付きでのみ認められています（CosIng Annex {annex}、{source}、{year}）：{conditions}。',
  'finding.fragrance-allergen': 'EU の香料接触アレルゲンのリストに記載されています。',
  'finding.food-ingredient': '当社の情報源には安全性に関する懸念の記録はありません。',
  'finding.nutrient': '当社の情報源には安全性に関する懸念の記録はありません。',
  'finding.cosmetic-listed': '当社が確認している EU 化粧品規則の附属書には制限の記録がありません。',
  'finding.eu-warning-children':
    'EU の法律により「子どもの活動と注意力に悪影響を及ぼすおそれがあります」という警告表示が義務付けられています。',
  'finding.polyol': '過剰に摂取すると緩下作用を起こすことがあります。',
  'finding.phenylalanine': 'フェニルアラニンの供給源です。',
  allergens: 'アレルゲン：{allergens}。',
  confidence: '不完全な読み取りから認識しました（信頼度 {confidence}%）。',
  'concern.iarc-1': 'ヒトに対して発がん性あり（IARC Group 1）',
  'concern.iarc-2a': 'おそらく発がん性あり（IARC Group 2A）',
  'concern.iarc-2b': '発がん性の可能性あり（IARC Group 2B）',
  'concern.ntp-known': '既知のヒト発がん物質（NTP）',
  'concern.ntp-anticipated': 'ヒト発がん性が予測される物質（NTP）',
  'concern.prop65': 'カリフォルニア州プロポジション 65 に掲載（{toxicity}）',
  'concern.efsa-overexposure-high': '許容一日摂取量を超えるリスクが高い（EFSA）',
  'concern.efsa-overexposure-moderate': '許容一日摂取量を超えるリスクが中程度（EFSA）',
  'concern.not-eu-authorised': 'EU の認可食品添加物ではない',
  'concern.unevaluated-additive': 'EU で未認可、EFSA の評価なし',
  'concern.cosing-annex-ii': 'EU の化粧品で使用禁止',
  'concern.cosing-annex-iii': 'EU の化粧品で使用制限あり',
  'concern.eu-withdrawn': 'EU の食品で認可取り消し',
  'concern.cosing-restricted': 'EU の化粧品で条件付きでのみ使用可',
  'concern.fragrance-allergen': '香料アレルゲン',
  'concern.eu-warning-children': '子どもの活動と注意力に影響するおそれ（EU の警告）',
  'concern.polyol': '過剰摂取で緩下作用',
  'concern.phenylalanine': 'フェニルアラニンの供給源',
  'concern.allergen': 'アレルゲン：{allergen}',
  'alert.allergy': 'あなたのアレルギーに含まれる{allergen}を含みます。',
  'alert.allergyTrace': 'あなたのアレルギーに含まれる{allergen}を微量に含む可能性があります。',
  'alert.allergyTerm': 'あなたのアレルギーに含まれる{term}を含みます。',
  'alert.markedAllergy': 'あなたは{name}をアレルギーとして登録しています。',
  'alert.markedConcern': 'あなたは{name}を気になる成分として登録しています。',
  'diet.conflict': '{name}は{diet}の食事に適していません（{reason}）。',
  'diet.maybe': '{name}は{diet}の食事に適していない可能性があります（{reason}）。',
  'reason.animal': '動物由来',
  'reason.meat': '肉',
  'reason.fish': '魚介類',
  'reason.dairy': '乳製品',
  'reason.egg': '卵',
  'reason.honey': 'はちみつ',
  'reason.sugar': '砂糖',
  'reason.sweetener': '甘味料',
  'reason.grain': '穀物',
  'reason.starch': 'でん粉',
  'reason.legume': '豆類',
  'reason.alcohol': 'アルコール',
  'reason.gluten': 'グルテン',
  'reason.additive': '添加物',
  'reason.processed': '加工肉',
  'reason.vegetable-oil': '精製種子油',
  'health.sodium':
    '{name}はナトリウムを含みます：高血圧の場合、食塩は 1 日 5 g 未満に抑えてください（WHO）。',
  'health.sugar': '{name}は糖類です：糖尿病の場合、添加糖を控えてください。',
  'health.caffeine':
    '{name}はカフェインを含みます：妊娠中は、カフェインを 1 日 200 mg までにするよう EFSA が勧めています。',
  'health.alcohol': '{name}はアルコールです：妊娠中に安全とわかっている飲酒量はありません。',
  'health.phenylalanine':
    '{name}はフェニルアラニンの供給源で、フェニルケトン尿症の人は避ける必要があります。',
  'health.sulphite':
    '{name}は亜硫酸塩です：亜硫酸塩は敏感な人にぜんそく症状を引き起こすことがあります。',
  'health.phosphate': '{name}はリン酸塩の添加物です：腎臓病の場合、通常リンは制限されます。',
  'health.satfat':
    '{name}は飽和脂肪酸またはトランス脂肪酸が多いです：高コレステロールや心臓病の場合、これらの脂肪を控えてください。',
  'health.polyol':
    '{name}はポリオールです：とりすぎると緩下作用があり、敏感な腸の調子を崩すことがあります。',
  'health.colour':
    '{name}には EU の警告「子どもの活動と注意力に悪影響を及ぼすおそれがあります」が表示されます。',
  'health.gluten': '{name}はグルテンを含みます。',
  'health.lactose': '{name}は乳（乳糖）を含みます。',
  'health.processedMeat':
    '{name}は加工肉で、IARC により発がん性あり（Group 1）と分類されています。',
  'nutrient.energy': 'エネルギー',
  'nutrient.fat': '脂質',
  'nutrient.saturatedFat': '飽和脂肪酸',
  'nutrient.carbohydrates': '炭水化物',
  'nutrient.sugars': '糖類',
  'nutrient.fibre': '食物繊維',
  'nutrient.protein': 'たんぱく質',
  'nutrient.salt': '食塩',
  'nutrition.high': '{nutrient}が多い（100 {unit}あたり {value} g）。',
  'nutrition.low': '{nutrient}が少ない（100 {unit}あたり {value} g）。',
  'nutrition.medium': '{nutrient}は中程度（100 {unit}あたり {value} g）。',
  'nutrition.good': '{nutrient}の良い供給源（100 {unit}あたり {value} g）。',
  'nutrition.nutriscore': 'Nutri-Score {grade}（{version} アルゴリズム、スコア {score}）。',
  'nutrition.nutriscoreMissing': 'Nutri-Score は算出されていません：{missing}が不足しています。',
  'nutrition.recommended': 'おすすめ：脂質、糖類、食塩が全体的に少なめです。',
  'nutrition.notRecommended': 'おすすめしません：{reasons}。',
  'nutrition.neutral': '適量なら問題ありません。',
  'nutrition.package':
    '1 パッケージ全体（{size}）で {kcal} kcal（1 日に必要なエネルギーの {pct}%）、糖類 {sugars} g、食塩 {salt} g になります。',
  'nutrition.packageNoProfile':
    '1 パッケージ全体（{size}）で {kcal} kcal（参考摂取量 2000 kcal の {pct}%）、糖類 {sugars} g、食塩 {salt} g になります。',
  'nutrition.serving':
    '1 食分（{size}）で {kcal} kcal（1 日に必要なエネルギーの {pct}%）になります。',
  'nutrition.noPackage': '内容量が不明です：数値は 100 {unit}あたりです。',
  'nutrition.personalSalt': '高血圧の場合、この食塩量（100 {unit}あたり {value} g）は多すぎます。',
  'nutrition.personalSugar': '糖尿病の場合、この糖類の量（100 {unit}あたり {value} g）は多めです。',
  'nutrition.personalCarbs': '{diet}の食事では、100 {unit}あたり炭水化物 {value} g は多すぎます。',
  'nutrition.personalEnergy':
    '減量中の場合、これは高エネルギーです（100 {unit}あたり {value} kcal）。',
  'nutrition.personalSatFat':
    '高コレステロールや心臓病の場合、この飽和脂肪酸の量（100 {unit}あたり {value} g）は多めです。',
  'nutrition.personalProtein':
    'あなたの目標に合ったたんぱく質量です（100 {unit}あたり {value} g）。',
  // The personal verdict above the score (issue 12).
  'verdict.avoid': 'あなたには不向き：{reasons}',
  'verdict.caution': '注意：{reasons}',
  'verdict.more': 'ほか {count} 件',
  'verdict.allergy': '{allergen}を含む（あなたのアレルギー）',
  'verdict.trace': '{allergen}を含む可能性（あなたのアレルギー）',
  'verdict.allergyTerm': '{term}を含む（あなたのアレルギー）',
  'verdict.markedAllergy': '{name}を含む（アレルギーとして登録済み）',
  'verdict.markedConcern': '{name}を含む（気になる成分として登録済み）',
  'verdict.dietConflict': 'あなたの{diet}の食事に合わない',
  'verdict.dietMaybe': 'あなたの{diet}の食事に合わない可能性',
  'verdict.health': 'あなたの健康上の懸念から推奨されません',
};
