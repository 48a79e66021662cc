// The app's paths (SPEC.md section 2), named once so links and the router agree.
export const PATHS = {
  home: '/',
  auth: '/auth',
  signUp: '/sign-up',
  recoverPassword: '/recover-password',
  profile: '/profile',
  myPosts: '/my-posts',
  messages: '/messages',
  favorites: '/favorites',
  dashboard: '/dashboard',
  createPost: '/create-post',
  contactUs: '/contact-us',
  faq: '/top-questions',
} as const;
