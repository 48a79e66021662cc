import { LIVE_CLOSE_SIGNED_OUT, LIVE_PATH } from '@common/contracts/messages';
import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount, tombstoneEmail } from '../../lib/accounts/delete-account';
import { createUser, nextIp, PASSWORD, signIn } from '../../test/accounts';
import { createPost, makeImage, multipart, postInput, someIds } from '../../test/posts';
import { fileReport, insertPost } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { sendMessageNotices } from '../messages/notices';
import { sendNoticeEmail } from '../post-notices/jobs';

// Deleting an account: nothing private is left in any table, no photo file in storage;
// the other side still reads the conversation under a deleted flag and cannot write to it; the
// sessions and an open socket end; the address can sign up anew. Tables are searched generically
// (every text-like column of every table), so a table added later is covered too.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
/** A user with a profile of their own words (nothing shared with other test users). */
async function person(app: FastifyInstance) {
  const n = `${Date.now().toString(36)}${serial++}`;
  const u = await createUser(app, { email: `gone-${n}@example.com` });
  const profile = {
    username: `gone_${n}`.slice(0, 20),
    first_name: `Firstname${n}`,
    last_name: `Lastname${n}`,
    street: `${n} Unique Street`,
    city: 'Halifax',
    state: 'NS',
    zip: `Z${n}`.slice(0, 10),
    country: 'Canada',
  };
  const res = await app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie: u.cookie },
    payload: profile,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...u, ...profile };
}

/** Every place a piece of text appears in the public schema: 'table.column' for each. */
async function whereFound(app: FastifyInstance, needle: string): Promise<string[]> {
  const cols = await app.db.execute(sql`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`);
  const found: string[] = [];
  for (const row of cols.rows as Array<{ table_name: string; column_name: string }>) {
    const res = await app.db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(row.table_name)}
          WHERE strpos(lower(${sql.identifier(row.column_name)}::text), lower(${needle})) > 0`,
    );
    if (Number(res.rows[0]?.n) > 0) found.push(`${row.table_name}.${row.column_name}`);
  }
  return found;
}

const count = async (app: FastifyInstance, query: ReturnType<typeof sql>) =>
  Number((await app.db.execute(query)).rows[0]?.n);

/** A live socket of `cookie`; `closed` resolves with its close code. */
async function liveSocket(app: FastifyInstance, cookie: string) {
  let closed!: Promise<number>;
  const ws = await app.injectWS(
    LIVE_PATH,
    { headers: { cookie } },
    {
      onInit(socket) {
        closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
      },
    },
  );
  return { ws, closed };
}

const send = (app: FastifyInstance, cookie: string, receiverId: string, content: string) =>
  app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie },
    payload: { receiver_id: receiverId, content },
    remoteAddress: nextIp(),
  });

describe('deleteAccount', () => {
  it('leaves nothing private, no photo file; the other side still reads the conversation', async () => {
    const gone = await person(t.app);
    const other = await person(t.app);
    const bystander = await createUser(t.app);

    // Their posts (photos) and a pending cart with a photo; the other side's post keeps its photos.
    await createPost(t.app, gone.cookie, { photos: 2 });
    await createPost(t.app, other.cookie, { photos: 1 });
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/carts',
      headers: { cookie: gone.cookie },
      payload: await postInput(t.app),
    });
    const { payload, headers } = multipart(await makeImage());
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/carts/${cart.json().id}/images`,
      headers: { ...headers, cookie: gone.cookie },
      payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const otherPhotos = await t.app.storage.list(`posts/${other.id}/`);
    expect(await t.app.storage.list(`posts/${gone.id}/`)).toHaveLength(3 * 3);

    // A conversation both ways, a star, a saved search, a garage vehicle, a device, a notice, a block.
    expect((await send(t.app, other.cookie, gone.id, 'Is the alternator still there?')).statusCode).toBe(200);
    expect((await send(t.app, gone.cookie, other.id, 'Yes, come Saturday.')).statusCode).toBe(200);
    const otherPost = await insertPost(t.app, other.id);
    const { vehicleId } = await someIds(t.app);
    await t.app.db.execute(
      sql`INSERT INTO favorites (user_id, post_id) VALUES (${gone.id}, ${otherPost.id})`,
    );
    await t.app.db.execute(
      sql`INSERT INTO saved_searches (user_id, name, query) VALUES (${gone.id}, 'Civic parts', 'year=2012')`,
    );
    await t.app.db.execute(
      sql`INSERT INTO garage_vehicles (user_id, vehicle_id, year) VALUES (${gone.id}, ${vehicleId}, 2012)`,
    );
    await t.app.db.execute(sql`
      INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
      VALUES (${gone.id}, ${`https://push.example/${gone.id}`}, 'key', 'secret')`);
    await t.app.db.execute(sql`
      INSERT INTO notifications (user_id, kind, params, link) VALUES (${gone.id}, 'alert', '{}'::jsonb, '/')`);
    await t.app.db.execute(
      sql`INSERT INTO message_blocks (blocker_id, blocked_id) VALUES (${gone.id}, ${bystander.id})`,
    );
    await t.app.db.execute(
      sql`INSERT INTO sign_ins (user_id, ip_address) VALUES (${gone.id}, '203.0.113.9')`,
    );
    await t.app.db.execute(sql`
      INSERT INTO two_factor (id, secret, backup_codes, user_id) VALUES (${`tf-${gone.id}`}, 'x', 'y', ${gone.id})`);
    // Reviews both ways; a report they filed; a Contact Us message from their address.
    await t.app.db.execute(sql`
      INSERT INTO reviews (post_id, post_title, reviewer_id, reviewee_id, rating, body)
      VALUES (${otherPost.id}, ${otherPost.title}, ${gone.id}, ${other.id}, 5, 'Honest seller.'),
             (NULL, 'An old post', ${other.id}, ${gone.id}, 4, 'Quick buyer.')`);
    const reportId = await fileReport(
      t.app,
      { post_id: otherPost.id, email: gone.email, reason: 'Spam' },
      { cookie: gone.cookie },
    );
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: `${gone.first_name} ${gone.last_name}`,
        email: gone.email,
        subject: 'Hi',
        message: 'A question.',
      },
      remoteAddress: nextIp(),
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const secondBrowser = (await signIn(t.app, gone.email)).cookie;
    const socket = await liveSocket(t.app, gone.cookie);

    // The search sees them before (so an empty answer after means something).
    expect(await whereFound(t.app, gone.email)).toEqual(
      expect.arrayContaining(['user.email', 'reports.email', 'contact_messages.email']),
    );
    expect(await whereFound(t.app, gone.street)).toEqual(['userdata.street']);

    const result = await deleteAccount(t.app, gone.id, { kind: 'self' });
    expect(result.photos).toBe(3);

    // Nothing private in any table.
    for (const needle of [
      gone.email,
      gone.username,
      gone.street,
      gone.zip,
      gone.first_name,
      gone.last_name,
    ]) {
      expect(await whereFound(t.app, needle), needle).toEqual([]);
    }
    // No photo file of theirs; the other side's stay.
    expect(await t.app.storage.list(`posts/${gone.id}/`)).toEqual([]);
    expect(await t.app.storage.list(`posts/${other.id}/`)).toEqual(otherPhotos);
    // Their rows are gone; the tombstone stays.
    for (const table of [
      'posts',
      'carts',
      'favorites',
      'saved_searches',
      'garage_vehicles',
      'push_subscriptions',
      'notifications',
      'sign_ins',
      'two_factor',
      'account',
      'session',
    ]) {
      expect(
        await count(
          t.app,
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${gone.id}`,
        ),
        table,
      ).toBe(0);
    }
    expect(
      await count(t.app, sql`SELECT count(*)::int AS n FROM message_blocks WHERE blocker_id = ${gone.id}`),
    ).toBe(0);
    const tomb = (await t.app.db.execute(sql`SELECT * FROM "user" WHERE id = ${gone.id}`)).rows[0] as Record<
      string,
      unknown
    >;
    expect(tomb).toMatchObject({ name: '', email_verified: false, two_factor_enabled: false });
    expect(tomb.deleted_at).not.toBeNull();
    // Reviews they wrote stay; reviews about them go. Their report stays without its address.
    expect(
      await count(t.app, sql`SELECT count(*)::int AS n FROM reviews WHERE reviewer_id = ${gone.id}`),
    ).toBe(1);
    expect(
      await count(t.app, sql`SELECT count(*)::int AS n FROM reviews WHERE reviewee_id = ${gone.id}`),
    ).toBe(0);
    const report = (await t.app.db.execute(sql`SELECT email, user_id FROM reports WHERE id = ${reportId}`))
      .rows[0];
    expect(report).toEqual({ email: '', user_id: gone.id });

    // Sessions end and the open socket closes as signed out.
    expect(await socket.closed).toBe(LIVE_CLOSE_SIGNED_OUT);
    for (const cookie of [gone.cookie, secondBrowser]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(
        401,
      );
    }
    expect((await signIn(t.app, gone.email)).res.statusCode).toBe(401);

    // The other side reads both messages, the account marked deleted, under no former name.
    const conv = await t.app.inject({
      method: 'GET',
      url: `/api/messages/${gone.id}`,
      headers: { cookie: other.cookie },
    });
    expect(conv.statusCode, conv.body).toBe(200);
    expect(conv.json().user.deleted).toBe(true);
    expect(conv.json().messages.map((m: { content: string }) => m.content)).toEqual([
      'Is the alternator still there?',
      'Yes, come Saturday.',
    ]);
    const contacts = await t.app.inject({
      method: 'GET',
      url: '/api/messages/contacts',
      headers: { cookie: other.cookie },
    });
    expect(contacts.json().contacts).toEqual([expect.objectContaining({ user_id: gone.id, deleted: true })]);
    for (const body of [conv.body, contacts.body]) {
      expect(body).not.toContain(gone.username);
      expect(body).not.toContain(gone.email);
    }
    // ...and cannot write to them: a 4xx in words.
    const refused = await send(t.app, other.cookie, gone.id, 'Hello?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.messageReceiverDeleted);
    // The seller page is gone.
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${gone.id}` })).statusCode).toBe(404);

    // The address signs up again as a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-up',
      payload: { email: gone.email, password: PASSWORD, confirmPassword: PASSWORD, terms: true },
      remoteAddress: nextIp(),
    });
    expect(again.statusCode, again.body).toBe(201);
    const fresh = await t.app.db.execute(sql`SELECT id FROM "user" WHERE email = ${gone.email}`);
    expect(fresh.rows).toHaveLength(1);
    expect(fresh.rows[0]?.id).not.toBe(gone.id);
  });

  it("an admin's deletion is audited with its reason (the account named by id, not address); twice is a 409", async () => {
    const gone = await person(t.app);
    const admin = await createUser(t.app, { admin: true });
    await deleteAccount(t.app, gone.id, {
      kind: 'admin',
      adminId: admin.id,
      adminEmail: admin.email,
      reason: 'Scam reports confirmed',
    });
    const entries = await t.app.db.execute(
      sql`SELECT admin_id, action, target_type, target_id, details FROM audit_log WHERE target_id = ${gone.id}`,
    );
    expect(entries.rows).toEqual([
      {
        admin_id: admin.id,
        action: 'user.delete',
        target_type: 'user',
        target_id: gone.id,
        details: 'Scam reports confirmed',
      },
    ]);
    expect(await whereFound(t.app, gone.email)).toEqual([]);
    await expect(deleteAccount(t.app, gone.id, { kind: 'self' })).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.accountAlreadyDeleted,
    });
    await expect(deleteAccount(t.app, 'no-such-user', { kind: 'self' })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('open reports about their posts are settled; a conversation with another deleted account goes', async () => {
    const first = await person(t.app);
    const second = await person(t.app);
    const post = await insertPost(t.app, first.id);
    const reportId = await fileReport(t.app, { post_id: post.id });
    expect((await send(t.app, first.cookie, second.id, 'Hello there')).statusCode).toBe(200);
    await deleteAccount(t.app, second.id, { kind: 'self' });
    // Its unseen message is emailed to nobody, and no notice email reaches the deleted account.
    await sendMessageNotices(t.app, 0);
    expect(
      await sendNoticeEmail(t.app, { kind: 'post_expired', params: {}, link: '/', userId: second.id }),
    ).toBe(false);
    expect(
      await sendNoticeEmail(t.app, { kind: 'post_expired', params: {}, link: '/', userId: first.id }),
    ).toBe(true);
    const mailed = (await t.app.mailer.list()).map((m) => m.to);
    expect(mailed).toContain(first.email);
    expect(mailed).not.toContain(second.email);
    expect(mailed).not.toContain(tombstoneEmail(second.id));
    expect(
      await count(t.app, sql`SELECT count(*)::int AS n FROM messages WHERE sender_id = ${first.id}`),
    ).toBe(1);
    await deleteAccount(t.app, first.id, { kind: 'self' });
    expect(
      await count(t.app, sql`SELECT count(*)::int AS n FROM messages WHERE sender_id = ${first.id}`),
    ).toBe(0);
    const report = (
      await t.app.db.execute(
        sql`SELECT resolved, resolution, post_id, post_title FROM reports WHERE id = ${reportId}`,
      )
    ).rows[0];
    expect(report).toEqual({ resolved: true, resolution: 'deleted', post_id: null, post_title: post.title });
  });
});
