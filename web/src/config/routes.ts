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
  success: '/success',
  viewPost: '/view',
  editPost: '/edit',
  userProfile: '/user-profile',
  reportPost: '/report-post',
  contactUs: '/contact-us',
  faq: '/top-questions',
} as const;

/** /view/{id}: a post's page. */
export const viewPostPath = (id: number) => `${PATHS.viewPost}/${id}`;
/** /edit/{id}: the seller's edit form. */
export const editPostPath = (id: number) => `${PATHS.editPost}/${id}`;
/** /user-profile/{user id}: a seller's posts. */
export const userProfilePath = (userId: string) => `${PATHS.userProfile}/${encodeURIComponent(userId)}`;
/** /messages/{username}: the conversation with that user. */
export const messagesPath = (username: string) => `${PATHS.messages}/${encodeURIComponent(username)}`;
/** /report-post/{id}: the report form for a post. */
export const reportPostPath = (id: number) => `${PATHS.reportPost}/${id}`;
