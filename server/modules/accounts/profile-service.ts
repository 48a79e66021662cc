import type { TPreferencesInput, TProfile, TProfileInput } from '@common/contracts/accounts';
import type { TPublicUser } from '@common/contracts/users';
import { AppError } from '@common/errors';
import { DEFAULT_LANGUAGE, type TLanguage } from '@common/i18n/languages';
import { MESSAGES } from '@common/messages';
import { distanceUnitForCountry } from '@common/rules/distance';
import { usernameKey } from '@common/rules/username-skeleton';
import type { FastifyBaseLogger } from 'fastify';
import type { TGeocoder } from '../../adapters/geocoder';
import type { TDb } from '../../db/client';
import { pgCode } from '../../db/pg-code';
import * as repo from './repository';

type TProfileRecord = NonNullable<Awaited<ReturnType<typeof repo.findProfile>>>;

export function toProfile(row: TProfileRecord): TProfile {
  return {
    user_id: row.userId,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    street: row.street,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    lat: row.lat,
    lng: row.lng,
    // Until they choose, the profile's country decides (km in Canada, miles in the United States).
    distance_unit: row.distanceUnit ?? distanceUnitForCountry(row.country),
    watch_notices: row.watchNotices,
    language: row.language,
  };
}

/** The user's own profile, or null before they complete it. */
export async function getProfile(db: TDb, userId: string): Promise<TProfile | null> {
  const row = await repo.findProfile(db, userId);
  return row ? toProfile(row) : null;
}

type TDbError = { constraint?: string; cause?: { constraint?: string } };
const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';
const violated = (err: unknown) => (err as TDbError).constraint ?? (err as TDbError).cause?.constraint ?? '';

const taken = () => new AppError('CONFLICT', MESSAGES.usernameTaken, { username: 'usernameTaken' });
const lookalike = () =>
  new AppError('CONFLICT', MESSAGES.usernameLookalike, { username: 'usernameLookalike' });

/**
 * The skeleton a saved username is stored with: its own, except that a profile keeping the name it
 * has keeps its stored one (a look-alike that predates the rule carries `#<id>`, docs/decisions.md).
 */
async function skeletonFor(db: TDb, userId: string, username: string): Promise<string> {
  const current = await repo.findProfile(db, userId);
  if (current && current.username === username && current.usernameSkeleton) return current.usernameSkeleton;
  return usernameKey(username);
}

/**
 * Saves the profile (docs/PRODUCT.md §5's rules are already checked by the request schema): the
 * username must be free without regard to case; the location comes from the chosen suggestion or
 * the geocoder, and a profile that cannot be placed is saved with a warning.
 */
export async function saveProfile(
  db: TDb,
  geocoder: TGeocoder,
  userId: string,
  input: TProfileInput,
  log: FastifyBaseLogger,
  /** The language of a new profile: the request's (the page it was filled in); kept on an update. */
  language: TLanguage = DEFAULT_LANGUAGE,
): Promise<{ profile: TProfile; warning?: string }> {
  // The request schema has NFKC-normalised the username and applied common/rules/username.ts.
  if (await repo.findUserIdByUsername(db, input.username, userId)) throw taken();
  const usernameSkeleton = await skeletonFor(db, userId, input.username);
  if (await repo.findUserIdBySkeleton(db, usernameSkeleton, userId)) throw lookalike();
  let point = input.lat != null && input.lng != null ? { lat: input.lat, lng: input.lng } : null;
  if (!point) {
    point = await geocoder.locate(input).catch((err: unknown) => {
      log.warn({ err }, 'geocoder failed');
      return null;
    });
  }
  try {
    const row = await repo.upsertProfile(db, {
      userId,
      username: input.username,
      usernameSkeleton,
      firstName: input.first_name,
      lastName: input.last_name,
      street: input.street,
      city: input.city,
      state: input.state,
      zip: input.zip,
      country: input.country,
      lat: point?.lat ?? null,
      lng: point?.lng ?? null,
      language,
    });
    if (!row) throw new Error('profile upsert returned no row');
    return { profile: toProfile(row), ...(point ? {} : { warning: MESSAGES.locationNotFound }) };
  } catch (err) {
    // Two users racing for one username (or two look-alikes): the unique indexes decide.
    if (isUniqueViolation(err)) throw violated(err).includes('skeleton') ? lookalike() : taken();
    throw err;
  }
}

/** Saves the user's preferences (the ones sent; the others stay); the profile must exist. */
export async function savePreferences(db: TDb, userId: string, input: TPreferencesInput): Promise<TProfile> {
  const row = await repo.updatePreferences(db, userId, {
    ...(input.distance_unit ? { distanceUnit: input.distance_unit } : {}),
    ...(input.watch_notices ? { watchNotices: input.watch_notices } : {}),
    ...(input.language ? { language: input.language } : {}),
  });
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.profileRequired);
  return toProfile(row);
}

/** What anyone may see of a seller: username and city, never email, street, postal code or name. */
export async function getPublicUser(db: TDb, userId: string): Promise<TPublicUser> {
  const row = await repo.findPublicProfile(db, userId);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  return {
    user_id: row.userId,
    username: row.username,
    city: row.city,
    state: row.state,
    country: row.country,
  };
}
