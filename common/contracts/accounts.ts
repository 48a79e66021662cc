import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { DISTANCE_UNITS } from '../rules/distance';
import { profileProblem, type TProfileFields } from '../rules/profile';
import { isEmail, resetProblem, signUpProblems } from '../rules/sign-up';
import { normalizeUsername } from '../rules/username';

// Transport limits stop oversized input early; the product's rules (with the spec's messages) are
// the refinements, whose issue messages are keys of common/locales/en.json.
const text = (max: number) => z.string().max(max, 'fieldTooLong');

export const ZSignUpRequest = z
  .object({
    email: text(254).trim(),
    password: text(128),
    confirmPassword: text(128),
    terms: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    // Every rule broken, each at its field: the form shows them all at once.
    for (const problem of signUpProblems(v)) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.key });
    }
  });
export type TSignUpRequest = z.input<typeof ZSignUpRequest>;

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

const ZEmailOnly = z.object({
  email: text(254)
    .trim()
    .refine((e) => e !== '', 'emailRequired')
    .refine((e) => e === '' || isEmail(e), 'invalidEmail'),
});
export const ZForgotPasswordRequest = ZEmailOnly;
export const ZResendVerificationRequest = ZEmailOnly;

export const ZResetPasswordRequest = z
  .object({
    email: text(254).trim(),
    token: text(200).min(1, 'resetTokenInvalid'),
    password: text(128),
    confirmPassword: text(128),
  })
  .superRefine((v, ctx) => {
    const problem = resetProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.key });
  });
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

export const ZProfileInput = z
  .object({
    // Stored NFKC-normalised (fullwidth letters are the plain ones): the rule and uniqueness see that.
    username: text(200).transform(normalizeUsername),
    first_name: text(200).trim(),
    last_name: text(200).trim(),
    street: text(200).trim(),
    city: text(200).trim(),
    state: text(200).trim(),
    zip: text(200).trim(),
    country: text(200).trim(),
    // Coordinates of the chosen address suggestion, when the user picked one.
    lat: z.number().min(-90).max(90).nullish(),
    lng: z.number().min(-180).max(180).nullish(),
  })
  .superRefine((v, ctx) => {
    const problem = profileProblem(v as TProfileFields);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.key });
  });
export type TProfileInput = z.input<typeof ZProfileInput>;

/**
 * Notices about watched posts (a favourite's price drop, sale, coming expiry): in the app and by
 * email, in the app only, or none.
 */
export const WATCH_NOTICES = ['email', 'in_app', 'off'] as const;
export type TWatchNotices = (typeof WATCH_NOTICES)[number];

/** The signed-in user's own profile (never sent to anyone else). */
export const ZProfile = z.object({
  user_id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** How distances are shown: miles (the default) or kilometres. */
  distance_unit: z.enum(DISTANCE_UNITS),
  /** How they hear about the posts they favourite: in-app and email (the default), in-app only, off. */
  watch_notices: z.enum(WATCH_NOTICES),
  /** The language of their emails and, once signed in, their screens. */
  language: z.enum(LANGUAGES),
});
export type TProfile = z.infer<typeof ZProfile>;

/** PUT /api/profile/preferences: settings kept with the profile; each one optional, at least one. */
export const ZPreferencesInput = z
  .object({
    distance_unit: z.enum(DISTANCE_UNITS, { error: 'unitInvalid' }).optional(),
    watch_notices: z.enum(WATCH_NOTICES, { error: 'watchNoticesInvalid' }).optional(),
    language: z.enum(LANGUAGES, { error: 'languageInvalid' }).optional(),
  })
  .refine((v) => v.distance_unit !== undefined || v.watch_notices !== undefined || v.language !== undefined, {
    message: 'preferencesEmpty',
  });
export type TPreferencesInput = z.infer<typeof ZPreferencesInput>;

export const ZSaveProfileResponse = z.object({
  profile: ZProfile,
  message: z.string(),
  /** Set when the address could not be placed on the map: distances will not be shown. */
  warning: z.string().optional(),
});
export type TSaveProfileResponse = z.infer<typeof ZSaveProfileResponse>;

export const ZMe = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    isAdmin: z.boolean(),
    twoFactorEnabled: z.boolean(),
  }),
  profile: ZProfile.nullable(),
});
export type TMe = z.infer<typeof ZMe>;

export const ZIsAdminRequest = z.object({ user_id: z.string().max(100) });
export const ZIsAdminResponse = z.object({ isAdmin: z.boolean() });
export const ZGetUserIdRequest = z.object({ username: z.string().trim().min(1).max(100) });
export const ZGetUserIdResponse = z.object({ id: z.string() });
export type TGetUserIdResponse = z.infer<typeof ZGetUserIdResponse>;

export const ZPlaceQuery = z.object({ q: z.string().trim().min(1).max(100) });
export const ZPlaceSuggestion = z.object({
  label: z.string(),
  street: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type TPlaceSuggestion = z.infer<typeof ZPlaceSuggestion>;
export const ZPlaceSuggestions = z.array(ZPlaceSuggestion);
export type TPlaceSuggestions = z.infer<typeof ZPlaceSuggestions>;
