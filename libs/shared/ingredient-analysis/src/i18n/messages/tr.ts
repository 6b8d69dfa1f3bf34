import type { Messages } from './en';

/**
 * Turkish explanation templates. No case suffix is attached to a placeholder (vowel harmony
 * depends on the name): names stand before a comma or colon, or after a noun that carries the
 * suffix (`{agent} maddesini`).
 */
export const tr: Messages = {
  'intro.additive': '{name} ({code}), {classes} olarak kullanılan bir gıda katkı maddesidir.',
  'intro.additiveNoClass': '{name} ({code}), bir gıda katkı maddesidir.',
  'intro.ingredient': '{name}, yaygın bir gıda bileşenidir.',
  'intro.nutrient': '{name}, bir vitamin, mineral veya başka bir besin ögesidir.',
  'intro.cosmetic': '{name}, AB CosIng envanterinde yer alan bir kozmetik bileşendir.',
  'intro.cosmeticFunctions':
    '{name}, AB CosIng envanterinde yer alan bir kozmetik bileşendir (işlevi: {functions}).',
  'intro.substance': '{name}, resmî sağlık listelerinde adı geçen bir maddedir.',
  unknown:
    '{name}: LabelLens bilgi tabanında yok, bu yüzden derecelendirilmedi. Etikete bakın veya üreticiye sorun.',
  'finding.iarc-1':
    'IARC, {agent} maddesini insanlar için kanserojen olarak sınıflandırır (Group 1).',
  'finding.iarc-2a':
    'IARC, {agent} maddesini insanlar için muhtemelen kanserojen olarak sınıflandırır (Group 2A).',
  'finding.iarc-2b':
    'IARC, {agent} maddesini insanlar için olası kanserojen olarak sınıflandırır (Group 2B).',
  'finding.ntp-known':
    'ABD Ulusal Toksikoloji Programı (NTP), {agent} maddesini bilinen bir insan kanserojeni olarak listeler.',
  'finding.ntp-anticipated':
    'ABD Ulusal Toksikoloji Programı (NTP), {agent} maddesini makul ölçüde insan kanserojeni olması beklenen maddeler arasında listeler.',
  'finding.prop65': "Kaliforniya'nın Proposition 65 listesi {agent} maddesini içerir ({toxicity}).",
  'finding.efsa-overexposure-high':
    'EFSA, bazı kişilerin kabul edilebilir günlük alım miktarından fazlasını alabileceğini tespit etti (yüksek aşırı maruziyet riski).',
  'finding.efsa-overexposure-moderate':
    'EFSA, bazı kişilerin kabul edilebilir günlük alım miktarını aşması için orta düzeyde risk tespit etti.',
  'finding.efsa-no-overexposure':
    'EFSA yeniden değerlendirdi ve mevcut kullanımlarda aşırı maruziyet riski bulmadı.',
  'finding.efsa-evaluated':
    'EFSA tarafından değerlendirildi ve kaynaklarımızda kayıtlı bir risk yok.',
  'finding.not-eu-authorised': 'AB onaylı gıda katkı maddeleri listesinde yer almıyor.',
  'finding.unevaluated-additive':
    'AB onaylı gıda katkı maddeleri listesinde yer almıyor ve kayıtlı bir EFSA değerlendirmesi yok.',
  'finding.eu-authorised': "AB'de gıda katkı maddesi olarak onaylıdır.",
  'finding.cosing-annex-ii': 'AB, kozmetik ürünlerde kullanımını yasaklar (CosIng Annex II).',
  'finding.cosing-annex-iii':
    'AB, kozmetiklerde yalnızca kısıtlamalarla kullanımına izin verir (CosIng Annex III).',
  'finding.eu-withdrawn':
    "Artık AB'de gıda katkı maddesi olarak onaylı değildir ({source}, {year}).",
  'finding.cosing-restricted':
    'AB, kozmetiklerde yalnızca belirli koşullarla kullanımına izin verir (CosIng Annex {annex}, {source}, {year}): {conditions}.',
  'finding.fragrance-allergen': 'AB koku temas alerjenleri listesinde yer alır.',
  'finding.food-ingredient': 'Kaynaklarımızda bununla ilgili kayıtlı bir güvenlik endişesi yok.',
  'finding.nutrient': 'Kaynaklarımızda bununla ilgili kayıtlı bir güvenlik endişesi yok.',
  'finding.cosmetic-listed':
    'Kontrol ettiğimiz AB kozmetik eklerinde bununla ilgili kayıtlı bir kısıtlama yok.',
  'finding.eu-warning-children':
    'AB mevzuatı "çocuklarda aktivite ve dikkat üzerinde olumsuz etkisi olabilir" uyarısını zorunlu kılar.',
  'finding.polyol': 'Aşırı tüketimi müshil etkisi yapabilir.',
  'finding.phenylalanine': 'Bir fenilalanin kaynağıdır.',
  allergens: 'Alerjenler: {allergens}.',
  confidence: 'Kusurlu bir okumadan tanındı (%{confidence} güven).',
  'concern.iarc-1': 'İnsanlar için kanserojen (IARC Group 1)',
  'concern.iarc-2a': 'Muhtemelen kanserojen (IARC Group 2A)',
  'concern.iarc-2b': 'Olası kanserojen (IARC Group 2B)',
  'concern.ntp-known': 'Bilinen insan kanserojeni (NTP)',
  'concern.ntp-anticipated': 'Beklenen insan kanserojeni (NTP)',
  'concern.prop65': "Kaliforniya'nın Prop 65 listesinde ({toxicity})",
  'concern.efsa-overexposure-high': 'Kabul edilebilir günlük alımı aşma riski yüksek (EFSA)',
  'concern.efsa-overexposure-moderate': 'Kabul edilebilir günlük alımı aşma riski orta (EFSA)',
  'concern.not-eu-authorised': "AB'de onaylı bir gıda katkı maddesi değil",
  'concern.unevaluated-additive': "AB'de onaylı değil, EFSA değerlendirmesi yok",
  'concern.cosing-annex-ii': 'AB kozmetiklerinde yasak',
  'concern.cosing-annex-iii': 'AB kozmetiklerinde kısıtlı',
  'concern.eu-withdrawn': 'AB gıdalarında artık onaylı değil',
  'concern.cosing-restricted': 'AB kozmetiklerinde yalnızca koşullu izinli',
  'concern.fragrance-allergen': 'Koku alerjeni',
  'concern.eu-warning-children': 'Çocuklarda aktivite ve dikkati etkileyebilir (AB uyarısı)',
  'concern.polyol': 'Fazlası müshil etkili',
  'concern.phenylalanine': 'Fenilalanin kaynağı',
  'concern.allergen': 'Alerjen: {allergen}',
  'alert.allergy': 'Alerjilerinizden biri içeriyor: {allergen}.',
  'alert.allergyTrace': 'Alerjilerinizden birinin eser miktarını içerebilir: {allergen}.',
  'alert.allergyTerm': 'Alerjilerinizden biri içeriyor: {term}.',
  'alert.markedAllergy': 'Alerji olarak işaretlediniz: {name}.',
  'alert.markedConcern': 'Endişe olarak işaretlediniz: {name}.',
  'diet.conflict': '{name}, {diet} beslenmeye uygun değil ({reason}).',
  'diet.maybe': '{name}, {diet} beslenmeye uygun olmayabilir ({reason}).',
  'reason.animal': 'hayvansal kaynaklı',
  'reason.meat': 'et',
  'reason.fish': 'balık veya deniz ürünü',
  'reason.dairy': 'süt ürünü',
  'reason.egg': 'yumurta',
  'reason.honey': 'bal',
  'reason.sugar': 'şeker',
  'reason.sweetener': 'tatlandırıcı',
  'reason.grain': 'tahıl',
  'reason.starch': 'nişasta',
  'reason.legume': 'baklagil',
  'reason.alcohol': 'alkol',
  'reason.gluten': 'gluten',
  'reason.additive': 'katkı maddesi',
  'reason.processed': 'işlenmiş et',
  'reason.vegetable-oil': 'rafine tohum yağı',
  'health.sodium': '{name} sodyum ekler: yüksek tansiyonda tuzu günde 5 g altında tutun (WHO).',
  'health.sugar': '{name} bir şekerdir: diyabette ilave şekerleri sınırlayın.',
  'health.caffeine': '{name} kafein içerir: EFSA hamilelikte günde en fazla 200 mg kafein önerir.',
  'health.alcohol': '{name} alkoldür: hamilelikte güvenli olduğu bilinen bir alkol miktarı yoktur.',
  'health.phenylalanine':
    '{name} bir fenilalanin kaynağıdır; fenilketonürisi olan kişiler bundan kaçınmalıdır.',
  'health.sulphite':
    '{name} bir sülfittir: sülfitler hassas kişilerde astım belirtilerini tetikleyebilir.',
  'health.phosphate':
    '{name} bir fosfat katkısıdır: böbrek hastalığında fosfor genellikle kısıtlanır.',
  'health.satfat':
    '{name} doymuş veya trans yağ bakımından zengindir: yüksek kolesterol veya kalp hastalığında bu yağları sınırlayın.',
  'health.polyol':
    '{name} bir poliyoldür: fazlası müshil etkisi yapar ve hassas bağırsakları rahatsız edebilir.',
  'health.colour':
    '{name} için AB uyarısı geçerlidir: "çocuklarda aktivite ve dikkat üzerinde olumsuz etkisi olabilir".',
  'health.gluten': '{name} gluten içerir.',
  'health.lactose': '{name} süt (laktoz) içerir.',
  'health.processedMeat':
    '{name} işlenmiş ettir; IARC tarafından kanserojen olarak sınıflandırılmıştır (Group 1).',
  'nutrient.energy': 'enerji',
  'nutrient.fat': 'yağ',
  'nutrient.saturatedFat': 'doymuş yağ',
  'nutrient.carbohydrates': 'karbonhidrat',
  'nutrient.sugars': 'şeker',
  'nutrient.fibre': 'lif',
  'nutrient.protein': 'protein',
  'nutrient.salt': 'tuz',
  'nutrition.high': 'Yüksek {nutrient} (100 {unit} başına {value} g).',
  'nutrition.low': 'Düşük {nutrient} (100 {unit} başına {value} g).',
  'nutrition.medium': 'Orta düzeyde {nutrient} (100 {unit} başına {value} g).',
  'nutrition.good': 'İyi bir {nutrient} kaynağı (100 {unit} başına {value} g).',
  'nutrition.nutriscore': 'Nutri-Score {grade} ({version} algoritması, puan {score}).',
  'nutrition.nutriscoreMissing': 'Nutri-Score hesaplanmadı: eksik veri: {missing}.',
  'nutrition.recommended': 'Önerilir: yağ, şeker ve tuz genel olarak düşük.',
  'nutrition.notRecommended': 'Önerilmez: {reasons}.',
  'nutrition.neutral': 'Ölçülü tüketildiğinde uygun.',
  'nutrition.package':
    'Paketin tamamı ({size}) {kcal} kcal (günlük enerji ihtiyacınızın %{pct} kadarı), {sugars} g şeker ve {salt} g tuz sağlar.',
  'nutrition.packageNoProfile':
    'Paketin tamamı ({size}) {kcal} kcal (2000 kcal referans alımın %{pct} kadarı), {sugars} g şeker ve {salt} g tuz sağlar.',
  'nutrition.serving':
    'Bir porsiyon ({size}) {kcal} kcal (günlük enerji ihtiyacınızın %{pct} kadarı) sağlar.',
  'nutrition.noPackage': 'Paket boyutu bilinmiyor: değerler 100 {unit} başınadır.',
  'nutrition.personalSalt':
    'Yüksek tansiyonda bu tuz düzeyi (100 {unit} başına {value} g) çok yüksek.',
  'nutrition.personalSugar': 'Diyabette bu şeker düzeyi (100 {unit} başına {value} g) yüksek.',
  'nutrition.personalCarbs':
    '{diet} beslenme için 100 {unit} başına {value} g karbonhidrat çok fazla.',
  'nutrition.personalEnergy':
    'Kilo vermek için bu ürün enerji yoğun (100 {unit} başına {value} kcal).',
  'nutrition.personalSatFat':
    'Yüksek kolesterol veya kalp hastalığında bu doymuş yağ düzeyi (100 {unit} başına {value} g) yüksek.',
  'nutrition.personalProtein':
    'Hedefiniz için iyi bir protein içeriği (100 {unit} başına {value} g).',
  // The personal verdict above the score (issue 12).
  'verdict.avoid': 'Size uygun değil: {reasons}',
  'verdict.caution': 'Dikkat: {reasons}',
  'verdict.more': '{count} tane daha',
  'verdict.allergy': 'içeriyor: {allergen} (alerjiniz)',
  'verdict.trace': 'içerebilir: {allergen} (alerjiniz)',
  'verdict.allergyTerm': 'içeriyor: {term} (alerjiniz)',
  'verdict.markedAllergy': 'içeriyor: {name} (alerji olarak işaretlediniz)',
  'verdict.markedConcern': 'içeriyor: {name} (endişe olarak işaretlediniz)',
  'verdict.dietConflict': '{diet} beslenmenize uygun değil',
  'verdict.dietMaybe': '{diet} beslenmenize uygun olmayabilir',
  'verdict.health': 'sağlık durumunuz nedeniyle önerilmez',
};
