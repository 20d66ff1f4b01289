/** The `common` namespace: texts every micro-frontend may use (navigation, footer, fallbacks, 404). */
const common = {
  brand: {
    name: 'Manzil',
    location: 'Abu Dhabi, UAE',
    homePage: ', home page',
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    services: 'Services',
    about: 'About',
    calculator: 'Calculator',
    testimonials: 'Testimonials',
    contact: 'Contact',
    properties: 'Properties',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    callNow: 'Call now',
    saved: 'Saved homes',
    savedCount: 'Saved homes ({{count}})',
  },
  language: {
    switchTo: 'العربية',
    switchLabel: 'عرض الموقع باللغة العربية',
  },
  skipToContent: 'Skip to main content',
  footer: {
    label: 'Site footer',
    quickLinks: 'Quick links',
    contactUs: 'Contact us',
    rights: '© {{year}} Manzil Real Estate. All rights reserved.',
    tagline: 'Premium Real Estate in Abu Dhabi',
  },
  // The assistant's button: the shell draws it first, mfe-chat's widget takes it over; one name for both.
  assistant: {
    open: 'Chat with Noor, the property assistant',
  },
  status: {
    loading: 'Loading…',
    close: 'Close',
    dismiss: 'Dismiss notification',
    notifications: 'Notifications',
    beta: 'Beta',
  },
  errors: {
    sectionUnavailable: 'This section is unavailable right now.',
    searchUnavailable: 'Search is unavailable right now. You can still browse all our properties.',
    calculatorUnavailable:
      'The calculators are unavailable right now. Call us and we will work out the numbers with you.',
    pageUnavailable: 'This page is unavailable right now. Please try again in a moment.',
    chatUnavailable: 'The assistant is unavailable right now.',
    callUs: 'Call us on {{phone}}',
    tryAgain: 'Try again',
    browseProperties: 'Browse properties',
    generic: 'Something went wrong. Please try again.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to Home',
    browse: 'Browse Properties',
    contactTitle: 'Need help? Talk to us',
    phone: 'Phone',
    email: 'Email',
    popularTitle: 'Popular searches',
    popular: {
      sale: 'Properties for sale',
      rent: 'Properties for rent',
      saadiyat: 'Saadiyat Island',
      yas: 'Yas Island',
      reem: 'Al Reem Island',
    },
  },
  listingType: {
    sale: 'For Sale',
    rent: 'For Rent',
  },
};

export default common;
export type CommonResources = typeof common;
