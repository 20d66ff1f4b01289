/** The shell's own namespace (`shell`): the footer and the floating WhatsApp button, on every page. */
const shell = {
  footer: {
    getTheApp: 'Get the app',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    followUs: 'Follow us',
    newTab: '(opens in a new tab)',
  },
  whatsapp: {
    region: 'Quick contact',
    label: 'Chat with us on WhatsApp',
    message: "Hello! I'm interested in your real estate services.",
  },
};

export default shell;
export type ShellResources = typeof shell;
