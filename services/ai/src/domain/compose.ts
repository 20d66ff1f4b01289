import { ASSISTANT_NAME, type ChatFilters, type ChatLanguage, type ChatListing } from '@manzil/contracts';
import type { AgencyInfo } from '../ports/agency.ts';
import type { MortgageEstimate } from './mortgage.ts';
import type { ReferenceMatcher } from './references.ts';
import type { Understanding } from './understand.ts';

type Lang = ChatLanguage;

// ------------------------------------------------------------------------------------------ formatting

const numberFormats: Record<Lang, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 }),
  ar: new Intl.NumberFormat('ar-AE-u-nu-latn', { maximumFractionDigits: 0 }),
};

export function formatNumber(value: number, lang: Lang): string {
  return numberFormats[lang].format(Math.round(value));
}

/** 'AED 1,250,000' / '1,250,000 درهم'. */
export function formatAed(amount: number, lang: Lang): string {
  return lang === 'ar' ? `${formatNumber(amount, lang)} درهم` : `AED ${formatNumber(amount, lang)}`;
}

/** Spec 9: 1M and above as M with one decimal, 1K and above as K: 'AED 1.5M', '120 ألف درهم'. */
export function formatPriceShort(amount: number, lang: Lang): string {
  const m = (amount / 1_000_000).toFixed(1);
  const k = String(Math.round(amount / 1000));
  if (lang === 'ar') {
    if (amount >= 999_500) return `${m} مليون درهم`;
    if (amount >= 1000) return `${k} ألف درهم`;
    return `${formatNumber(amount, lang)} درهم`;
  }
  if (amount >= 999_500) return `AED ${m}M`;
  if (amount >= 1000) return `AED ${k}K`;
  return `AED ${formatNumber(amount, lang)}`;
}

const PRICE_PERIOD: Record<string, Record<Lang, string>> = {
  yearly: { en: ' a year', ar: ' سنوياً' },
  monthly: { en: ' a month', ar: ' شهرياً' },
  per_sqft: { en: ' per sq ft', ar: ' للقدم المربع' },
  total: { en: '', ar: '' },
};

export function priceLabel(listing: Pick<ChatListing, 'price' | 'priceType'>, lang: Lang): string {
  return `${formatPriceShort(listing.price, lang)}${PRICE_PERIOD[listing.priceType]?.[lang] ?? ''}`;
}

// ------------------------------------------------------------------------------------------ search

function pluralType(name: string): string {
  const lower = name.toLowerCase();
  if (lower.endsWith('x')) return `${lower}es`;
  return lower.endsWith('s') ? lower : `${lower}s`;
}

function roomsText(value: string, lang: Lang, kind: 'bed' | 'bath'): string {
  const atLeast = value.endsWith('+');
  const n = Number(value.replace('+', ''));
  if (kind === 'bed' && n === 0) return lang === 'ar' ? 'استوديو' : 'studio';
  if (lang === 'ar') {
    const noun =
      kind === 'bed'
        ? n === 1
          ? 'غرفة نوم'
          : n === 2
            ? 'غرفتا نوم'
            : 'غرف نوم'
        : n === 1
          ? 'حمام'
          : n === 2
            ? 'حمامان'
            : 'حمامات';
    const count = n === 1 || n === 2 ? noun : `${n} ${noun}`;
    return atLeast ? `${count} أو أكثر` : count;
  }
  const noun = kind === 'bed' ? 'bedroom' : 'bathroom';
  return `${n}${atLeast ? '+' : ''} ${noun}${n === 1 && !atLeast ? '' : 's'}`;
}

/** The request in words: 'apartments for rent in Al Reem Island, 2 bedrooms, up to AED 120K'. */
export function describeFilters(filters: ChatFilters, matcher: ReferenceMatcher, lang: Lang): string {
  const type =
    filters.propertyTypeId !== undefined ? matcher.propertyType(filters.propertyTypeId) : undefined;
  const area = filters.areaId !== undefined ? matcher.area(filters.areaId) : undefined;
  const emirate = filters.emirateId !== undefined ? matcher.emirate(filters.emirateId) : undefined;
  const place = area
    ? lang === 'ar'
      ? area.nameAr
      : area.nameEn
    : emirate
      ? lang === 'ar'
        ? emirate.nameAr
        : emirate.nameEn
      : filters.location;
  const parts: string[] = [];
  if (lang === 'ar') {
    parts.push(type ? type.nameAr : 'عقار');
    if (filters.listingType) parts.push(filters.listingType === 'rent' ? 'للإيجار' : 'للبيع');
    if (place) parts.push(`في ${place}`);
    const details: string[] = [];
    if (filters.bedrooms !== undefined) details.push(roomsText(filters.bedrooms, lang, 'bed'));
    if (filters.bathrooms !== undefined) details.push(roomsText(filters.bathrooms, lang, 'bath'));
    if (filters.status) details.push(filters.status === 'ready' ? 'جاهز' : 'قيد الإنشاء');
    if (filters.minPrice !== undefined && filters.maxPrice !== undefined)
      details.push(
        `بين ${formatPriceShort(filters.minPrice, lang)} و${formatPriceShort(filters.maxPrice, lang)}`,
      );
    else if (filters.maxPrice !== undefined) details.push(`حتى ${formatPriceShort(filters.maxPrice, lang)}`);
    else if (filters.minPrice !== undefined) details.push(`من ${formatPriceShort(filters.minPrice, lang)}`);
    if (filters.minArea !== undefined)
      details.push(`مساحة ${formatNumber(filters.minArea, lang)} قدم مربع على الأقل`);
    if (filters.maxArea !== undefined)
      details.push(`مساحة حتى ${formatNumber(filters.maxArea, lang)} قدم مربع`);
    return [parts.join(' '), ...details].join('، ');
  }
  parts.push(type ? pluralType(type.nameEn) : 'properties');
  if (filters.status) parts.unshift(filters.status === 'ready' ? 'ready' : 'off-plan');
  if (filters.listingType) parts.push(filters.listingType === 'rent' ? 'for rent' : 'for sale');
  if (place) parts.push(`in ${place}`);
  const details: string[] = [];
  if (filters.bedrooms !== undefined) details.push(roomsText(filters.bedrooms, lang, 'bed'));
  if (filters.bathrooms !== undefined) details.push(roomsText(filters.bathrooms, lang, 'bath'));
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined)
    details.push(
      `${formatPriceShort(filters.minPrice, lang)} to ${formatPriceShort(filters.maxPrice, lang)}`,
    );
  else if (filters.maxPrice !== undefined) details.push(`up to ${formatPriceShort(filters.maxPrice, lang)}`);
  else if (filters.minPrice !== undefined) details.push(`from ${formatPriceShort(filters.minPrice, lang)}`);
  if (filters.minArea !== undefined) details.push(`at least ${formatNumber(filters.minArea, lang)} sq ft`);
  if (filters.maxArea !== undefined) details.push(`up to ${formatNumber(filters.maxArea, lang)} sq ft`);
  return [parts.join(' '), ...details].join(', ');
}

function arabicCount(n: number): string {
  if (n === 1) return 'عقاراً واحداً';
  if (n === 2) return 'عقارين';
  if (n >= 3 && n <= 10) return `${n} عقارات`;
  return `${n} عقاراً`;
}

/** The count as a subject ('عقار واحد', 'عقاران'), where arabicCount is an object ('وجدت عقاراً واحداً'). */
function arabicCountSubject(n: number): string {
  if (n === 1) return 'عقار واحد';
  if (n === 2) return 'عقاران';
  if (n >= 3 && n <= 10) return `${n} عقارات`;
  return `${n} عقاراً`;
}

const SORT_WORDS: Record<string, Record<Lang, string>> = {
  newest: { en: 'newest', ar: 'الأحدث' },
  oldest: { en: 'oldest', ar: 'الأقدم' },
  price_asc: { en: 'lowest-priced', ar: 'الأقل سعراً' },
  price_desc: { en: 'highest-priced', ar: 'الأعلى سعراً' },
  area_asc: { en: 'smallest', ar: 'الأصغر مساحة' },
  area_desc: { en: 'largest', ar: 'الأكبر مساحة' },
};

export interface SearchSummary {
  requested: ChatFilters;
  filters: ChatFilters;
  total: number;
  shown: number;
  relaxed: boolean;
  /** The place phrase that matched no known community. */
  unknownPlace?: string;
}

export function searchAnswer(summary: SearchSummary, matcher: ReferenceMatcher, lang: Lang): string {
  const what = describeFilters(summary.requested, matcher, lang);
  const sort = SORT_WORDS[summary.filters.sortBy ?? 'newest']?.[lang] ?? '';
  if (lang === 'ar') {
    if (summary.total === 0) {
      return `لم أجد حالياً أي عقار يطابق طلبك (${what}). جرّب ميزانية أوسع أو منطقة أخرى، أو اطلب التحدث مع فريقنا وسنساعدك في البحث.`;
    }
    if (summary.relaxed) {
      return `لا يوجد حالياً عقار يطابق كل شروطك (${what}). إليك أقرب الخيارات بشروط أقل (${describeFilters(summary.filters, matcher, lang)}): ${arabicCountSubject(summary.total)}. افتح أي بطاقة للتفاصيل أو اطّلع على جميع النتائج.`;
    }
    const intro = `وجدت ${arabicCount(summary.total)}: ${what}.`;
    const shown =
      summary.shown < summary.total
        ? ` إليك ${sort} ${summary.shown}، ويمكنك الاطلاع على جميع النتائج من الرابط.`
        : ' افتح أي بطاقة لرؤية التفاصيل.';
    return intro + shown;
  }
  if (summary.total === 0) {
    return `I couldn't find any listings for ${what} right now. Try a wider budget or a nearby area, or ask to speak with our team and they'll help you search.`;
  }
  if (summary.relaxed) {
    return `Nothing matches all of that right now (${what}). Here are the closest options instead: ${summary.total} ${summary.total === 1 ? 'listing' : 'listings'} for ${describeFilters(summary.filters, matcher, lang)}. Open a card for details or see all results.`;
  }
  const count = `${summary.total} ${summary.total === 1 ? 'listing' : 'listings'}`;
  const intro = `I found ${count} for ${what}.`;
  const shown =
    summary.shown < summary.total
      ? ` Here are the ${summary.shown} ${sort}; see all results for the full list.`
      : ' Open a card to see the details.';
  return intro + shown;
}

export function unknownPlaceNote(place: string, lang: Lang): string {
  return lang === 'ar'
    ? `لم أتعرّف على منطقة باسم "${place}"، لذا بحثت بالنص كما كتبته. `
    : `I don't know an area called "${place}", so I searched for it as written. `;
}

// ------------------------------------------------------------------------------------------ other answers

export function listingAnswer(listing: ChatListing, lang: Lang): string {
  const beds = listing.bedrooms === null ? undefined : roomsText(String(listing.bedrooms), lang, 'bed');
  const baths = listing.bathrooms === null ? undefined : roomsText(String(listing.bathrooms), lang, 'bath');
  const size =
    listing.area === null
      ? undefined
      : `${formatNumber(listing.area, lang)} ${listing.areaUnit === 'sqm' ? (lang === 'ar' ? 'متر مربع' : 'sq m') : lang === 'ar' ? 'قدم مربع' : 'sq ft'}`;
  const status =
    lang === 'ar'
      ? { ready: 'جاهز', under_construction: 'قيد الإنشاء', sold: 'مباع', rented: 'مؤجر' }[listing.status]
      : { ready: 'ready', under_construction: 'under construction', sold: 'sold', rented: 'rented' }[
          listing.status
        ];
  if (lang === 'ar') {
    const facts = [beds, baths, size].filter(Boolean).join('، ');
    return `${listing.reference}: ${listing.titleAr}. ${listing.propertyTypeNameAr} ${listing.listingType === 'rent' ? 'للإيجار' : 'للبيع'} في ${listing.areaNameAr}، ${listing.emirateNameAr}، بسعر ${priceLabel(listing, lang)}. ${facts ? `${facts}. ` : ''}الحالة: ${status}. افتح البطاقة لرؤية الصور والتفاصيل.`;
  }
  const facts = [beds, baths, size].filter(Boolean).join(', ');
  return `${listing.reference}: ${listing.titleEn}. A ${listing.propertyTypeName.toLowerCase()} ${listing.listingType === 'rent' ? 'for rent' : 'for sale'} in ${listing.areaName}, ${listing.emirateName}, at ${priceLabel(listing, lang)}. ${facts ? `${facts}. ` : ''}Status: ${status}. Open the card for photos and full details.`;
}

/** A listing's permit number exactly as the catalog has it, or that it has none (never a made-up one). */
export function permitAnswer(listing: ChatListing, permitNumber: string | null, lang: Lang): string {
  if (lang === 'ar') {
    return permitNumber
      ? `رقم تصريح الإعلان للعقار ${listing.reference} (${listing.titleAr}) هو ${permitNumber}، كما هو مسجل في بيانات العقار.`
      : `لا يوجد رقم تصريح مسجل للعقار ${listing.reference} في بياناتنا، ولن أخمّن رقماً. يمكن لفريقنا تأكيده لك إذا طلبت التحدث معهم.`;
  }
  return permitNumber
    ? `The advertising permit number of ${listing.reference} (${listing.titleEn}) is ${permitNumber}, as recorded on the listing.`
    : `${listing.reference} has no permit number recorded in our listing details, and I won't guess one. Our team can confirm it for you if you ask to speak with them.`;
}

/** A permit question without a listing: permit numbers come only from a named listing. */
export function permitHelp(lang: Lang): string {
  return lang === 'ar'
    ? 'أرقام التصاريح أقرؤها من بيانات كل عقار فقط ولا أخمّنها. أرسل لي الرقم المرجعي للعقار (مثل ST-000123) وسأبحث عن تصريحه.'
    : "I only read permit numbers from a listing's own details and never guess them. Send me the listing's reference (like ST-000123) and I'll look its permit up.";
}

export function listingNotFound(id: number, lang: Lang): string {
  const reference = `ST-${String(id).padStart(6, '0')}`;
  return lang === 'ar'
    ? `لم أجد العقار ${reference}. ربما بيع أو لم يعد معروضاً. يمكنك تصفح جميع عقاراتنا المتاحة.`
    : `I couldn't find listing ${reference}. It may have been sold or taken off the market. You can browse all our available properties.`;
}

export function mortgageAnswer(estimate: MortgageEstimate, assumed: string[], lang: Lang): string {
  if (lang === 'ar') {
    const assumedText =
      assumed.length > 0 ? ` افترضت ${assumed.join(' و')} (قيم حاسبة الموقع الافتراضية).` : '';
    return `لعقار بسعر ${formatAed(estimate.price, lang)} ودفعة أولى ${formatAed(estimate.downPayment, lang)}، يكون مبلغ القرض ${formatAed(estimate.loanAmount, lang)}. على ${estimate.years} سنة بفائدة ${estimate.ratePercent}% سنوياً، القسط الشهري حوالي ${formatAed(estimate.monthlyPayment, lang)} (معادلة القسط الثابت بمعدل شهري)، وإجمالي الفوائد حوالي ${formatAed(estimate.totalInterest, lang)}.${assumedText} هذا تقدير فقط، وعرض البنك قد يختلف. جرّب أرقاماً أخرى في حاسبة التمويل على الصفحة الرئيسية.`;
  }
  const assumedText =
    assumed.length > 0 ? ` I assumed ${assumed.join(' and ')} (the site calculator's defaults).` : '';
  return `For a property price of ${formatAed(estimate.price, lang)} with ${formatAed(estimate.downPayment, lang)} down, the loan is ${formatAed(estimate.loanAmount, lang)}. Over ${estimate.years} years at ${estimate.ratePercent}% a year, the monthly payment is about ${formatAed(estimate.monthlyPayment, lang)} (standard annuity formula with a monthly rate), with about ${formatAed(estimate.totalInterest, lang)} of interest in total.${assumedText} This is an estimate; a bank's offer may differ. Try other numbers in the mortgage calculator on the home page.`;
}

export function assumptionsOf(
  given: Array<'price' | 'downPayment' | 'years' | 'rate'>,
  estimate: MortgageEstimate,
  lang: Lang,
  priceFromListing = false,
): string[] {
  const out: string[] = [];
  const downPercent = estimate.price > 0 ? Math.round((estimate.downPayment / estimate.price) * 100) : 0;
  if (!given.includes('price') && !priceFromListing)
    out.push(
      lang === 'ar'
        ? `سعراً قدره ${formatAed(estimate.price, lang)}`
        : `a price of ${formatAed(estimate.price, lang)}`,
    );
  if (!given.includes('downPayment'))
    out.push(lang === 'ar' ? `دفعة أولى ${downPercent}%` : `a ${downPercent}% down payment`);
  if (!given.includes('years'))
    out.push(lang === 'ar' ? `مدة ${estimate.years} سنة` : `a ${estimate.years}-year term`);
  if (!given.includes('rate'))
    out.push(lang === 'ar' ? `فائدة ${estimate.ratePercent}%` : `a ${estimate.ratePercent}% rate`);
  return out;
}

export function handoffAnswer(kind: 'whatsapp' | 'call', agency: AgencyInfo, lang: Lang): string {
  const whatsapp = kind === 'whatsapp' && agency.whatsapp.enabled && agency.whatsapp.number;
  const phone =
    agency.callButton.enabled && agency.callButton.number ? agency.callButton.number : agency.phone;
  if (lang === 'ar') {
    return whatsapp
      ? `بكل سرور! سأفتح لك واتساب للتحدث مع أحد مستشارينا العقاريين. ويمكنك أيضاً الاتصال بنا على ${phone}.`
      : `بكل سرور! اتصل بفريقنا على ${phone} أو راسلنا على ${agency.email}، وسيساعدك أحد أفراد فريقنا مباشرة.`;
  }
  return whatsapp
    ? `Of course! I'm opening WhatsApp so you can chat with one of our property consultants. You can also call us on ${phone}.`
    : `Of course! Call our team on ${phone} or email ${agency.email}, and a member of our team will help you directly.`;
}

export function agencyAnswer(
  topic: NonNullable<Understanding['agencyTopic']>,
  agency: AgencyInfo,
  lang: Lang,
): string {
  const phone =
    agency.callButton.enabled && agency.callButton.number ? agency.callButton.number : agency.phone;
  if (topic === 'services') {
    const titles = agency.services.map((s) => (lang === 'ar' ? s.titleAr : s.title));
    return lang === 'ar'
      ? `خدمات ${agency.nameAr}: ${titles.join('، ')}. إذا أردت بيع عقارك أو تأجيره أو تقييمه، اتصل بفريقنا على ${phone} أو راسلنا على ${agency.email}. ويمكنني هنا البحث لك في عقاراتنا المعروضة.`
      : `${agency.name} offers: ${titles.join(', ')}. To sell, let or value your property, call our team on ${phone} or email ${agency.email}. I can also search our listings for you right here.`;
  }
  if (topic === 'about') {
    return lang === 'ar'
      ? `${agency.nameAr}: ${agency.descriptionAr} الترخيص: ${agency.license}. للتواصل: ${phone}.`
      : `${agency.name}: ${agency.description} Licence: ${agency.license}. Call us on ${phone}.`;
  }
  return lang === 'ar'
    ? `يمكنك التواصل مع ${agency.nameAr} على الرقم ${phone} أو عبر البريد ${agency.email}. مكتبنا: ${agency.addressAr}. نرد على الرسائل خلال 24 ساعة.`
    : `You can reach ${agency.name} on ${phone} or at ${agency.email}. Our office: ${agency.address}. We reply to messages within 24 hours.`;
}

export function greetingAnswer(kind: 'hello' | 'thanks', agency: AgencyInfo, lang: Lang): string {
  if (kind === 'thanks') {
    return lang === 'ar'
      ? 'على الرحب والسعة! هل هناك شيء آخر أبحث لك عنه؟'
      : "You're welcome! Is there anything else I can find for you?";
  }
  return lang === 'ar'
    ? `أهلاً وسهلاً! أنا ${ASSISTANT_NAME.ar}، المساعدة العقارية في ${agency.nameAr}. أبحث لك في عقاراتنا للبيع والإيجار، وأحسب القسط الشهري للتمويل، وأوصلك بفريقنا. ماذا تبحث عنه؟`
    : `Hello! I'm ${ASSISTANT_NAME.en}, ${agency.name}'s property assistant. I can search our homes for sale or rent, estimate a mortgage payment, or put you in touch with our team. What are you looking for?`;
}

export function declinedAnswer(trait: NonNullable<Understanding['protectedTrait']>, lang: Lang): string {
  const what =
    lang === 'ar'
      ? { nationality: 'الجنسية', religion: 'الدين', ethnicity: 'العرق' }[trait]
      : { nationality: 'nationality', religion: 'religion', ethnicity: 'ethnicity' }[trait];
  return lang === 'ar'
    ? `لا أستطيع البحث أو التصفية حسب ${what} أو أي صفة شخصية للسكان أو الجيران؛ عقاراتنا متاحة للجميع على قدم المساواة. يسعدني البحث لك حسب المنطقة أو الميزانية أو نوع العقار أو عدد الغرف.`
    : `I can't search or filter by ${what} or any other personal trait of residents or neighbours; our homes are open to everyone alike. I'm happy to search by area, budget, property type or number of bedrooms instead.`;
}

export function helpAnswer(lang: Lang): string {
  return lang === 'ar'
    ? 'أستطيع البحث لك في عقاراتنا (مثلاً: "شقة غرفتين للإيجار في جزيرة الريم أقل من 120 ألف")، وحساب القسط الشهري للتمويل العقاري، وإيصالك بفريقنا. كيف أساعدك؟'
    : 'I can search our listings for you (for example: "2 bedroom apartment for rent in Al Reem Island under 120K"), estimate a monthly mortgage payment, or put you in touch with our team. How can I help?';
}
