import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { signIns, user, userdata, verification } from '../../db/schema';

export function findUserByEmail(db: TDb, email: string) {
  return db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified, role: user.role })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${email})`)
    .then((rows) => rows[0]);
}

export function findUserById(db: TDb, id: string) {
  return db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(eq(user.id, id))
    .then((rows) => rows[0]);
}

export function findProfile(db: TDb, userId: string) {
  return db
    .select()
    .from(userdata)
    .where(eq(userdata.userId, userId))
    .then((rows) => rows[0]);
}

/** A profile anyone may see: none for a deleted account (its placeholder profile is not a seller). */
export function findPublicProfile(db: TDb, userId: string) {
  return db
    .select({ profile: userdata })
    .from(userdata)
    .innerJoin(user, eq(user.id, userdata.userId))
    .where(and(eq(userdata.userId, userId), isNull(user.deletedAt)))
    .then((rows) => rows[0]?.profile);
}

/** The user id behind a username, without regard to case. */
export function findUserIdByUsername(db: TDb, username: string, exceptUserId?: string) {
  return db
    .select({ userId: userdata.userId })
    .from(userdata)
    .where(
      and(
        sql`lower(${userdata.username}) = lower(${username})`,
        exceptUserId ? ne(userdata.userId, exceptUserId) : undefined,
      ),
    )
    .then((rows) => rows[0]?.userId);
}

/** The user id whose username looks like this one (the same confusable skeleton), if another's. */
export function findUserIdBySkeleton(db: TDb, skeleton: string, exceptUserId: string) {
  return db
    .select({ userId: userdata.userId })
    .from(userdata)
    .where(and(eq(userdata.usernameSkeleton, skeleton), ne(userdata.userId, exceptUserId)))
    .then((rows) => rows[0]?.userId);
}

export type TProfileRow = typeof userdata.$inferInsert;

/** Inserts or updates the user's profile in one statement. */
export function upsertProfile(db: TDb, row: TProfileRow) {
  // The language is the one the profile was made in until the person changes it (preferences).
  const { userId: _id, createdAt: _c, language: _l, ...changes } = row;
  return db
    .insert(userdata)
    .values(row)
    .onConflictDoUpdate({ target: userdata.userId, set: { ...changes, updatedAt: new Date() } })
    .returning()
    .then((rows) => rows[0]);
}

/** Updates the profile's preferences; undefined when the user has no profile yet. */
export function updatePreferences(
  db: TDb,
  userId: string,
  changes: Pick<TProfileRow, 'distanceUnit' | 'watchNotices' | 'language'>,
) {
  return db
    .update(userdata)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(userdata.userId, userId))
    .returning()
    .then((rows) => rows[0]);
}

/** Whether any account holds the admin role. */
export async function hasAdmin(db: TDb): Promise<boolean> {
  const existing = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).limit(1);
  return existing.length > 0;
}

/** Gives the account the admin role. */
export async function makeAdmin(db: TDb, userId: string) {
  await db.update(user).set({ role: 'admin' }).where(eq(user.id, userId));
}

export function setRole(db: TDb, email: string, role: 'admin' | null) {
  return db
    .update(user)
    .set({ role })
    .where(sql`lower(${user.email}) = lower(${email})`)
    .returning({ id: user.id, email: user.email });
}

/** Deletes every password reset token of the user (Better Auth keeps them as 'reset-password:<token>'). */
export function endResetTokens(db: TDb, userId: string) {
  return db
    .delete(verification)
    .where(and(sql`${verification.identifier} LIKE 'reset-password:%'`, eq(verification.value, userId)));
}

/** Stores one sign-in, as given (sign-ins.ts decides what is kept of it). */
export async function insertSignIn(
  db: Pick<TDb, 'insert'>,
  row: { userId: string; ipAddress: string | null; userAgent: string | null },
) {
  await db.insert(signIns).values(row);
}

/** Deletes the sign-ins made before `before`; how many went. */
export async function deleteSignInsBefore(db: Pick<TDb, 'delete'>, before: Date): Promise<number> {
  const gone = await db.delete(signIns).where(lt(signIns.createdAt, before)).returning({ id: signIns.id });
  return gone.length;
}
