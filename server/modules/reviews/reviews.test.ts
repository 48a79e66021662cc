import type {
  TReputation,
  TReview,
  TReviewEligibility,
  TUserReviewsResponse,
} from '@common/contracts/reviews';
import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp } from '../../test/accounts';
import { insertPost } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Reputation: who may rate whom (both sides wrote in a conversation about the post), once
// per post, the 7-day edit window, one answer, admin removal with its audit entry, and public answers
// that carry nothing private.

const DAY = 86_400_000;
let offset = 0;
let t: TTestApp;
let admin: TUser;
beforeAll(async () => {
  t = await createTestApp({}, {}, { clock: () => new Date(Date.now() + offset) });
  admin = await createUser(t.app, { admin: true, username: `rv_admin` });
});
afterAll(() => t.close());

interface TUser {
  id: string;
  email: string;
  cookie: string;
}
const emails: string[] = [];
/** sampleProfile's street, postal code and legal name: never in a public answer. */
const PRIVATE = ['12 Rodeo Dr', '90210', 'Robin', 'Seller'];
let n = 0;

async function user(name: string): Promise<TUser & { name: string }> {
  const username = `${name}${++n}`;
  const u = await createUser(t.app, { username });
  emails.push(u.email);
  return { ...u, name: username };
}

async function call(who: TUser | null, method: InjectOptions['method'], url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
}
async function send(from: TUser, to: TUser, content: string, postId?: number) {
  const res = await call(from, 'POST', '/api/messages', {
    receiver_id: to.id,
    content,
    ...(postId === undefined ? {} : { post_id: postId }),
  });
  expect(res.statusCode, res.body).toBe(200);
}
/** A seller, a buyer, a post of the seller and a conversation about it in which both wrote. */
async function deal() {
  const seller = await user('seller');
  const buyer = await user('buyer');
  const post = await insertPost(t.app, seller.id);
  await send(buyer, seller, 'Is the alternator still available?', post.id);
  await send(seller, buyer, 'Yes, come by on Saturday.');
  return { seller, buyer, post };
}
const rate = (from: TUser, to: TUser, postId: number, rating: unknown = 5, text: unknown = 'Great part.') =>
  call(from, 'POST', '/api/reviews', { post_id: postId, reviewee_id: to.id, rating, text });
async function rated(from: TUser, to: TUser, postId: number, rating = 5, text = 'Great part.') {
  const res = await rate(from, to, postId, rating, text);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TReview;
}
async function reputation(who: TUser): Promise<TReputation> {
  const res = await call(null, 'GET', `/api/users/${who.id}/reputation`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function eligibility(me: TUser, other: TUser, postId: number): Promise<TReviewEligibility> {
  const res = await call(me, 'GET', `/api/reviews/eligibility?with=${other.id}&post_id=${postId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const expectError = (res: { statusCode: number; json(): unknown }, status: number, message: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ message });
};

describe('who may rate', () => {
  it('both sides of a conversation about a post rate each other once, and the reviews show', async () => {
    const { seller, buyer, post } = await deal();
    expect(await eligibility(buyer, seller, post.id)).toEqual({
      can_rate: true,
      review: null,
      can_edit: false,
      reason: null,
    });
    const review = await rated(buyer, seller, post.id, 4, '  Part as described.  ');
    expect(review).toMatchObject({
      rating: 4,
      text: 'Part as described.',
      edited: false,
      post_id: post.id,
      post_title: post.title,
      reviewer_id: buyer.id,
      reviewer_name: buyer.name,
      reviewee_id: seller.id,
      answer: null,
    });
    await rated(seller, buyer, post.id, 5, '');
    expectError(await rate(buyer, seller, post.id), 409, MESSAGES.reviewTwice);
    const mine = await eligibility(buyer, seller, post.id);
    expect(mine).toMatchObject({ can_rate: false, can_edit: true, reason: null, review: { id: review.id } });

    const ofSeller = await reputation(seller);
    expect(ofSeller).toMatchObject({ average: 4, count: 1, email_verified: true, posts_sold: 0 });
    expect(ofSeller.latest.map((r) => r.id)).toEqual([review.id]);
    const ofBuyer = await reputation(buyer);
    expect(ofBuyer).toMatchObject({ average: 5, count: 1 });
    expect(ofBuyer.latest[0]).toMatchObject({ text: '', reviewer_name: seller.name });
  });

  it('refuses self-ratings, strangers, one-sided conversations and posts of neither', async () => {
    const { seller, buyer, post } = await deal();
    expectError(await rate(seller, seller, post.id), 400, MESSAGES.reviewSelf);
    const stranger = await user('stranger');
    expectError(await rate(stranger, seller, post.id), 403, MESSAGES.reviewNoConversation);
    // The buyer asked, the seller never answered: no rating either way.
    const silent = await user('silent');
    const asker = await user('asker');
    const other = await insertPost(t.app, silent.id);
    await send(asker, silent, 'Still for sale?', other.id);
    await send(asker, silent, 'Hello?');
    expectError(await rate(asker, silent, other.id), 403, MESSAGES.reviewNoConversation);
    expectError(await rate(silent, asker, other.id), 403, MESSAGES.reviewNoConversation);
    expect(await eligibility(asker, silent, other.id)).toMatchObject({
      can_rate: false,
      reason: MESSAGES.reviewNoConversation,
    });
    // They talked, but about another post: this one's conversation never happened.
    const unrelated = await insertPost(t.app, seller.id);
    expectError(await rate(buyer, seller, unrelated.id), 403, MESSAGES.reviewNoConversation);
    // Messages before the post was asked about do not make a conversation about it.
    const early = await user('early');
    const late = await user('late');
    await send(early, late, 'Hi, do you sell parts?');
    await send(late, early, 'Yes.');
    const latePost = await insertPost(t.app, late.id);
    await send(early, late, 'This one?', latePost.id);
    expectError(await rate(early, late, latePost.id), 403, MESSAGES.reviewNoConversation);
    await send(late, early, 'Yes, that one.');
    await rated(early, late, latePost.id);
    // A post of a third person, even with a conversation between the two.
    const third = await user('third');
    const thirdPost = await insertPost(t.app, third.id);
    expectError(await rate(buyer, seller, thirdPost.id), 403, MESSAGES.reviewNoConversation);
    expectError(await rate(buyer, seller, 2_000_000_000), 404, MESSAGES.reviewPostNotFound);
    expectError(await rate(buyer, { ...seller, id: 'nobody' }, post.id), 404, MESSAGES.reviewUserNotFound);
  });

  it('a seller who talked with two buyers about one post rates each of them once', async () => {
    const { seller, buyer, post } = await deal();
    const second = await user('second');
    await send(second, seller, 'Would you take 80?', post.id);
    await send(seller, second, 'No, 100 is fair.');
    await rated(seller, buyer, post.id);
    // Once per post and rated user: the second buyer may be rated too, each of them once.
    expect(await eligibility(seller, second, post.id)).toMatchObject({ can_rate: true });
    await rated(seller, second, post.id, 2);
    expectError(await rate(seller, second, post.id), 409, MESSAGES.reviewTwice);
    expectError(await rate(seller, buyer, post.id), 409, MESSAGES.reviewTwice);
    expect(await eligibility(seller, second, post.id)).toMatchObject({ can_rate: false });
    await rated(second, seller, post.id, 3);
  });

  it('asks a visitor to sign in, and refuses a suspended or deleted user', async () => {
    const { seller, buyer, post } = await deal();
    expectError(await rate({ ...buyer, cookie: '' }, seller, post.id), 401, MESSAGES.signInRequired);
    await t.app.db.execute(sql`UPDATE "user" SET banned = true WHERE id = ${buyer.id}`);
    // The session check (auth-session) or the reviews service refuses it, either way in words.
    const suspended = await rate(buyer, seller, post.id);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/suspended/),
    });
    expect(await reputation(seller)).toMatchObject({ count: 0 });
    await t.app.db.execute(sql`UPDATE "user" SET banned = false WHERE id = ${buyer.id}`);
    await t.app.db.execute(sql`UPDATE "user" SET deleted_at = now() WHERE id = ${seller.id}`);
    expectError(await rate(buyer, seller, post.id), 404, MESSAGES.reviewUserNotFound);
    expectError(await rate(seller, buyer, post.id), 401, MESSAGES.signInRequired);
    expect((await call(null, 'GET', `/api/users/${seller.id}/reputation`)).statusCode).toBe(404);
  });

  it('answers bad input with 400 and the sentence', async () => {
    const { seller, buyer, post } = await deal();
    for (const rating of [0, 6, 4.5, '5', null]) {
      expectError(await rate(buyer, seller, post.id, rating), 400, MESSAGES.reviewRatingInvalid);
    }
    expectError(await rate(buyer, seller, post.id, 5, 'x'.repeat(501)), 400, MESSAGES.reviewTextTooLong);
    expectError(await rate(buyer, seller, post.id, 5, 42), 400, MESSAGES.reviewTextTooLong);
    expectError(
      await call(buyer, 'POST', '/api/reviews', { post_id: 'x', reviewee_id: seller.id, rating: 5 }),
      400,
      MESSAGES.reviewPostInvalid,
    );
    expectError(
      await call(buyer, 'POST', '/api/reviews', { post_id: post.id, reviewee_id: 'a b', rating: 5 }),
      400,
      MESSAGES.reviewUserInvalid,
    );
    // 500 characters exactly is fine.
    await rated(buyer, seller, post.id, 1, 'x'.repeat(500));
  });
});

describe('editing and answering', () => {
  it('lets the author edit for 7 days, then no longer', async () => {
    const { seller, buyer, post } = await deal();
    const review = await rated(buyer, seller, post.id, 2, 'Late.');
    const patch = (who: TUser, body: object) => call(who, 'PATCH', `/api/reviews/${review.id}`, body);
    expectError(await patch(seller, { rating: 5 }), 403, MESSAGES.reviewNotYours);
    expectError(await patch(buyer, {}), 400, MESSAGES.reviewChangeEmpty);
    expectError(await patch(buyer, { rating: 9 }), 400, MESSAGES.reviewRatingInvalid);
    try {
      offset = 6 * DAY;
      const res = await patch(buyer, { rating: 4, text: 'Late, but a good part.' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ rating: 4, text: 'Late, but a good part.', edited: true });
      offset = 7 * DAY + 60_000;
      expectError(await patch(buyer, { rating: 5 }), 403, MESSAGES.reviewEditClosed);
      expect(await eligibility(buyer, seller, post.id)).toMatchObject({
        can_rate: false,
        can_edit: false,
        review: { id: review.id, rating: 4 },
      });
    } finally {
      offset = 0;
    }
    expect((await reputation(seller)).average).toBe(4);
  });

  it('lets the rated user answer once, in public, and nobody else', async () => {
    const { seller, buyer, post } = await deal();
    const review = await rated(buyer, seller, post.id);
    const answer = (who: TUser, text: unknown) =>
      call(who, 'POST', `/api/reviews/${review.id}/answer`, { text });
    expectError(await answer(buyer, 'Me too'), 403, MESSAGES.reviewAnswerNotYours);
    expectError(await answer(seller, '   '), 400, MESSAGES.reviewAnswerRequired);
    expectError(await answer(seller, 'y'.repeat(501)), 400, MESSAGES.reviewAnswerTooLong);
    const res = await answer(seller, 'Thanks, enjoy the part!');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ answer: 'Thanks, enjoy the part!' });
    expectError(await answer(seller, 'Changed my mind'), 409, MESSAGES.reviewAnswered);
    const list = await call(null, 'GET', `/api/users/${seller.id}/reviews`);
    expect((list.json() as TUserReviewsResponse).reviews[0]?.answer).toBe('Thanks, enjoy the part!');
    expectError(
      await call(seller, 'POST', '/api/reviews/2000000000/answer', { text: 'x' }),
      404,
      MESSAGES.reviewNotFound,
    );
  });
});

describe('public reads', () => {
  it('list newest first, paged, with nothing private, and a deleted author as nobody', async () => {
    const seller = await user('busy');
    const buyers = [];
    for (let i = 0; i < 11; i += 1) {
      const buyer = await user('many');
      const post = await insertPost(t.app, seller.id);
      await send(buyer, seller, 'Available?', post.id);
      await send(seller, buyer, 'Yes.');
      await rated(buyer, seller, post.id, (i % 5) + 1, `Review ${i}`);
      buyers.push(buyer);
    }
    const first = await call(null, 'GET', `/api/users/${seller.id}/reviews`);
    const second = await call(null, 'GET', `/api/users/${seller.id}/reviews?page=2`);
    for (const res of [first, second, await call(null, 'GET', `/api/users/${seller.id}/reputation`)]) {
      expect(res.statusCode, res.body).toBe(200);
      for (const secret of [...emails, ...PRIVATE]) expect(res.body).not.toContain(secret);
      expect(res.body).not.toMatch(
        /"(removed_at|removed_by|removed_reason|email|street|zip|first_name|last_name)":/,
      );
    }
    const a = first.json() as TUserReviewsResponse;
    expect(a.reviews.map((r) => r.text)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((i) => `Review ${i}`));
    expect(a.has_more).toBe(true);
    expect((second.json() as TUserReviewsResponse).reviews.map((r) => r.text)).toEqual(['Review 0']);
    const rep = await reputation(seller);
    // (1+2+3+4+5)*2 + 1 = 31 over 11.
    expect(rep).toMatchObject({ count: 11, average: 2.8 });
    expect(rep.latest.map((r) => r.text)).toEqual(['Review 10', 'Review 9', 'Review 8']);

    const gone = buyers[10] as TUser;
    await t.app.db.execute(sql`UPDATE "user" SET deleted_at = now() WHERE id = ${gone.id}`);
    const latest = (await reputation(seller)).latest[0];
    expect(latest).toMatchObject({ text: 'Review 10', reviewer_id: null, reviewer_name: null });
    expect((await call(null, 'GET', '/api/users/nobody/reviews')).statusCode).toBe(404);
    expectError(await call(null, 'GET', `/api/users/${seller.id}/reviews?page=0`), 400, MESSAGES.pageInvalid);
  });

  it('counts posts sold and states the member-since date', async () => {
    const seller = await user('sold');
    const sold = await insertPost(t.app, seller.id);
    await insertPost(t.app, seller.id);
    const marked = await call(seller, 'POST', `/api/posts/${sold.id}/sold`);
    expect(marked.statusCode, marked.body).toBe(200);
    // Marking it sold again counts once.
    await call(seller, 'POST', `/api/posts/${sold.id}/sold`);
    const rep = await reputation(seller);
    expect(rep).toMatchObject({ posts_sold: 1, average: null, count: 0, latest: [], response_time: null });
    // Still counted once the lifetime job has deleted the sold post, 7 days on.
    await t.app.db.execute(sql`DELETE FROM posts WHERE id = ${sold.id}`);
    expect((await reputation(seller)).posts_sold).toBe(1);
    const created = await t.app.db.execute(sql`SELECT created_at FROM "user" WHERE id = ${seller.id}`);
    expect(rep.member_since).toBe(new Date(created.rows[0]?.created_at as string).toISOString());
  });
});

describe('response time', () => {
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
  async function message(from: TUser, to: TUser, createdAt: Date) {
    await t.app.db.execute(sql`
      INSERT INTO messages (sender_id, receiver_id, content, created_at) VALUES (${from.id}, ${to.id}, 'hi', ${createdAt})`);
  }

  it('is the median delay of the user’s answers over 90 days, in buckets, with 3 samples at least', async () => {
    const seller = await user('answers');
    const [a, b, c] = [await user('ask'), await user('ask'), await user('ask')] as TUser[];
    // a: asks twice in a row (one turn), answered 2 hours after the first; asks again, answered in 3 hours.
    await message(a as TUser, seller, at(50));
    await message(a as TUser, seller, at(49.5));
    await message(seller, a as TUser, at(48));
    await message(a as TUser, seller, at(40));
    await message(seller, a as TUser, at(37));
    expect((await reputation(seller)).response_time).toBeNull(); // two samples
    // b: answered in 4 hours; c: never answered (no sample).
    await message(b as TUser, seller, at(30));
    await message(seller, b as TUser, at(26));
    await message(c as TUser, seller, at(10));
    // Samples 2, 3, 4 hours: the median is 3 hours, "within a few hours".
    expect((await reputation(seller)).response_time).toBe('hours');
    // Two quick answers more: 2, 3, 4, 0.1, 0.2 hours -> median 2 hours, still a few hours.
    await message(c as TUser, seller, at(9));
    await message(seller, c as TUser, at(9 - 0.1));
    await message(b as TUser, seller, at(5));
    await message(seller, b as TUser, at(5 - 0.2));
    expect((await reputation(seller)).response_time).toBe('hours');
    // Answers older than 90 days no longer count.
    try {
      offset = 91 * DAY;
      expect((await reputation(seller)).response_time).toBeNull();
    } finally {
      offset = 0;
    }
  });

  it('says within an hour for quick answers', async () => {
    const seller = await user('quick');
    for (let i = 0; i < 3; i += 1) {
      const asker = await user('fast');
      await message(asker, seller, at(10 + i));
      await message(seller, asker, at(10 + i - 0.25));
    }
    expect((await reputation(seller)).response_time).toBe('hour');
  });
});

describe('admin removal', () => {
  it('removes a review from lists and averages, with the reason in the audit log', async () => {
    const { seller, buyer, post } = await deal();
    const review = await rated(buyer, seller, post.id, 1, 'Rude!');
    const other = await user('fair');
    const otherPost = await insertPost(t.app, seller.id);
    await send(other, seller, 'Available?', otherPost.id);
    await send(seller, other, 'Yes.');
    await rated(other, seller, otherPost.id, 5);
    expect(await reputation(seller)).toMatchObject({ count: 2, average: 3 });
    const remove = (body: object) => call(admin, 'POST', `/api/admin/reviews/${review.id}/remove`, body);
    expectError(await remove({}), 400, MESSAGES.reviewRemoveReasonRequired);
    expectError(await remove({ reason: ' ' }), 400, MESSAGES.reviewRemoveReasonRequired);
    expectError(await remove({ reason: 'r'.repeat(501) }), 400, MESSAGES.reviewRemoveReasonTooLong);
    const res = await remove({ reason: 'Insults, not a review.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: review.id, removed: true });
    expectError(await remove({ reason: 'Again' }), 409, MESSAGES.reviewAlreadyRemoved);
    expectError(
      await call(admin, 'POST', '/api/admin/reviews/2000000000/remove', { reason: 'x' }),
      404,
      MESSAGES.reviewNotFound,
    );

    const rep = await reputation(seller);
    expect(rep).toMatchObject({ count: 1, average: 5 });
    expect(rep.latest.map((r) => r.id)).not.toContain(review.id);
    const list = (await call(null, 'GET', `/api/users/${seller.id}/reviews`)).json() as TUserReviewsResponse;
    expect(list.reviews.map((r) => r.id)).not.toContain(review.id);
    // Its author can neither edit it nor write another for the post; its subject cannot answer it.
    expectError(
      await call(buyer, 'PATCH', `/api/reviews/${review.id}`, { rating: 2 }),
      404,
      MESSAGES.reviewNotFound,
    );
    expectError(await rate(buyer, seller, post.id), 409, MESSAGES.reviewTwice);
    expectError(
      await call(seller, 'POST', `/api/reviews/${review.id}/answer`, { text: 'Hm' }),
      404,
      MESSAGES.reviewNotFound,
    );
    expect((await eligibility(buyer, seller, post.id)).review).toBeNull();

    const audit = await t.app.db.execute(
      sql`SELECT admin_id, action, target_type, target_id, details FROM audit_log WHERE target_type = 'review'`,
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({
        admin_id: admin.id,
        action: 'review.removed',
        target_id: String(review.id),
        details: expect.stringContaining('Reason: Insults, not a review.'),
      }),
    ]);
    const stored = await t.app.db.execute(
      sql`SELECT removed_by, removed_reason FROM reviews WHERE id = ${review.id}`,
    );
    expect(stored.rows[0]).toEqual({ removed_by: admin.id, removed_reason: 'Insults, not a review.' });
  });
});
