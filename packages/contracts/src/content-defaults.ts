/**
 * The built-in site content (spec 1 and 3): what the content service answers before an admin has saved
 * anything, and what the pages show when the server cannot be reached. English with the Arabic texts in
 * `translations.ar`. Contact numbers and the licence are the agency's fixed values in the product.
 */
import type { SiteContent } from './content.ts';

export const DEFAULT_SITE_CONTENT: SiteContent = {
  company: {
    name: 'Manzil Real Estate',
    location: 'Abu Dhabi, UAE',
    phone: '+971 2 555 0100',
    email: 'info@manzil.ae',
    address: 'Office 1204, Al Maqam Tower, Al Maryah Island, Abu Dhabi, United Arab Emirates',
    description:
      'An Abu Dhabi agency for private, Emirati-owned homes. We sell, let and manage villas, townhouses and ' +
      'apartments across the UAE, with the care of a family business and the discipline of a regulated broker.',
    license: 'Licensed by ADREC · Broker licence 202300451',
    socialMedia: [
      {
        platform: 'Instagram',
        icon: 'instagram',
        url: 'https://www.instagram.com/manzil.realestate',
        enabled: true,
      },
      {
        platform: 'LinkedIn',
        icon: 'linkedin',
        url: 'https://www.linkedin.com/company/manzil-real-estate',
        enabled: true,
      },
      {
        platform: 'Facebook',
        icon: 'facebook',
        url: 'https://www.facebook.com/manzil.realestate',
        enabled: true,
      },
      {
        platform: 'TikTok',
        icon: 'tiktok',
        url: 'https://www.tiktok.com/@manzil.realestate',
        enabled: false,
      },
      {
        platform: 'Snapchat',
        icon: 'snapchat',
        url: 'https://www.snapchat.com/add/manzil.ae',
        enabled: false,
      },
    ],
  },
  whatsapp: { number: '+971501234567', enabled: true },
  callButton: { number: '+971 2 555 0100', enabled: true },
  appStores: {
    appStore: { url: 'https://apps.apple.com/ae/app/manzil-real-estate/id6450000000', enabled: false },
    googlePlay: { url: 'https://play.google.com/store/apps/details?id=ae.manzil.app', enabled: false },
  },
  hero: {
    title: 'Premium Real Estate in Abu Dhabi',
    subtitle:
      'Villas, townhouses and apartments from private Emirati owners on Saadiyat, Yas, Al Reem and beyond, ' +
      'with honest advice from the first viewing to the keys.',
  },
  services: {
    title: 'Our Services',
    subtitle: 'One team for every step of owning a home in the UAE.',
    items: [
      {
        title: 'Buying a Home',
        description:
          'Tell us how your family lives and we shortlist homes that fit, arrange viewings when it suits you ' +
          'and negotiate the price on your side.',
        features: [
          'Off-market homes from private owners',
          'Viewings on your schedule',
          'Mortgage pre-approval help',
        ],
        icon: 'key',
      },
      {
        title: 'Selling Your Property',
        description:
          'A valuation based on real transactions, professional photography and a listing that reaches ' +
          'qualified buyers in the UAE and abroad.',
        features: [
          'Free market valuation',
          'Professional photos and floor plans',
          'Vetted, qualified buyers',
        ],
        icon: 'building',
      },
      {
        title: 'Investment Advisory',
        description:
          'Rental yields, service charges and off-plan payment plans compared side by side, so you invest ' +
          'with the numbers in front of you.',
        features: ['Yield and cash-flow analysis', 'Off-plan project reviews', 'Golden Visa guidance'],
        icon: 'chart',
      },
      {
        title: 'Property Management',
        description:
          'Tenants found and checked, Tawtheeq contracts registered, maintenance handled and rent collected, ' +
          'with a clear statement every month.',
        features: ['Tenant screening and Tawtheeq', '24/7 maintenance line', 'Monthly owner statements'],
        icon: 'shield',
      },
    ],
  },
  about: {
    title: 'About Manzil',
    description:
      'Manzil was founded in Abu Dhabi in 2010 to give Emirati homeowners an agency that treats their homes as ' +
      'their own. Fifteen years later our bilingual team of brokers, property managers and mortgage advisers ' +
      'has helped more than twelve hundred families and investors buy, sell and rent across the capital.',
    mission:
      'Our mission: make every move simple, transparent and personal, with advice we would give our own family.',
    stats: { clients: '1200+', experience: '15+', awards: '25+', satisfaction: '98%' },
  },
  testimonials: {
    title: 'What Our Clients Say',
    subtitle: 'Families and investors who found their place with us.',
    items: [
      {
        name: 'Fatima Al Mansoori',
        role: 'Homeowner, Khalifa City',
        text:
          'They understood what our family needed before we did. Within three weeks we had the right villa, ' +
          'close to the children’s school, at a price we were happy with.',
        avatar: '',
        rating: 5,
      },
      {
        name: 'James Carter',
        role: 'Investor, Saadiyat Island',
        text:
          'I bought from London without flying in once. Clear numbers, video viewings and every document ' +
          'explained: the smoothest purchase I have made.',
        avatar: '',
        rating: 5,
      },
      {
        name: 'Mohammed Al Hammadi',
        role: 'Landlord, Al Reem Island',
        text:
          'My three apartments have not been empty for a single month since Manzil took them over, and I never ' +
          'have to chase a contractor.',
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
  translations: {
    ar: {
      company: {
        name: 'منزل للعقارات',
        location: 'أبوظبي، الإمارات',
        address: 'مكتب 1204، برج المقام، جزيرة الماريه، أبوظبي، الإمارات العربية المتحدة',
        description:
          'وكالة عقارية في أبوظبي متخصصة في المنازل المملوكة لمواطنين إماراتيين. نبيع ونؤجر وندير الفلل ' +
          'والتاون هاوس والشقق في أنحاء الدولة، بعناية الشركة العائلية وانضباط الوسيط المرخّص.',
        license: 'مرخّصة من مركز أبوظبي العقاري · رخصة وساطة رقم 202300451',
      },
      hero: {
        title: 'عقارات فاخرة في أبوظبي',
        subtitle:
          'فلل وتاون هاوس وشقق من ملاك إماراتيين في السعديات وياس والريم وغيرها، مع مشورة صادقة من أول ' +
          'معاينة حتى استلام المفاتيح.',
      },
      services: {
        title: 'خدماتنا',
        subtitle: 'فريق واحد لكل خطوة في تملّك منزلك في الإمارات.',
        items: [
          {
            title: 'شراء منزل',
            description:
              'أخبرنا كيف تعيش عائلتك، فنختار لك المنازل المناسبة ونرتّب المعاينات في الوقت الذي يناسبك ' +
              'ونفاوض على السعر لصالحك.',
            features: [
              'منازل من ملاك خاصين غير معروضة',
              'معاينات حسب جدولك',
              'مساعدة في الموافقة المبدئية على التمويل',
            ],
          },
          {
            title: 'بيع عقارك',
            description:
              'تقييم مبني على صفقات حقيقية وتصوير احترافي وإعلان يصل إلى مشترين جادّين داخل الدولة وخارجها.',
            features: ['تقييم مجاني للسوق', 'صور ومخططات احترافية', 'مشترون مؤهلون وموثوقون'],
          },
          {
            title: 'الاستشارات الاستثمارية',
            description:
              'العوائد الإيجارية ورسوم الخدمات وخطط السداد للمشاريع على الخارطة جنباً إلى جنب، لتستثمر ' +
              'والأرقام أمامك.',
            features: [
              'تحليل العائد والتدفق النقدي',
              'مراجعة المشاريع على الخارطة',
              'إرشاد حول الإقامة الذهبية',
            ],
          },
          {
            title: 'إدارة العقارات',
            description:
              'نجد المستأجرين ونتحقق منهم، ونسجّل العقود في توثيق، ونتولى الصيانة ونحصّل الإيجار، مع كشف ' +
              'واضح كل شهر.',
            features: [
              'اختيار المستأجرين والتسجيل في توثيق',
              'خط صيانة على مدار الساعة',
              'كشوف شهرية للمالك',
            ],
          },
        ],
      },
      about: {
        title: 'عن منزل',
        description:
          'تأسست منزل في أبوظبي عام 2010 لتمنح ملاك المنازل الإماراتيين وكالة تعامل منازلهم كأنها منازلها. ' +
          'وبعد خمسة عشر عاماً ساعد فريقنا ثنائي اللغة من الوسطاء ومديري العقارات ومستشاري التمويل أكثر من ' +
          'ألف ومئتي عائلة ومستثمر على الشراء والبيع والإيجار في العاصمة.',
        mission: 'مهمتنا: أن نجعل كل انتقال بسيطاً وشفافاً وشخصياً، بمشورة نقدّمها لعائلتنا.',
      },
      testimonials: {
        title: 'ماذا يقول عملاؤنا',
        subtitle: 'عائلات ومستثمرون وجدوا مكانهم معنا.',
        items: [
          {
            name: 'فاطمة المنصوري',
            role: 'مالكة منزل، مدينة خليفة',
            text:
              'فهموا ما تحتاجه عائلتنا قبل أن نفهمه نحن. خلال ثلاثة أسابيع وجدنا الفيلا المناسبة قرب مدرسة ' +
              'الأطفال وبسعر أرضانا.',
          },
          {
            name: 'جيمس كارتر',
            role: 'مستثمر، جزيرة السعديات',
            text:
              'اشتريت من لندن دون أن أسافر مرة واحدة. أرقام واضحة ومعاينات بالفيديو وكل مستند مشروح: أسهل ' +
              'عملية شراء قمت بها.',
          },
          {
            name: 'محمد الحمادي',
            role: 'مالك عقارات، جزيرة الريم',
            text: 'لم تبقَ شققي الثلاث شاغرة شهراً واحداً منذ تولّت منزل إدارتها، ولا أضطر أبداً لملاحقة مقاول.',
          },
        ],
      },
      contact: {
        title: 'تواصل معنا',
        subtitle: 'أخبرنا عمّا تبحث عنه. نرد خلال 24 ساعة.',
        form: { title: 'أرسل لنا رسالة' },
      },
    },
  },
};
