import type { FeatureKey, ListingType, PropertyStatus } from '@manzil/contracts';
import type { SeedArea, ViewKey } from '../data/areas.ts';
import type { SeedEmirate } from '../data/emirates.ts';
import type { TypeSlug } from '../data/property-types.ts';
import type { Rng } from '../prng.ts';
import {
  ADJECTIVES,
  agree,
  bathsAr,
  bedsAdjEn,
  bedsAr,
  listAr,
  listEn,
  phraseAr,
  plural,
  QUARTER_AR,
  TYPE_AR,
  TYPE_EN,
  typeTitleEn,
  VIEW_AR,
  VIEW_EN,
} from './words.ts';

/** What the copy is written from: every sentence states something true of the listing. */
export interface ListingFacts {
  type: TypeSlug;
  bedrooms: number;
  bathrooms: number;
  listingType: ListingType;
  status: PropertyStatus;
  area: SeedArea;
  emirate: SeedEmirate;
  builtUp: number;
  unit: 'sqft' | 'sqm';
  plot: number | null;
  features: readonly FeatureKey[];
  view: ViewKey | null;
  handover: { quarter: number; year: number } | null;
  cheques: 1 | 2 | 4 | null;
  monthly: boolean;
}

export interface ListingCopy {
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
}

const has = (facts: ListingFacts, feature: FeatureKey) => facts.features.includes(feature);
const figure = (n: number) => n.toLocaleString('en-US');
const unitEn = (unit: 'sqft' | 'sqm') => (unit === 'sqft' ? 'sq ft' : 'sq m');
const unitAr = (unit: 'sqft' | 'sqm') => (unit === 'sqft' ? 'قدم مربع' : 'متر مربع');

export function writeCopy(facts: ListingFacts, rng: Rng): ListingCopy {
  const adjective = rng.pick(ADJECTIVES);
  return { ...writeTitle(facts, adjective, rng), ...writeDescription(facts, adjective, rng) };
}

// -------------------------------------------------------------------------------------------- titles

function writeTitle(f: ListingFacts, adj: (typeof ADJECTIVES)[number], rng: Rng) {
  const g = TYPE_AR[f.type].gender;
  const typeEn = typeTitleEn(f.type, f.bedrooms);
  const adjAr = agree(g, adj.m, adj.f);
  const plainAr = phraseAr(f.type, { bedrooms: f.bedrooms });
  const richAr = phraseAr(f.type, { bedrooms: f.bedrooms, adjective: adjAr });
  const areaEn = f.area.nameEn;
  const areaAr = f.area.nameAr;

  if (f.status === 'under_construction' && f.handover) {
    const { quarter, year } = f.handover;
    return {
      titleEn: `Off-Plan ${typeEn} in ${areaEn} | Handover Q${quarter} ${year}`,
      titleAr: `${plainAr} على الخارطة في ${areaAr} | التسليم في الربع ${QUARTER_AR[quarter]} من ${year}`,
    };
  }

  if (f.listingType === 'rent') {
    const hooks: Array<[string, string]> = [['Ready to Move In', agree(g, 'جاهز للسكن', 'جاهزة للسكن')]];
    if (has(f, 'chiller_free')) hooks.push(['Chiller Free', 'شامل رسوم التبريد']);
    if (has(f, 'furnished')) hooks.push(['Fully Furnished', agree(g, 'مفروش بالكامل', 'مفروشة بالكامل')]);
    if (f.cheques === 4) hooks.push(['Up to 4 Cheques', 'حتى 4 دفعات']);
    if (has(f, 'private_pool')) hooks.push(['Private Pool', 'مسبح خاص']);
    const [hookEn, hookAr] = rng.pick(hooks);
    return {
      titleEn: `${adj.en} ${typeEn} for Rent in ${areaEn} | ${hookEn}`,
      titleAr: `${richAr} للإيجار في ${areaAr} | ${hookAr}`,
    };
  }

  const pattern = rng.int(0, 2);
  if (pattern === 0 && f.view) {
    return {
      titleEn: `${adj.en} ${typeEn} with ${VIEW_EN[f.view].title} | ${areaEn}`,
      titleAr: `${richAr} ${VIEW_AR[f.view].title} | ${areaAr}`,
    };
  }
  if (pattern === 1) {
    const hooks: Array<[string, string]> = [
      ['Vacant on Transfer', 'شاغر عند نقل الملكية'],
      ['Prime Location', 'موقع مميز'],
      ['Excellent Investment', 'فرصة استثمارية ممتازة'],
    ];
    if (has(f, 'private_pool')) hooks.push(['Private Pool', 'مسبح خاص']);
    if (has(f, 'maids_room')) hooks.push(["Maid's Room", 'غرفة خادمة']);
    if (f.bedrooms >= 3) hooks.push(['Family Home', 'منزل عائلي']);
    const [hookEn, hookAr] = rng.pick(hooks);
    return {
      titleEn: `${typeEn} for Sale in ${areaEn} – ${hookEn}`,
      titleAr: `${plainAr} للبيع في ${areaAr} – ${hookAr}`,
    };
  }
  const bedsPartEn = f.bedrooms === 0 ? 'Studio' : `${f.bedrooms} Bedrooms`;
  const bedsPartAr = f.bedrooms === 0 ? 'استوديو' : bedsAr(f.bedrooms);
  return {
    titleEn: `${adj.en} ${TYPE_EN[f.type].title} in ${areaEn} | ${bedsPartEn} | ${figure(f.builtUp)} ${unitEn(f.unit)}`,
    titleAr: `${phraseAr(f.type, { adjective: adjAr })} في ${areaAr} | ${bedsPartAr} | ${figure(f.builtUp)} ${unitAr(f.unit)}`,
  };
}

// -------------------------------------------------------------------------------------------- descriptions

const EXTRAS: Partial<Record<FeatureKey, { en: string; ar: string }>> = {
  maids_room: { en: "a maid's room", ar: 'غرفة للخادمة' },
  drivers_room: { en: "a driver's room", ar: 'غرفة للسائق' },
  study: { en: 'a study', ar: 'غرفة مكتب' },
  majlis: { en: 'a formal majlis', ar: 'مجلساً لاستقبال الضيوف' },
  private_garden: { en: 'a private garden', ar: 'حديقة خاصة' },
  private_pool: { en: 'a private swimming pool', ar: 'مسبحاً خاصاً' },
  roof_terrace: { en: 'a roof terrace', ar: 'تراساً على السطح' },
  balcony: { en: 'a balcony', ar: 'شرفة' },
  walk_in_closet: { en: 'a walk-in closet', ar: 'غرفة ملابس' },
  jacuzzi: { en: 'a jacuzzi', ar: 'جاكوزي' },
};

const AMENITIES: Partial<Record<FeatureKey, { en: string; ar: string }>> = {
  shared_pool: { en: 'a shared swimming pool', ar: 'مسبح مشترك' },
  shared_gym: { en: 'a fully equipped gym', ar: 'صالة رياضية مجهزة بالكامل' },
  kids_play_area: { en: "children's play areas", ar: 'مناطق ألعاب للأطفال' },
  bbq_area: { en: 'barbecue areas', ar: 'مناطق للشواء' },
  security: { en: '24/7 security', ar: 'أمن على مدار الساعة' },
  concierge: { en: 'a concierge service', ar: 'خدمة الكونسيرج' },
  tennis_court: { en: 'tennis courts', ar: 'ملاعب تنس' },
  covered_parking: { en: 'covered parking', ar: 'مواقف سيارات مغطاة' },
};

function writeDescription(f: ListingFacts, adj: (typeof ADJECTIVES)[number], rng: Rng) {
  const en: string[] = [];
  const ar: string[] = [];
  const g = TYPE_AR[f.type].gender;
  const nounEn = TYPE_EN[f.type].noun;
  const plainAr = phraseAr(f.type, { bedrooms: f.bedrooms });
  const adjEn = adj.en.toLowerCase();
  const richAr = phraseAr(f.type, { bedrooms: f.bedrooms, adjective: agree(g, adj.m, adj.f) });
  const areaEn = f.area.nameEn;
  const areaAr = f.area.nameAr;
  const bedsEn = bedsAdjEn(f.bedrooms);
  const article = /^[aeiou]/.test(adjEn) ? 'an' : 'a';

  // Opening: what it is, where, and on what terms.
  if (f.status === 'under_construction' && f.handover) {
    const { quarter, year } = f.handover;
    en.push(
      `Secure an off-plan ${bedsEn} ${nounEn} in ${areaEn}, with handover expected in Q${quarter} ${year} and a flexible payment plan that continues after handover.`,
    );
    ar.push(
      `احجزوا ${plainAr} على الخارطة في ${areaAr}، مع موعد تسليم متوقع في الربع ${QUARTER_AR[quarter]} من عام ${year} وخطة دفع مرنة تمتد لما بعد التسليم.`,
    );
  } else if (f.listingType === 'rent') {
    if (rng.chance(0.5)) {
      en.push(
        `Available now for rent: ${article} ${adjEn} ${bedsEn} ${nounEn} in the heart of ${areaEn}, ${f.emirate.nameEn}.`,
      );
      ar.push(`${agree(g, 'متاح', 'متاحة')} الآن للإيجار: ${richAr} في قلب ${areaAr}، ${f.emirate.nameAr}.`);
    } else {
      en.push(`This ${adjEn} ${bedsEn} ${nounEn} in ${areaEn} is available for rent and ready to move into.`);
      ar.push(
        `${richAr} في ${areaAr}، ${agree(g, 'متاح', 'متاحة')} للإيجار و${agree(g, 'جاهز', 'جاهزة')} للسكن فوراً.`,
      );
    }
  } else {
    const opening = rng.int(0, 2);
    if (opening === 0) {
      en.push(`We are pleased to offer this ${adjEn} ${bedsEn} ${nounEn} in ${areaEn}, ${f.emirate.nameEn}.`);
      ar.push(`يسعدنا أن نقدّم ${richAr} في ${areaAr}، ${f.emirate.nameAr}.`);
    } else if (opening === 1) {
      en.push(
        `A rare opportunity to own ${article} ${adjEn} ${bedsEn} ${nounEn} in ${areaEn}, one of ${f.emirate.nameEn}'s most sought-after communities.`,
      );
      ar.push(
        `فرصة نادرة لتملّك ${richAr} في ${areaAr}، أحد أكثر المجتمعات السكنية طلباً في ${f.emirate.nameAr}.`,
      );
    } else {
      en.push(
        `Presenting ${article} ${adjEn} ${bedsEn} ${nounEn} in ${areaEn}, finished to a high standard and ready for its new owner.`,
      );
      ar.push(
        `نعرض عليكم ${richAr} في ${areaAr}، ${agree(g, 'مشطّباً', 'مشطّبة')} بمعايير عالية و${agree(g, 'جاهزاً', 'جاهزة')} لاستقبال ${agree(g, 'مالكه', 'مالكها')} الجديد.`,
      );
    }
  }

  // Layout: size, rooms and the rooms that matter to buyers here.
  const extras = Object.entries(EXTRAS)
    .filter(([key]) => has(f, key as FeatureKey))
    .slice(0, 3)
    .map(([, words]) => words as { en: string; ar: string });
  const roomsEn =
    f.bedrooms === 0
      ? ['an open-plan living and sleeping area', plural(f.bathrooms, 'bathroom', 'bathrooms')]
      : [plural(f.bedrooms, 'bedroom', 'bedrooms'), plural(f.bathrooms, 'bathroom', 'bathrooms')];
  const roomsAr =
    f.bedrooms === 0
      ? ['مساحة معيشة ونوم مفتوحة', bathsAr(f.bathrooms)]
      : [bedsAr(f.bedrooms), bathsAr(f.bathrooms)];
  en.push(
    `The ${figure(f.builtUp)} ${unitEn(f.unit)} layout offers ${listEn([...roomsEn, ...extras.map((e) => e.en)])}.`,
  );
  ar.push(
    `تمتد المساحة الداخلية على ${figure(f.builtUp)} ${unitAr(f.unit)}، وتضم ${listAr([...roomsAr, ...extras.map((e) => e.ar)])}.`,
  );
  if (f.plot) {
    en.push(`The plot measures ${figure(f.plot)} ${unitEn(f.unit)}.`);
    ar.push(`وتبلغ مساحة قطعة الأرض ${figure(f.plot)} ${unitAr(f.unit)}.`);
  }

  // Light and view.
  if (f.view) {
    if (rng.chance(0.5)) {
      en.push(`Large windows frame ${VIEW_EN[f.view].phrase} and fill the living spaces with natural light.`);
      ar.push(`تطل النوافذ الواسعة على ${VIEW_AR[f.view].object} وتغمر المساحات الداخلية بالضوء الطبيعي.`);
    } else {
      en.push(`Enjoy ${VIEW_EN[f.view].phrase} from the main living area.`);
      ar.push(`استمتعوا بإطلالة خلابة على ${VIEW_AR[f.view].object} من غرفة المعيشة الرئيسية.`);
    }
  }

  // Community amenities.
  const amenities = Object.entries(AMENITIES)
    .filter(([key]) => has(f, key as FeatureKey))
    .slice(0, 4)
    .map(([, words]) => words as { en: string; ar: string });
  // A detached villa has no shared facilities to speak of; everything else sits in a serviced community.
  if (amenities.length >= 2 && f.type !== 'villa') {
    en.push(`Residents have access to ${listEn(amenities.map((a) => a.en))}.`);
    ar.push(`ومن المرافق المتاحة للسكان: ${listAr(amenities.map((a) => a.ar))}.`);
  }

  en.push(f.area.highlightEn);
  ar.push(f.area.highlightAr);

  if (f.monthly) {
    en.push('Utilities and weekly housekeeping are included in the monthly rent.');
    ar.push('يشمل الإيجار الشهري فواتير الخدمات والتنظيف الأسبوعي.');
  }

  // Closing: the next step, in keeping with the listing's state.
  if (f.status === 'sold') {
    en.push(`This property has now been sold. Contact us to hear about similar homes in ${areaEn}.`);
    ar.push(`تم بيع هذا العقار، ويسعدنا أن نعرض عليكم عقارات مماثلة في ${areaAr}.`);
  } else if (f.status === 'rented') {
    en.push(
      'This home is currently let. Register your interest and we will call you when a similar unit becomes available.',
    );
    ar.push('هذا العقار مؤجَّر حالياً؛ سجّلوا اهتمامكم وسنتواصل معكم عند توفر وحدة مماثلة.');
  } else if (f.status === 'under_construction') {
    en.push('Speak to our team for the full payment plan and floor plans.');
    ar.push('تواصلوا مع فريقنا للاطلاع على خطة الدفع الكاملة والمخططات.');
  } else if (f.listingType === 'rent') {
    const cheques = {
      1: ['in one cheque', 'بدفعة واحدة'],
      2: ['in two cheques', 'على دفعتين'],
      4: ['in up to four cheques', 'على ما يصل إلى أربع دفعات'],
    } as const;
    if (f.cheques) {
      const [chequesEn, chequesAr] = cheques[f.cheques];
      en.push(`Rent is payable ${chequesEn}. Call us today to arrange a viewing.`);
      ar.push(`يُسدَّد الإيجار ${chequesAr}. اتصلوا بنا اليوم لترتيب موعد للمعاينة.`);
    } else {
      en.push('Call us today to arrange a viewing.');
      ar.push('اتصلوا بنا اليوم لترتيب موعد للمعاينة.');
    }
  } else {
    const closings: Array<[string, string]> = [
      ['Vacant on transfer and ready to move into.', 'العقار شاغر عند نقل الملكية وجاهز للسكن فوراً.'],
      ['Contact us today to arrange a private viewing.', 'تواصلوا معنا اليوم لترتيب معاينة خاصة.'],
      [
        'An excellent choice for homeowners and investors alike.',
        'خيار ممتاز للسكن أو الاستثمار على حد سواء.',
      ],
    ];
    const [closingEn, closingAr] = rng.pick(closings);
    en.push(closingEn);
    ar.push(closingAr);
  }

  return { descriptionEn: en.join(' '), descriptionAr: ar.join(' ') };
}
