import type { Messages } from './en';

/** Persian explanation templates (right-to-left; codes, numbers and units stay in Latin digits). */
export const fa: Messages = {
  'intro.additive': '{name} ({code}) یک افزودنی غذایی است که به‌عنوان {classes} به کار می‌رود.',
  'intro.additiveNoClass': '{name} ({code}) یک افزودنی غذایی است.',
  'intro.ingredient': '{name} یک ماده غذایی رایج است.',
  'intro.nutrient': '{name} یک ویتامین، ماده معدنی یا ماده مغذی دیگر است.',
  'intro.cosmetic': '{name} یک ماده آرایشی ثبت‌شده در فهرست CosIng اتحادیه اروپا است.',
  'intro.cosmeticFunctions':
    '{name} یک ماده آرایشی ثبت‌شده در فهرست CosIng اتحادیه اروپا است (کارکرد: {functions}).',
  'intro.substance': '{name} ماده‌ای است که در فهرست‌های رسمی سلامت نام برده شده است.',
  unknown:
    '{name} در پایگاه دانش LabelLens نیست، بنابراین رتبه‌بندی نشده است. برچسب را بررسی کنید یا از سازنده بپرسید.',
  'finding.iarc-1': 'IARC {agent} را سرطان‌زا برای انسان طبقه‌بندی می‌کند (Group 1).',
  'finding.iarc-2a': 'IARC {agent} را احتمالاً سرطان‌زا برای انسان طبقه‌بندی می‌کند (Group 2A).',
  'finding.iarc-2b':
    'IARC {agent} را به‌طور بالقوه سرطان‌زا برای انسان طبقه‌بندی می‌کند (Group 2B).',
  'finding.ntp-known':
    'برنامه ملی سم‌شناسی آمریکا (NTP) {agent} را یک سرطان‌زای شناخته‌شده برای انسان فهرست می‌کند.',
  'finding.ntp-anticipated':
    'برنامه ملی سم‌شناسی آمریکا (NTP) {agent} را ماده‌ای فهرست می‌کند که به‌طور معقول انتظار می‌رود برای انسان سرطان‌زا باشد.',
  'finding.prop65': 'طرح 65 کالیفرنیا (Proposition 65) {agent} را فهرست کرده است ({toxicity}).',
  'finding.efsa-overexposure-high':
    'EFSA دریافت که برخی افراد ممکن است بیش از میزان دریافت روزانه مجاز مصرف کنند (خطر بالای مواجهه بیش از حد).',
  'finding.efsa-overexposure-moderate':
    'EFSA خطر متوسطی یافت که برخی افراد بیش از میزان دریافت روزانه مجاز مصرف کنند.',
  'finding.efsa-no-overexposure':
    'EFSA آن را بازارزیابی کرد و در مصارف فعلی خطر مواجهه بیش از حد نیافت.',
  'finding.efsa-evaluated': 'EFSA آن را ارزیابی کرده است و در منابع ما خطری ثبت نشده است.',
  'finding.not-eu-authorised': 'در فهرست افزودنی‌های غذایی مجاز اتحادیه اروپا نیست.',
  'finding.unevaluated-additive':
    'در فهرست افزودنی‌های غذایی مجاز اتحادیه اروپا نیست و ارزیابی‌ای از EFSA برای آن ثبت نشده است.',
  'finding.eu-authorised': 'در اتحادیه اروپا به‌عنوان افزودنی غذایی مجاز است.',
  'finding.cosing-annex-ii':
    'اتحادیه اروپا استفاده از آن را در فراورده‌های آرایشی ممنوع کرده است (CosIng Annex II).',
  'finding.cosing-annex-iii':
    'اتحادیه اروپا استفاده از آن را در لوازم آرایشی فقط با محدودیت مجاز می‌داند (CosIng Annex III).',
  'finding.eu-withdrawn':
    'دیگر در اتحادیه اروپا به‌عنوان افزودنی غذایی مجاز نیست ({source}، {year}).',
  'finding.cosing-restricted':
    'اتحادیه اروپا استفاده از آن را در لوازم آرایشی فقط با شرایطی مجاز می‌داند (CosIng Annex {annex}، {source}، {year}): {conditions}.',
  'finding.fragrance-allergen': 'در فهرست آلرژن‌های تماسی عطر اتحادیه اروپا قرار دارد.',
  'finding.food-ingredient': 'در منابع ما هیچ نگرانی ایمنی درباره آن ثبت نشده است.',
  'finding.nutrient': 'در منابع ما هیچ نگرانی ایمنی درباره آن ثبت نشده است.',
  'finding.cosmetic-listed':
    'در پیوست‌های مقررات آرایشی اتحادیه اروپا که بررسی می‌کنیم، محدودیتی برای آن ثبت نشده است.',
  'finding.eu-warning-children':
    'قانون اتحادیه اروپا درج هشدار «ممکن است بر فعالیت و توجه کودکان اثر نامطلوب داشته باشد» را الزامی می‌کند.',
  'finding.polyol': 'مصرف بیش از حد آن ممکن است اثر ملین داشته باشد.',
  'finding.phenylalanine': 'منبع فنیل‌آلانین است.',
  allergens: 'آلرژن‌ها: {allergens}.',
  confidence: 'از روی خوانشی ناقص شناسایی شد (اطمینان {confidence}%).',
  'concern.iarc-1': 'سرطان‌زا برای انسان (IARC Group 1)',
  'concern.iarc-2a': 'احتمالاً سرطان‌زا (IARC Group 2A)',
  'concern.iarc-2b': 'به‌طور بالقوه سرطان‌زا (IARC Group 2B)',
  'concern.ntp-known': 'سرطان‌زای شناخته‌شده برای انسان (NTP)',
  'concern.ntp-anticipated': 'سرطان‌زای مورد انتظار برای انسان (NTP)',
  'concern.prop65': 'در فهرست طرح 65 کالیفرنیا ({toxicity})',
  'concern.efsa-overexposure-high': 'خطر بالای فراتر رفتن از میزان دریافت روزانه مجاز (EFSA)',
  'concern.efsa-overexposure-moderate': 'خطر متوسط فراتر رفتن از میزان دریافت روزانه مجاز (EFSA)',
  'concern.not-eu-authorised': 'افزودنی غذایی مجاز در اتحادیه اروپا نیست',
  'concern.unevaluated-additive': 'در اتحادیه اروپا مجاز نیست، بدون ارزیابی EFSA',
  'concern.cosing-annex-ii': 'ممنوع در لوازم آرایشی اتحادیه اروپا',
  'concern.cosing-annex-iii': 'محدودشده در لوازم آرایشی اتحادیه اروپا',
  'concern.eu-withdrawn': 'دیگر در مواد غذایی اتحادیه اروپا مجاز نیست',
  'concern.cosing-restricted': 'در لوازم آرایشی اتحادیه اروپا فقط با شرایط مجاز است',
  'concern.fragrance-allergen': 'آلرژن عطر',
  'concern.eu-warning-children':
    'ممکن است بر فعالیت و توجه کودکان اثر بگذارد (هشدار اتحادیه اروپا)',
  'concern.polyol': 'اثر ملین در مصرف زیاد',
  'concern.phenylalanine': 'منبع فنیل‌آلانین',
  'concern.allergen': 'آلرژن: {allergen}',
  'alert.allergy': 'حاوی {allergen} است که جزو حساسیت‌های شماست.',
  'alert.allergyTrace': 'ممکن است مقادیر ناچیزی {allergen} داشته باشد که جزو حساسیت‌های شماست.',
  'alert.allergyTerm': 'حاوی {term} است که جزو حساسیت‌های شماست.',
  'alert.markedAllergy': 'شما {name} را به‌عنوان حساسیت علامت زده‌اید.',
  'alert.markedConcern': 'شما {name} را به‌عنوان نگرانی علامت زده‌اید.',
  'diet.conflict': '{name} با رژیم {diet} سازگار نیست ({reason}).',
  'diet.maybe': '{name} ممکن است با رژیم {diet} سازگار نباشد ({reason}).',
  'reason.animal': 'با منشأ حیوانی',
  'reason.meat': 'گوشت',
  'reason.fish': 'ماهی یا غذای دریایی',
  'reason.dairy': 'لبنیات',
  'reason.egg': 'تخم‌مرغ',
  'reason.honey': 'عسل',
  'reason.sugar': 'شکر',
  'reason.sweetener': 'شیرین‌کننده',
  'reason.grain': 'غلات',
  'reason.starch': 'نشاسته',
  'reason.legume': 'حبوبات',
  'reason.alcohol': 'الکل',
  'reason.gluten': 'گلوتن',
  'reason.additive': 'افزودنی',
  'reason.processed': 'گوشت فرآوری‌شده',
  'reason.vegetable-oil': 'روغن دانه تصفیه‌شده',
  'health.sodium':
    '{name} سدیم اضافه می‌کند: در فشار خون بالا، نمک را زیر 5 g در روز نگه دارید (WHO).',
  'health.sugar': '{name} نوعی قند است: در دیابت، قندهای افزوده را محدود کنید.',
  'health.caffeine':
    '{name} کافئین دارد: EFSA در دوران بارداری حداکثر 200 mg کافئین در روز را توصیه می‌کند.',
  'health.alcohol': '{name} الکل است: هیچ مقدار الکلی در بارداری بی‌خطر شناخته نشده است.',
  'health.phenylalanine':
    '{name} منبع فنیل‌آلانین است که افراد مبتلا به فنیل‌کتونوری باید از آن پرهیز کنند.',
  'health.sulphite':
    '{name} یک سولفیت است: سولفیت‌ها می‌توانند در افراد حساس علائم آسم را برانگیزند.',
  'health.phosphate': '{name} یک افزودنی فسفاتی است: در بیماری کلیه، فسفر معمولاً محدود می‌شود.',
  'health.satfat':
    '{name} سرشار از چربی اشباع یا ترانس است: در کلسترول بالا یا بیماری قلبی، این چربی‌ها را محدود کنید.',
  'health.polyol':
    '{name} یک پلی‌ال است: مصرف زیاد آن اثر ملین دارد و می‌تواند روده حساس را ناراحت کند.',
  'health.colour':
    '{name} هشدار اتحادیه اروپا را دارد: «ممکن است بر فعالیت و توجه کودکان اثر نامطلوب داشته باشد».',
  'health.gluten': '{name} گلوتن دارد.',
  'health.lactose': '{name} شیر (لاکتوز) دارد.',
  'health.processedMeat':
    '{name} گوشت فرآوری‌شده است که IARC آن را سرطان‌زا طبقه‌بندی کرده است (Group 1).',
  'nutrient.energy': 'انرژی',
  'nutrient.fat': 'چربی',
  'nutrient.saturatedFat': 'چربی اشباع',
  'nutrient.carbohydrates': 'کربوهیدرات',
  'nutrient.sugars': 'قند',
  'nutrient.fibre': 'فیبر',
  'nutrient.protein': 'پروتئین',
  'nutrient.salt': 'نمک',
  'nutrition.high': '{nutrient} بالا ({value} g در هر 100 {unit}).',
  'nutrition.low': '{nutrient} پایین ({value} g در هر 100 {unit}).',
  'nutrition.medium': '{nutrient} متوسط ({value} g در هر 100 {unit}).',
  'nutrition.good': 'منبع خوب {nutrient} ({value} g در هر 100 {unit}).',
  'nutrition.nutriscore': 'Nutri-Score {grade} (الگوریتم {version}، امتیاز {score}).',
  'nutrition.nutriscoreMissing': 'Nutri-Score محاسبه نشد: {missing} موجود نیست.',
  'nutrition.recommended': 'توصیه می‌شود: عمدتاً کم‌چرب، کم‌قند و کم‌نمک.',
  'nutrition.notRecommended': 'توصیه نمی‌شود: {reasons}.',
  'nutrition.neutral': 'در حد اعتدال مناسب است.',
  'nutrition.package':
    'کل بسته ({size}) {kcal} kcal ({pct}% از نیاز روزانه انرژی شما)، {sugars} g قند و {salt} g نمک دارد.',
  'nutrition.packageNoProfile':
    'کل بسته ({size}) {kcal} kcal ({pct}% از میزان مرجع 2000 kcal)، {sugars} g قند و {salt} g نمک دارد.',
  'nutrition.serving': 'یک وعده ({size}) {kcal} kcal ({pct}% از نیاز روزانه انرژی شما) دارد.',
  'nutrition.noPackage': 'اندازه بسته نامشخص است: ارقام برای هر 100 {unit} است.',
  'nutrition.personalSalt':
    'با فشار خون بالا، این میزان نمک ({value} g در هر 100 {unit}) بیش از حد زیاد است.',
  'nutrition.personalSugar': 'با دیابت، این میزان قند ({value} g در هر 100 {unit}) زیاد است.',
  'nutrition.personalCarbs':
    'برای رژیم {diet}، {value} g کربوهیدرات در هر 100 {unit} بیش از حد است.',
  'nutrition.personalEnergy':
    'برای کاهش وزن، این محصول پرانرژی است ({value} kcal در هر 100 {unit}).',
  'nutrition.personalSatFat':
    'با کلسترول بالا یا بیماری قلبی، این میزان چربی اشباع ({value} g در هر 100 {unit}) زیاد است.',
  'nutrition.personalProtein': 'مقدار پروتئین خوب برای هدف شما ({value} g در هر 100 {unit}).',
  // The personal verdict above the score (issue 12).
  'verdict.avoid': 'مناسب شما نیست: {reasons}',
  'verdict.caution': 'احتیاط کنید: {reasons}',
  'verdict.more': '{count} مورد دیگر',
  'verdict.allergy': 'حاوی {allergen} (حساسیت شما)',
  'verdict.trace': 'ممکن است حاوی {allergen} باشد (حساسیت شما)',
  'verdict.allergyTerm': 'حاوی {term} (حساسیت شما)',
  'verdict.markedAllergy': 'حاوی {name} (به‌عنوان حساسیت شما علامت خورده)',
  'verdict.markedConcern': 'حاوی {name} (به‌عنوان نگرانی شما علامت خورده)',
  'verdict.dietConflict': 'با رژیم {diet} شما سازگار نیست',
  'verdict.dietMaybe': 'ممکن است با رژیم {diet} شما سازگار نباشد',
  'verdict.health': 'با مشکلات سلامتی شما توصیه نمی‌شود',
};
