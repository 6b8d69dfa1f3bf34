import type { Messages } from './en';

/**
 * Russian explanation templates. Counts are written so that no noun follows the number
 * (`ещё {count}`), which reads correctly for every plural category (1, 2–4, 5+). Diet names are
 * genitive adjectives (`веганской`) placed before `диеты`. Names of ingredients, allergens and
 * agents stand where no case ending is needed: as the subject, after a colon or a noun.
 */
export const ru: Messages = {
  'intro.additive': '{name} ({code}) — пищевая добавка, используемая как {classes}.',
  'intro.additiveNoClass': '{name} ({code}) — пищевая добавка.',
  'intro.ingredient': '{name} — распространённый пищевой ингредиент.',
  'intro.nutrient': '{name} — витамин, минерал или другое питательное вещество.',
  'intro.cosmetic': '{name} — косметический ингредиент из реестра CosIng ЕС.',
  'intro.cosmeticFunctions':
    '{name} — косметический ингредиент из реестра CosIng ЕС (функция: {functions}).',
  'intro.substance': '{name} — вещество, указанное в официальных санитарных перечнях.',
  unknown:
    'Ингредиента «{name}» нет в базе знаний LabelLens, поэтому оценка не выставлена. Проверьте этикетку или обратитесь к производителю.',
  'finding.iarc-1': 'По классификации IARC это канцероген для человека (Group 1): {agent}.',
  'finding.iarc-2a':
    'По классификации IARC это вероятный канцероген для человека (Group 2A): {agent}.',
  'finding.iarc-2b':
    'По классификации IARC это возможный канцероген для человека (Group 2B): {agent}.',
  'finding.ntp-known':
    'Национальная токсикологическая программа США (NTP) относит к известным канцерогенам для человека: {agent}.',
  'finding.ntp-anticipated':
    'Национальная токсикологическая программа США (NTP) относит к веществам, которые обоснованно считаются канцерогенами для человека: {agent}.',
  'finding.prop65': 'В списке калифорнийского закона Proposition 65: {agent} ({toxicity}).',
  'finding.efsa-overexposure-high':
    'EFSA установило, что некоторые люди могут потреблять больше допустимого суточного количества (высокий риск избыточного потребления).',
  'finding.efsa-overexposure-moderate':
    'EFSA установило умеренный риск того, что некоторые люди потребляют больше допустимого суточного количества.',
  'finding.efsa-no-overexposure':
    'EFSA провело повторную оценку и не нашло риска избыточного потребления при нынешнем применении.',
  'finding.efsa-evaluated': 'EFSA провело оценку, и в наших источниках риски не отмечены.',
  'finding.not-eu-authorised': 'Её нет в списке пищевых добавок, разрешённых в ЕС.',
  'finding.unevaluated-additive':
    'Её нет в списке пищевых добавок, разрешённых в ЕС, и оценка EFSA не зарегистрирована.',
  'finding.eu-authorised': 'Разрешена в ЕС как пищевая добавка.',
  'finding.cosing-annex-ii': 'ЕС запрещает это вещество в косметике (CosIng Annex II).',
  'finding.cosing-annex-iii':
    'ЕС допускает это вещество в косметике только с ограничениями (CosIng Annex III).',
  'finding.eu-withdrawn': 'Больше не разрешена в ЕС как пищевая добавка ({source}, {year}).',
  'finding.cosing-restricted':
    'ЕС допускает это вещество в косметике только при соблюдении условий (CosIng Annex {annex}, {source}, {year}): {conditions}.',
  'finding.fragrance-allergen': 'Входит в список контактных аллергенов-ароматизаторов ЕС.',
  'finding.food-ingredient': 'В наших источниках не отмечено проблем с безопасностью.',
  'finding.nutrient': 'В наших источниках не отмечено проблем с безопасностью.',
  'finding.cosmetic-listed':
    'В приложениях к регламенту ЕС о косметике, которые мы проверяем, ограничений не отмечено.',
  'finding.eu-warning-children':
    'Законодательство ЕС требует предупреждения «может оказывать неблагоприятное воздействие на активность и внимание детей».',
  'finding.polyol': 'Чрезмерное употребление может оказывать слабительное действие.',
  'finding.phenylalanine': 'Является источником фенилаланина.',
  allergens: 'Аллергены: {allergens}.',
  confidence: 'Распознано по неточному прочтению (достоверность {confidence}%).',
  'concern.iarc-1': 'Канцероген для человека (IARC Group 1)',
  'concern.iarc-2a': 'Вероятный канцероген (IARC Group 2A)',
  'concern.iarc-2b': 'Возможный канцероген (IARC Group 2B)',
  'concern.ntp-known': 'Известный канцероген для человека (NTP)',
  'concern.ntp-anticipated': 'Предполагаемый канцероген для человека (NTP)',
  'concern.prop65': 'В калифорнийском списке Prop 65 ({toxicity})',
  'concern.efsa-overexposure-high':
    'Высокий риск превышения допустимого суточного потребления (EFSA)',
  'concern.efsa-overexposure-moderate':
    'Умеренный риск превышения допустимого суточного потребления (EFSA)',
  'concern.not-eu-authorised': 'Не разрешённая в ЕС пищевая добавка',
  'concern.unevaluated-additive': 'Не разрешена в ЕС, оценки EFSA нет',
  'concern.cosing-annex-ii': 'Запрещено в косметике ЕС',
  'concern.cosing-annex-iii': 'Ограничено в косметике ЕС',
  'concern.eu-withdrawn': 'Больше не разрешено в продуктах питания ЕС',
  'concern.cosing-restricted': 'Допускается в косметике ЕС только при условиях',
  'concern.fragrance-allergen': 'Аллерген-ароматизатор',
  'concern.eu-warning-children': 'Может влиять на активность и внимание детей (предупреждение ЕС)',
  'concern.polyol': 'Слабительное действие при избытке',
  'concern.phenylalanine': 'Источник фенилаланина',
  'concern.allergen': 'Аллерген: {allergen}',
  'alert.allergy': 'Содержит аллерген из вашего списка: {allergen}.',
  'alert.allergyTrace': 'Может содержать следы аллергена из вашего списка: {allergen}.',
  'alert.allergyTerm': 'Содержит ингредиент из вашего списка аллергий: {term}.',
  'alert.markedAllergy': 'Вы отметили как аллергию: {name}.',
  'alert.markedConcern': 'Вы отметили как нежелательный ингредиент: {name}.',
  'diet.conflict': '{name} не подходит для {diet} диеты ({reason}).',
  'diet.maybe': '{name} может не подходить для {diet} диеты ({reason}).',
  'reason.animal': 'животного происхождения',
  'reason.meat': 'мясо',
  'reason.fish': 'рыба или морепродукты',
  'reason.dairy': 'молочные продукты',
  'reason.egg': 'яйцо',
  'reason.honey': 'мёд',
  'reason.sugar': 'сахар',
  'reason.sweetener': 'подсластитель',
  'reason.grain': 'зерновые',
  'reason.starch': 'крахмал',
  'reason.legume': 'бобовые',
  'reason.alcohol': 'алкоголь',
  'reason.gluten': 'глютен',
  'reason.additive': 'добавка',
  'reason.processed': 'переработанное мясо',
  'reason.vegetable-oil': 'рафинированное масло из семян',
  'health.sodium':
    '{name} добавляет натрий: при высоком давлении ограничьте соль до 5 g в день (WHO).',
  'health.sugar': '{name} — это сахар: при диабете ограничьте добавленные сахара.',
  'health.caffeine':
    '{name} содержит кофеин: во время беременности EFSA советует не более 200 mg кофеина в день.',
  'health.alcohol':
    '{name} — это алкоголь: безопасное количество алкоголя во время беременности неизвестно.',
  'health.phenylalanine':
    '{name} — источник фенилаланина, которого должны избегать люди с фенилкетонурией.',
  'health.sulphite':
    '{name} — сульфит: сульфиты могут вызывать симптомы астмы у чувствительных людей.',
  'health.phosphate':
    '{name} — фосфатная добавка: при заболеваниях почек фосфор обычно ограничивают.',
  'health.satfat':
    '{name} богат насыщенными или трансжирами: при высоком холестерине или болезнях сердца ограничьте эти жиры.',
  'health.polyol':
    '{name} — полиол: в избытке оказывает слабительное действие и может раздражать чувствительный кишечник.',
  'health.colour':
    '{name} несёт предупреждение ЕС «может оказывать неблагоприятное воздействие на активность и внимание детей».',
  'health.gluten': '{name} содержит глютен.',
  'health.lactose': '{name} содержит молоко (лактозу).',
  'health.processedMeat':
    '{name} — переработанное мясо, которое IARC относит к канцерогенам (Group 1).',
  'nutrient.energy': 'энергия',
  'nutrient.fat': 'жиры',
  'nutrient.saturatedFat': 'насыщенные жиры',
  'nutrient.carbohydrates': 'углеводы',
  'nutrient.sugars': 'сахара',
  'nutrient.fibre': 'клетчатка',
  'nutrient.protein': 'белок',
  'nutrient.salt': 'соль',
  'nutrition.high': 'Высокое содержание: {nutrient} ({value} g на 100 {unit}).',
  'nutrition.low': 'Низкое содержание: {nutrient} ({value} g на 100 {unit}).',
  'nutrition.medium': 'Среднее содержание: {nutrient} ({value} g на 100 {unit}).',
  'nutrition.good': 'Хороший источник: {nutrient} ({value} g на 100 {unit}).',
  'nutrition.nutriscore': 'Nutri-Score {grade} (алгоритм {version}, балл {score}).',
  'nutrition.nutriscoreMissing': 'Nutri-Score не рассчитан: нет данных — {missing}.',
  'nutrition.recommended': 'Рекомендуется: в целом мало жиров, сахаров и соли.',
  'nutrition.notRecommended': 'Не рекомендуется: {reasons}.',
  'nutrition.neutral': 'Можно в умеренных количествах.',
  'nutrition.package':
    'Вся упаковка ({size}) даёт {kcal} kcal ({pct}% вашей суточной потребности в энергии), {sugars} g сахаров и {salt} g соли.',
  'nutrition.packageNoProfile':
    'Вся упаковка ({size}) даёт {kcal} kcal ({pct}% от референсного потребления 2000 kcal), {sugars} g сахаров и {salt} g соли.',
  'nutrition.serving':
    'Одна порция ({size}) даёт {kcal} kcal ({pct}% вашей суточной потребности в энергии).',
  'nutrition.noPackage': 'Размер упаковки неизвестен: данные указаны на 100 {unit}.',
  'nutrition.personalSalt':
    'При высоком давлении такое содержание соли ({value} g на 100 {unit}) слишком высокое.',
  'nutrition.personalSugar':
    'При диабете такое содержание сахара ({value} g на 100 {unit}) высокое.',
  'nutrition.personalCarbs':
    'Для {diet} диеты {value} g углеводов на 100 {unit} — это слишком много.',
  'nutrition.personalEnergy':
    'Для снижения веса это энергетически плотный продукт ({value} kcal на 100 {unit}).',
  'nutrition.personalSatFat':
    'При высоком холестерине или болезнях сердца такое содержание насыщенных жиров ({value} g на 100 {unit}) высокое.',
  'nutrition.personalProtein': 'Хорошее содержание белка для вашей цели ({value} g на 100 {unit}).',
  // The personal verdict above the score (issue 12).
  'verdict.avoid': 'Вам не подходит: {reasons}',
  'verdict.caution': 'Осторожно: {reasons}',
  'verdict.more': 'ещё {count}',
  'verdict.allergy': 'содержит: {allergen} (ваша аллергия)',
  'verdict.trace': 'может содержать: {allergen} (ваша аллергия)',
  'verdict.allergyTerm': 'содержит: {term} (ваша аллергия)',
  'verdict.markedAllergy': 'содержит: {name} (отмечено как ваша аллергия)',
  'verdict.markedConcern': 'содержит: {name} (отмечено как нежелательное)',
  'verdict.dietConflict': 'не подходит для вашей {diet} диеты',
  'verdict.dietMaybe': 'может не подходить для вашей {diet} диеты',
  'verdict.health': 'не рекомендуется при ваших проблемах со здоровьем',
};
