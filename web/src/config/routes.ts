// The app's paths (SPEC.md section 2), named once so links and the router agree.
export const PATHS = {
  home: '/',
  auth: '/auth',
  signUp: '/sign-up',
  createPost: '/create-post',
  contactUs: '/contact-us',
  faq: '/top-questions',
} as const;
