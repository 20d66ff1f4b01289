/** The shell's own namespace (`shell`): home-page chrome and section labels. Content texts come from the site content. */
const shell = {
  hero: {
    eyebrow: 'Abu Dhabi, United Arab Emirates',
    searchTitle: 'Find your next home',
    scrollToServices: 'Scroll to our services',
    scheduleViewing: 'Schedule a viewing',
  },
  stats: {
    clients: 'Happy clients',
    experience: 'Years of experience',
    awards: 'Awards',
    satisfaction: 'Client satisfaction',
  },
  calculator: {
    title: 'Mortgage calculator',
    subtitle: 'Estimate your monthly payment and plan your budget in a minute.',
  },
  testimonials: {
    rating: 'Rated {{rating}} out of 5',
  },
  contact: {
    call: 'Call us',
    email: 'Email us',
    whatsapp: 'WhatsApp',
    visit: 'Visit us',
    formSoon:
      'Our contact form is on its way. Until then, call, write or message us: we reply within 24 hours.',
  },
  whatsapp: {
    label: 'Chat with us on WhatsApp',
    message: "Hello! I'm interested in your real estate services.",
  },
  admin: {
    mode: 'Admin Mode',
    visible: 'Admin panel is now visible.',
  },
};

export default shell;
export type ShellResources = typeof shell;
