import type { GuidanceKey } from './en';

/** Korean "Choose instead" advice. */
export const ko: Record<GuidanceKey, string> = {
  nitrite: '아질산염 무첨가로 표시된 햄 등 가공육을 고르세요(원재료 목록에 E249–E252 없음).',
  processedMeat:
    '{name} 대신 가공하지 않은 신선한 고기나 생선, 또는 달걀·치즈·콩류로 만든 속재료를 고르세요.',
  redMeat: '{name} 대신 가금류, 생선 또는 콩류로 만든 같은 요리를 고르세요.',
  titaniumDioxide: 'E171이 없는 같은 종류의 제품: 스피룰리나나 탄산칼슘(E170)으로 색을 낸 제품.',
  southamptonColour:
    '{name} 대신 파프리카 추출물, 비트레드 또는 커큐민으로 색을 내고 "어린이의 활동성과 주의력에 나쁜 영향을 줄 수 있음" 경고가 없는 제품을 고르세요.',
  sweetener:
    '제품명 옆에 "감미료 함유" 표시가 없고 원재료 목록에 {name} 등 감미료(E950–E969)가 없는 제품을 고르세요.',
  flavourEnhancer:
    '향미증진제가 없는 제품을 고르세요: 원재료 목록에 {name}도, E620–E650도 없어야 합니다.',
  phosphate:
    '인산염을 첨가하지 않은 제품을 고르세요: 원재료 목록에 E338–E343이나 E450–E452가 없어야 합니다({name}).',
  colour:
    '{name}이(가) 없는 같은 제품, 또는 비트, 당근, 스피룰리나 농축물 같은 식품으로 색을 낸 제품을 고르세요.',
  preservative:
    '{name}이(가) 없는 같은 제품을 고르세요: 냉장, 냉동 또는 저온살균 제품은 보존료가 필요 없는 경우가 많습니다(원재료 목록에 E200–E299 없음).',
  foodAdditive: '원재료 목록에 {name}이(가) 없는 같은 종류의 제품을 고르세요.',
  fragranceFree:
    '"무향(unscented)"이 아닌 "향료 무첨가(fragrance-free)" 제품을 고르고(무향 제품에도 냄새를 가리는 향료가 있을 수 있음), INCI 목록에 "parfum"이나 {name}이(가) 없는지 확인하세요.',
  cosmeticRestricted:
    'INCI 목록에 {name}이(가) 없는 같은 종류의 제품을 고르세요. 씻어내지 않는 제품(크림, 로션)에서 특히 중요합니다.',
  cosmeticProhibited:
    'EU 화장품 사용 금지: INCI 목록에 {name}이(가) 없는 같은 종류의 제품을 고르세요.',
  cosmeticAnnexIII:
    'INCI 목록에 {name}이(가) 없는 같은 종류의 제품을 고르거나, 포장에 적힌 주의 사항을 따르세요.',
  withoutCarcinogen: '원재료 목록에 {name}이(가) 없는 같은 종류의 제품을 고르세요.',
  withoutIngredient: '원재료 목록에 {name}이(가) 없는 같은 종류의 제품을 고르세요.',
  allergy:
    '{allergen}이(가) 없는 제품을 고르세요: 알레르기 표시란(원재료 목록의 굵은 글씨)과 "함유 가능" 문구를 확인하세요.',
  trace: '미량도 신경 쓰인다면 "{allergen} 함유 가능" 문구가 없는 제품을 고르세요.',
  allergyTerm: '원재료 목록에 {name}(회원님의 알레르기)이(가) 없는 제품을 고르세요.',
  diet: '{diet} 표시가 있거나 원재료 목록에 {name}이(가) 없는 제품을 고르세요.',
  marked: '원재료 목록에 {name}(회원님이 표시한 성분)이(가) 없는 같은 종류의 제품을 고르세요.',
  health: '100 g당 영양성분표를 비교해 이 종류의 제품 중 {name}이(가) 가장 적은 것을 고르세요.',
};
