/** The social profile's pages (the template names no routes for them). */
export const PROFILE_PATHS = {
  profile: '/apps/user-profile',
  followers: '/apps/followers',
  friends: '/apps/friends',
  gallery: '/apps/gallery',
} as const;
