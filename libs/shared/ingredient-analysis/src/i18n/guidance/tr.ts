import type { GuidanceKey } from './en';

/** Turkish "Choose instead" advice (no suffix is attached to a placeholder). */
export const tr: Record<GuidanceKey, string> = {
  nitrite:
    '"İlave nitrit içermez" ibareli jambon ve diğer işlenmiş etleri tercih edin (listede E249–E252 olmasın).',
  processedMeat:
    '{name} yerine taze, işlenmemiş et veya balık ya da yumurta, peynir veya baklagil içeren bir iç harç tercih edin.',
  redMeat:
    '{name} yerine kümes hayvanı, balık veya baklagillerle yapılmış aynı yemeği tercih edin.',
  titaniumDioxide:
    'E171 içermeyen aynı tür ürün: spirulina veya kalsiyum karbonat (E170) kaynaklı renklendiriciler.',
  southamptonColour:
    '{name} yerine paprika ekstraktı, pancar kırmızısı veya kurkumin ile renklendirilmiş ve "çocuklarda aktivite ve dikkat üzerinde olumsuz etkisi olabilir" uyarısı taşımayan bir ürün tercih edin.',
  sweetener:
    'Ürün adının yanında "tatlandırıcı içerir" ibaresi olmayan ve listesinde {name} veya başka bir tatlandırıcı (E950–E969) bulunmayan bir ürün tercih edin.',
  flavourEnhancer:
    'Aroma güçlendirici içermeyen bir ürün tercih edin: listede ne {name} ne de E620–E650 olsun.',
  phosphate:
    'İlave fosfat içermeyen bir ürün tercih edin: listede E338–E343 veya E450–E452 olmasın ({name}).',
  colour:
    '{name} içermeyen aynı ürünü ya da pancar, havuç veya spirulina konsantresi gibi gıdalarla renklendirilmiş olanı tercih edin.',
  preservative:
    '{name} içermeyen aynı ürünü tercih edin: soğutulmuş, dondurulmuş veya pastörize ürünler çoğu zaman koruyucu gerektirmez (listede E200–E299 olmasın).',
  foodAdditive: 'İçindekiler listesinde {name} bulunmayan aynı tür ürünü tercih edin.',
  fragranceFree:
    '"Kokusuz" (unscented; maskeleyici bir koku içerebilir) yerine "parfümsüz" (fragrance-free) ürünleri ve içinde "parfum" ya da {name} bulunmayan bir INCI listesini tercih edin.',
  cosmeticRestricted:
    'INCI listesinde {name} bulunmayan aynı tür ürünü tercih edin; bu, durulanmayan ürünlerde (krem, losyon) en çok önem taşır.',
  cosmeticProhibited:
    'AB kozmetiklerinde yasak: INCI listesinde {name} bulunmayan aynı tür ürünü tercih edin.',
  cosmeticAnnexIII:
    'INCI listesinde {name} bulunmayan aynı tür ürünü tercih edin veya ambalajdaki uyarılara uyun.',
  withoutCarcinogen: 'İçindekiler listesinde {name} bulunmayan aynı tür ürünü tercih edin.',
  withoutIngredient: 'İçindekiler listesinde {name} bulunmayan aynı tür ürünü tercih edin.',
  allergy:
    '{allergen} içermeyen ürünleri tercih edin: alerjen kutusunu (listede kalın yazılan alerjenler) ve "içerebilir" satırını kontrol edin.',
  trace:
    'Eser miktarlar sizin için önemliyse "{allergen} içerebilir" satırı olmayan bir ürün tercih edin.',
  allergyTerm: 'İçindekiler listesinde {name} (alerjiniz) bulunmayan ürünleri tercih edin.',
  diet: '{diet} etiketli bir ürün ya da listesinde {name} bulunmayan bir ürün tercih edin.',
  marked: 'Listesinde {name} (işaretlediğiniz) bulunmayan aynı tür ürünü tercih edin.',
  health:
    '100 g başına besin değeri tablosunu karşılaştırın ve bu türde en az {name} içeren ürünü seçin.',
};
