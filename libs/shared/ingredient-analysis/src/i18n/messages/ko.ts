import type { Messages } from './en';

/**
 * Korean explanation templates. A particle after a placeholder depends on the name's last
 * syllable, which is not known: the templates use the conventional 을(를) / 이(가) / (으)로 forms
 * or put the name before a colon.
 */
export const ko: Messages = {
  'intro.additive': '{name}({code}): {classes}(으)로 쓰이는 식품첨가물입니다.',
  'intro.additiveNoClass': '{name}({code}): 식품첨가물입니다.',
  'intro.ingredient': '{name}: 흔히 쓰이는 식품 원료입니다.',
  'intro.nutrient': '{name}: 비타민, 무기질 또는 기타 영양소입니다.',
  'intro.cosmetic': '{name}: EU CosIng 목록에 등재된 화장품 성분입니다.',
  'intro.cosmeticFunctions':
    '{name}: EU CosIng 목록에 등재된 화장품 성분입니다(기능: {functions}).',
  'intro.substance': '{name}: 공식 보건 목록에 이름이 오른 물질입니다.',
  unknown:
    '{name}: LabelLens 지식 베이스에 없어 평가하지 않았습니다. 라벨을 확인하거나 제조사에 문의하세요.',
  'finding.iarc-1': 'IARC는 {agent}을(를) 인체 발암물질(Group 1)로 분류합니다.',
  'finding.iarc-2a': 'IARC는 {agent}을(를) 인체 발암 추정물질(Group 2A)로 분류합니다.',
  'finding.iarc-2b': 'IARC는 {agent}을(를) 인체 발암 가능물질(Group 2B)로 분류합니다.',
  'finding.ntp-known':
    '미국 국가독성프로그램(NTP)은 {agent}을(를) 알려진 인체 발암물질로 등재하고 있습니다.',
  'finding.ntp-anticipated':
    '미국 국가독성프로그램(NTP)은 {agent}을(를) 인체 발암물질로 합리적으로 예상되는 물질로 등재하고 있습니다.',
  'finding.prop65':
    '미국 캘리포니아주 발의안 65(Proposition 65)는 {agent}을(를) 등재하고 있습니다({toxicity}).',
  'finding.efsa-overexposure-high':
    'EFSA는 일부 사람들이 일일섭취허용량을 초과하여 섭취할 수 있다고 판단했습니다(과다 노출 위험 높음).',
  'finding.efsa-overexposure-moderate':
    'EFSA는 일부 사람들이 일일섭취허용량을 초과하여 섭취할 위험이 중간 정도라고 판단했습니다.',
  'finding.efsa-no-overexposure':
    'EFSA가 재평가한 결과, 현재 용도에서는 과다 노출 위험이 없었습니다.',
  'finding.efsa-evaluated': 'EFSA가 평가했으며, 저희 자료에 기록된 위험은 없습니다.',
  'finding.not-eu-authorised': 'EU 허가 식품첨가물 목록에 없습니다.',
  'finding.unevaluated-additive': 'EU 허가 식품첨가물 목록에 없으며, EFSA 평가 기록도 없습니다.',
  'finding.eu-authorised': 'EU에서 식품첨가물로 허가되어 있습니다.',
  'finding.cosing-annex-ii': 'EU는 화장품에 이 성분의 사용을 금지합니다(CosIng Annex II).',
  'finding.cosing-annex-iii':
    'EU는 화장품에 이 성분을 제한 조건하에서만 허용합니다(CosIng Annex III).',
  'finding.eu-withdrawn': 'EU에서 더 이상 식품첨가물로 허가되지 않습니다({source}, {year}).',
  'finding.cosing-restricted':
    'EU는 화장품에 이 성분을 조건부로만 허용합니다(CosIng Annex {annex}, {source}, {year}): {conditions}.',
  'finding.fragrance-allergen': 'EU 향료 접촉 알레르기 유발물질 목록에 있습니다.',
  'finding.food-ingredient': '저희 자료에 기록된 안전성 문제는 없습니다.',
  'finding.nutrient': '저희 자료에 기록된 안전성 문제는 없습니다.',
  'finding.cosmetic-listed': '저희가 확인하는 EU 화장품 부속서에 기록된 제한은 없습니다.',
  'finding.eu-warning-children':
    'EU 법률은 "어린이의 활동성과 주의력에 나쁜 영향을 줄 수 있음"이라는 경고 문구를 요구합니다.',
  'finding.polyol': '과다 섭취하면 설사를 유발할 수 있습니다.',
  'finding.phenylalanine': '페닐알라닌 공급원입니다.',
  allergens: '알레르기 유발물질: {allergens}.',
  confidence: '불완전한 판독 결과로 인식했습니다(신뢰도 {confidence}%).',
  'concern.iarc-1': '인체 발암물질(IARC Group 1)',
  'concern.iarc-2a': '발암 추정물질(IARC Group 2A)',
  'concern.iarc-2b': '발암 가능물질(IARC Group 2B)',
  'concern.ntp-known': '알려진 인체 발암물질(NTP)',
  'concern.ntp-anticipated': '예상되는 인체 발암물질(NTP)',
  'concern.prop65': '캘리포니아주 발의안 65 목록에 등재({toxicity})',
  'concern.efsa-overexposure-high': '일일섭취허용량 초과 위험 높음(EFSA)',
  'concern.efsa-overexposure-moderate': '일일섭취허용량 초과 위험 중간(EFSA)',
  'concern.not-eu-authorised': 'EU 허가 식품첨가물 아님',
  'concern.unevaluated-additive': 'EU 미허가, EFSA 평가 없음',
  'concern.cosing-annex-ii': 'EU 화장품 사용 금지',
  'concern.cosing-annex-iii': 'EU 화장품 사용 제한',
  'concern.eu-withdrawn': 'EU 식품에서 허가 철회',
  'concern.cosing-restricted': 'EU 화장품에서 조건부로만 허용',
  'concern.fragrance-allergen': '향료 알레르기 유발물질',
  'concern.eu-warning-children': '어린이의 활동성과 주의력에 영향을 줄 수 있음(EU 경고)',
  'concern.polyol': '과다 섭취 시 설사 유발',
  'concern.phenylalanine': '페닐알라닌 공급원',
  'concern.allergen': '알레르기 유발물질: {allergen}',
  'alert.allergy': '회원님의 알레르기 항목인 {allergen}이(가) 들어 있습니다.',
  'alert.allergyTrace': '회원님의 알레르기 항목인 {allergen}이(가) 미량 들어 있을 수 있습니다.',
  'alert.allergyTerm': '회원님의 알레르기 항목인 {term}이(가) 들어 있습니다.',
  'alert.markedAllergy': '{name}: 회원님이 알레르기로 표시한 성분입니다.',
  'alert.markedConcern': '{name}: 회원님이 우려 성분으로 표시한 성분입니다.',
  'diet.conflict': '{name}: {diet} 식단에 맞지 않습니다({reason}).',
  'diet.maybe': '{name}: {diet} 식단에 맞지 않을 수 있습니다({reason}).',
  'reason.animal': '동물성 원료',
  'reason.meat': '육류',
  'reason.fish': '생선 또는 해산물',
  'reason.dairy': '유제품',
  'reason.egg': '달걀',
  'reason.honey': '꿀',
  'reason.sugar': '설탕',
  'reason.sweetener': '감미료',
  'reason.grain': '곡물',
  'reason.starch': '전분',
  'reason.legume': '콩류',
  'reason.alcohol': '알코올',
  'reason.gluten': '글루텐',
  'reason.additive': '첨가물',
  'reason.processed': '가공육',
  'reason.vegetable-oil': '정제 종자유',
  'health.sodium':
    '{name}: 나트륨을 더합니다. 고혈압이 있다면 소금을 하루 5 g 미만으로 줄이세요(WHO).',
  'health.sugar': '{name}: 당류입니다. 당뇨병이 있다면 첨가당을 줄이세요.',
  'health.caffeine':
    '{name}: 카페인이 들어 있습니다. 임신 중에는 카페인을 하루 200 mg 이하로 섭취하도록 EFSA가 권고합니다.',
  'health.alcohol': '{name}: 알코올입니다. 임신 중 안전하다고 알려진 음주량은 없습니다.',
  'health.phenylalanine': '{name}: 페닐알라닌 공급원으로, 페닐케톤뇨증 환자는 피해야 합니다.',
  'health.sulphite':
    '{name}: 아황산염입니다. 아황산염은 민감한 사람에게 천식 증상을 일으킬 수 있습니다.',
  'health.phosphate': '{name}: 인산염 첨가물입니다. 신장 질환이 있으면 보통 인 섭취를 제한합니다.',
  'health.satfat':
    '{name}: 포화지방 또는 트랜스지방이 많습니다. 고콜레스테롤이나 심장 질환이 있다면 이런 지방을 줄이세요.',
  'health.polyol':
    '{name}: 폴리올입니다. 과다 섭취 시 설사를 유발하고 예민한 장에 탈이 날 수 있습니다.',
  'health.colour':
    '{name}: EU 경고 문구 "어린이의 활동성과 주의력에 나쁜 영향을 줄 수 있음"이 표시되는 성분입니다.',
  'health.gluten': '{name}: 글루텐이 들어 있습니다.',
  'health.lactose': '{name}: 우유(유당)가 들어 있습니다.',
  'health.processedMeat': '{name}: 가공육으로, IARC가 발암물질(Group 1)로 분류합니다.',
  'nutrient.energy': '열량',
  'nutrient.fat': '지방',
  'nutrient.saturatedFat': '포화지방',
  'nutrient.carbohydrates': '탄수화물',
  'nutrient.sugars': '당류',
  'nutrient.fibre': '식이섬유',
  'nutrient.protein': '단백질',
  'nutrient.salt': '소금',
  'nutrition.high': '{nutrient} 높음(100 {unit}당 {value} g).',
  'nutrition.low': '{nutrient} 낮음(100 {unit}당 {value} g).',
  'nutrition.medium': '{nutrient} 보통(100 {unit}당 {value} g).',
  'nutrition.good': '{nutrient}의 좋은 공급원(100 {unit}당 {value} g).',
  'nutrition.nutriscore': 'Nutri-Score {grade}({version} 알고리즘, 점수 {score}).',
  'nutrition.nutriscoreMissing': 'Nutri-Score를 계산하지 못했습니다. 누락: {missing}.',
  'nutrition.recommended': '추천: 지방, 당류, 소금이 대체로 적습니다.',
  'nutrition.notRecommended': '추천하지 않음: {reasons}.',
  'nutrition.neutral': '적당히 먹으면 괜찮습니다.',
  'nutrition.package':
    '한 포장 전체({size})는 {kcal} kcal(하루 필요 열량의 {pct}%), 당류 {sugars} g, 소금 {salt} g을 제공합니다.',
  'nutrition.packageNoProfile':
    '한 포장 전체({size})는 {kcal} kcal(기준 섭취량 2000 kcal의 {pct}%), 당류 {sugars} g, 소금 {salt} g을 제공합니다.',
  'nutrition.serving': '1회 제공량({size})은 {kcal} kcal(하루 필요 열량의 {pct}%)를 제공합니다.',
  'nutrition.noPackage': '포장 크기를 알 수 없습니다. 수치는 100 {unit}당 기준입니다.',
  'nutrition.personalSalt': '고혈압이 있다면 이 소금 함량(100 {unit}당 {value} g)은 너무 높습니다.',
  'nutrition.personalSugar':
    '당뇨병이 있다면 이 당류 함량(100 {unit}당 {value} g)은 높은 편입니다.',
  'nutrition.personalCarbs': '{diet} 식단에는 100 {unit}당 탄수화물 {value} g은 너무 많습니다.',
  'nutrition.personalEnergy':
    '체중 감량 중이라면 열량 밀도가 높은 식품입니다(100 {unit}당 {value} kcal).',
  'nutrition.personalSatFat':
    '고콜레스테롤이나 심장 질환이 있다면 이 포화지방 함량(100 {unit}당 {value} g)은 높은 편입니다.',
  'nutrition.personalProtein': '목표에 맞는 좋은 단백질 함량입니다(100 {unit}당 {value} g).',
  // The personal verdict above the score (issue 12).
  'verdict.avoid': '맞지 않음: {reasons}',
  'verdict.caution': '주의: {reasons}',
  'verdict.more': '외 {count}개',
  'verdict.allergy': '{allergen} 함유(회원님의 알레르기)',
  'verdict.trace': '{allergen} 함유 가능(회원님의 알레르기)',
  'verdict.allergyTerm': '{term} 함유(회원님의 알레르기)',
  'verdict.markedAllergy': '{name} 함유(알레르기로 표시함)',
  'verdict.markedConcern': '{name} 함유(우려 성분으로 표시함)',
  'verdict.dietConflict': '회원님의 {diet} 식단에 맞지 않음',
  'verdict.dietMaybe': '회원님의 {diet} 식단에 맞지 않을 수 있음',
  'verdict.health': '회원님의 건강 상태에는 권장하지 않음',
};
