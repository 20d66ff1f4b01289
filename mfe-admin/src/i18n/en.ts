const admin = {
  verifying: 'Verifying authentication...',
  login: {
    title: 'Admin login',
    subtitle: 'Sign in to manage listings, content and messages.',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in...',
    required: 'Please enter your username and password.',
    failed: 'Authentication failed',
    connection: 'Connection error. Please try again.',
    success: 'Authentication Successful',
    successText: 'Welcome to the admin panel',
  },
  panel: {
    title: 'Admin panel',
    tabs: 'Sections',
    emirates: 'Emirates',
    areas: 'Areas',
    properties: 'Properties',
    overview: 'Overview',
    soon: 'This section arrives with the admin issue.',
    logout: 'Logout',
    loggedOut: 'Logged Out',
  },
  homePanel: {
    title: 'Admin Access Required',
    text: 'Please enter the admin password to access the content management system.',
    soon: 'The content editor arrives with the admin issue.',
  },
};

export default admin;
export type AdminResources = typeof admin;
