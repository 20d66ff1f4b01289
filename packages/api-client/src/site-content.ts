/*
 * The site-content document (spec 3) and its built-in default copy (spec 1: used when the server cannot be
 * reached). This is a first, minimal version: the content issue completes it and moves the type to
 * @manzil/contracts (the TypeBox schema the content service validates with).
 *
 * The document has no Arabic fields (spec 3). Until it does, Arabic pages show the built-in Arabic copy for
 * the texts, and the server's values for what is not language-bound (phone, email, links, statistics):
 * see `localizeSiteContent`.
 */

export type SocialPlatform = 'linkedin' | 'facebook' | 'instagram' | 'tiktok' | 'snapchat';

export interface SocialLink {
  platform: string;
  icon: SocialPlatform;
  url: string;
  enabled: boolean;
}

export interface ServiceItem {
  title: string;
  description: string;
  features: string[];
  icon: string;
}

export interface Testimonial {
  name: string;
  role: string;
  text: string;
  avatar: string;
  rating: number;
}

export interface SiteContent {
  company: {
    name: string;
    location: string;
    phone: string;
    email: string;
    address: string;
    description: string;
    license: string;
    socialMedia: SocialLink[];
  };
  whatsapp: { number: string; enabled: boolean };
  callButton: { number: string; enabled: boolean };
  appStores: { appStore: { url: string; enabled: boolean }; googlePlay: { url: string; enabled: boolean } };
  hero: { title: string; subtitle: string };
  services: { title: string; subtitle: string; items: ServiceItem[] };
  about: {
    title: string;
    description: string;
    mission: string;
    stats: { clients: string; experience: string; awards: string; satisfaction: string };
  };
  testimonials: { title: string; subtitle: string; items: Testimonial[] };
  contact: { title: string; subtitle: string; form: { title: string } };
}

export const defaultSiteContent: SiteContent = {
  company: {
    name: 'Manzil Real Estate',
    location: 'Abu Dhabi, UAE',
    phone: '+971 2 555 0100',
    email: 'info@manzil.ae',
    address: 'Al Maryah Island, Abu Dhabi, United Arab Emirates',
    description:
      'A family-run Abu Dhabi agency for private Emirati-owned homes: villas, townhouses and apartments across the UAE.',
    license: 'ADREC licence 000000',
    socialMedia: [
      { platform: 'Instagram', icon: 'instagram', url: 'https://www.instagram.com/', enabled: true },
      { platform: 'LinkedIn', icon: 'linkedin', url: 'https://www.linkedin.com/', enabled: true },
      { platform: 'Facebook', icon: 'facebook', url: 'https://www.facebook.com/', enabled: false },
      { platform: 'TikTok', icon: 'tiktok', url: 'https://www.tiktok.com/', enabled: false },
      { platform: 'Snapchat', icon: 'snapchat', url: 'https://www.snapchat.com/', enabled: false },
    ],
  },
  whatsapp: { number: '+971501234567', enabled: true },
  callButton: { number: '+971 2 555 0100', enabled: true },
  appStores: { appStore: { url: '', enabled: false }, googlePlay: { url: '', enabled: false } },
  hero: {
    title: 'Premium Real Estate in Abu Dhabi',
    subtitle: 'Villas, townhouses and apartments from private Emirati owners, with advice you can trust.',
  },
  services: {
    title: 'Our Services',
    subtitle: 'From the first viewing to the keys in your hand.',
    items: [
      {
        title: 'Buying',
        description: 'We find homes that fit your family and budget, and guide you through every step.',
        features: ['Curated listings', 'Viewings on your schedule', 'Negotiation'],
        icon: 'key',
      },
      {
        title: 'Selling',
        description: 'A fair valuation, a strong listing and qualified buyers for your property.',
        features: ['Free valuation', 'Professional photos', 'Qualified buyers'],
        icon: 'building',
      },
      {
        title: 'Investment',
        description: 'Yields, off-plan projects and market data to help you invest with confidence.',
        features: ['Market reports', 'Yield analysis', 'Off-plan advice'],
        icon: 'chart',
      },
      {
        title: 'Property Management',
        description: 'Tenants, maintenance and rent collection handled for you.',
        features: ['Tenant screening', 'Maintenance', 'Monthly statements'],
        icon: 'shield',
      },
    ],
  },
  about: {
    title: 'About Manzil',
    description:
      'For fifteen years we have helped families and investors find their place in Abu Dhabi, with local knowledge and honest advice.',
    mission: 'Our mission: make every move simple, transparent and personal.',
    stats: { clients: '1200+', experience: '15+', awards: '25+', satisfaction: '98%' },
  },
  testimonials: {
    title: 'What Our Clients Say',
    subtitle: 'Families and investors who found their home with us.',
    items: [
      {
        name: 'Fatima Al Mansoori',
        role: 'Homeowner, Khalifa City',
        text: 'They understood what our family needed and found us the right villa in weeks.',
        avatar: '',
        rating: 5,
      },
      {
        name: 'James Carter',
        role: 'Investor',
        text: 'Clear numbers, honest advice and a smooth purchase from abroad.',
        avatar: '',
        rating: 5,
      },
      {
        name: 'Mohammed Al Hammadi',
        role: 'Landlord, Al Reem Island',
        text: 'My apartments are always let and I never worry about maintenance.',
        avatar: '',
        rating: 5,
      },
    ],
  },
  contact: {
    title: 'Get in Touch',
    subtitle: 'Tell us what you are looking for. We reply within 24 hours.',
    form: { title: 'Send us a message' },
  },
};

/** The Arabic built-in copy of the language-bound texts. */
export const defaultSiteContentAr: Pick<
  SiteContent,
  'hero' | 'services' | 'about' | 'testimonials' | 'contact'
> & {
  company: Pick<SiteContent['company'], 'name' | 'location' | 'address' | 'description'>;
} = {
  company: {
    name: 'منزل للعقارات',
    location: 'أبوظبي، الإمارات',
    address: 'جزيرة المارية، أبوظبي، الإمارات العربية المتحدة',
    description:
      'وكالة عائلية في أبوظبي للمنازل المملوكة لمواطنين إماراتيين: فلل وتاون هاوس وشقق في أنحاء الإمارات.',
  },
  hero: {
    title: 'عقارات فاخرة في أبوظبي',
    subtitle: 'فلل وتاون هاوس وشقق من ملاك إماراتيين، مع مشورة تثق بها.',
  },
  services: {
    title: 'خدماتنا',
    subtitle: 'من أول معاينة حتى استلام المفاتيح.',
    items: [
      {
        title: 'الشراء',
        description: 'نجد لك المنزل المناسب لعائلتك وميزانيتك ونرافقك في كل خطوة.',
        features: ['عقارات مختارة', 'معاينات في الوقت الذي يناسبك', 'التفاوض'],
        icon: 'key',
      },
      {
        title: 'البيع',
        description: 'تقييم عادل وإعلان قوي ومشترون جادون لعقارك.',
        features: ['تقييم مجاني', 'تصوير احترافي', 'مشترون مؤهلون'],
        icon: 'building',
      },
      {
        title: 'الاستثمار',
        description: 'العوائد والمشاريع على الخارطة وبيانات السوق لتستثمر بثقة.',
        features: ['تقارير السوق', 'تحليل العائد', 'مشورة المشاريع على الخارطة'],
        icon: 'chart',
      },
      {
        title: 'إدارة العقارات',
        description: 'نتولى المستأجرين والصيانة وتحصيل الإيجار نيابة عنك.',
        features: ['اختيار المستأجرين', 'الصيانة', 'كشوف شهرية'],
        icon: 'shield',
      },
    ],
  },
  about: {
    title: 'عن منزل',
    description:
      'منذ خمسة عشر عاماً نساعد العائلات والمستثمرين على إيجاد مكانهم في أبوظبي، بخبرة محلية ومشورة صادقة.',
    mission: 'مهمتنا: أن نجعل كل انتقال بسيطاً وشفافاً وشخصياً.',
    stats: defaultSiteContent.about.stats,
  },
  testimonials: {
    title: 'ماذا يقول عملاؤنا',
    subtitle: 'عائلات ومستثمرون وجدوا منزلهم معنا.',
    items: [
      {
        name: 'فاطمة المنصوري',
        role: 'مالكة منزل، مدينة خليفة',
        text: 'فهموا ما تحتاجه عائلتنا ووجدوا لنا الفيلا المناسبة خلال أسابيع.',
        avatar: '',
        rating: 5,
      },
      {
        name: 'جيمس كارتر',
        role: 'مستثمر',
        text: 'أرقام واضحة ومشورة صادقة وعملية شراء سلسة من الخارج.',
        avatar: '',
        rating: 5,
      },
      {
        name: 'محمد الحمادي',
        role: 'مالك عقارات، جزيرة الريم',
        text: 'شققي مؤجرة دائماً ولا أقلق أبداً بشأن الصيانة.',
        avatar: '',
        rating: 5,
      },
    ],
  },
  contact: {
    title: 'تواصل معنا',
    subtitle: 'أخبرنا عمّا تبحث عنه. نرد خلال 24 ساعة.',
    form: { title: 'أرسل لنا رسالة' },
  },
};

/** Fills what a (partial or older) server document lacks from the defaults, section by section. */
export function withContentDefaults(doc: Partial<SiteContent> | null | undefined): SiteContent {
  if (!doc || typeof doc !== 'object') return defaultSiteContent;
  const merged = { ...defaultSiteContent } as Record<keyof SiteContent, unknown>;
  for (const key of Object.keys(defaultSiteContent) as (keyof SiteContent)[]) {
    const value = doc[key];
    if (value && typeof value === 'object') {
      merged[key] = { ...defaultSiteContent[key], ...value };
    }
  }
  return merged as SiteContent;
}

/** The content to show on a page in `lang` (see the note at the top of this file). */
export function localizeSiteContent(content: SiteContent, lang: 'en' | 'ar'): SiteContent {
  if (lang === 'en') return content;
  const ar = defaultSiteContentAr;
  return {
    ...content,
    company: { ...content.company, ...ar.company },
    hero: ar.hero,
    services: ar.services,
    about: { ...ar.about, stats: content.about.stats },
    testimonials: {
      ...ar.testimonials,
      // Keep avatars and ratings the admin set, by position.
      items: ar.testimonials.items.map((item, index) => ({
        ...item,
        avatar: content.testimonials.items[index]?.avatar ?? item.avatar,
        rating: content.testimonials.items[index]?.rating ?? item.rating,
      })),
    },
    contact: ar.contact,
  };
}
