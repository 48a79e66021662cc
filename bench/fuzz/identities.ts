import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { TRole } from './requests';
import type { TKnown } from './values';

// Who the fuzz is (a visitor, a signed-in user, an admin) and what real rows it knows: a post, a
// cart, a message, a contact message, a report. The fuzz may sign its people out, change their
// passwords, ban or remove them: `refresh` signs them in again, or makes new ones.

export const FUZZ_PASSWORD = 'Str0ng!pass';

interface TPerson {
  id: string;
  email: string;
  cookie: string;
}

let serial = 0;
const fresh = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

function cookieOf(res: LightMyRequestResponse): string {
  const set = res.headers['set-cookie'];
  const lines = Array.isArray(set) ? set : set ? [set] : [];
  return lines.map((line) => line.split(';')[0]).join('; ');
}

export class Identities {
  private people = new Map<Exclude<TRole, 'visitor'>, TPerson>();
  readonly known: TKnown = { ints: [], userIds: [], emails: [], usernames: [], strings: [] };

  constructor(
    private app: FastifyInstance,
    private origin: string,
  ) {}

  private inject(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
    return this.app.inject({ method, url, headers: { cookie, origin: this.origin }, payload });
  }

  private async signIn(email: string): Promise<string> {
    const res = await this.inject('POST', '/api/auth/sign-in/email', '', { email, password: FUZZ_PASSWORD });
    return res.statusCode === 200 ? cookieOf(res) : '';
  }

  private async create(role: 'user' | 'admin'): Promise<TPerson> {
    const username = `fz${fresh()}`.slice(0, 20);
    const email = `${username}@example.com`;
    const created = await this.app.auth.api.createUser({
      body: { email, password: FUZZ_PASSWORD, name: '', role, data: { emailVerified: true } },
    });
    const cookie = await this.signIn(email);
    await this.inject('PUT', '/api/profile', cookie, {
      username,
      first_name: 'Fuzz',
      last_name: 'Tester',
      street: '12 Rodeo Dr',
      city: 'Beverly Hills',
      state: 'CA',
      zip: '90210',
      country: 'United States',
    });
    this.known.userIds.push(created.user.id);
    this.known.emails.push(email);
    this.known.usernames.push(username);
    return { id: created.user.id, email, cookie };
  }

  /** The people, and a few real rows for ids to point at. */
  async setup(): Promise<void> {
    this.people.set('user', await this.create('user'));
    this.people.set('admin', await this.create('admin'));
    const other = await this.create('user');
    const user = this.person('user');
    const ids = (await this.app.inject({ method: 'GET', url: '/api/vehicles' })).json() as { id: number }[];
    const parts = (await this.app.inject({ method: 'GET', url: '/api/parts' })).json() as { id: number }[];
    const post = {
      year: 2012,
      vehicle_id: ids[0]?.id ?? 1,
      part_id: parts[0]?.id ?? 1,
      stock_number: 'FZ-1',
      description: 'A part for the fuzz.',
      price: 100,
      currencytype: 'CAD',
    };
    const cart = await this.inject('POST', '/api/carts', user.cookie, post);
    const cartId = cart.json().id as number;
    const published = await this.inject('POST', '/api/create-checkout-session', user.cookie, {
      id: cartId,
      currency: 'cad',
      discountCode: 'PARTSYARD-LAUNCH',
    });
    const pending = await this.inject('POST', '/api/carts', user.cookie, post);
    const message = await this.inject('POST', '/api/messages', other.cookie, {
      receiver_id: user.id,
      content: 'Is it still for sale?',
    });
    const contact = await this.inject('POST', '/api/contact', '', {
      name: 'Fuzz',
      email: 'fuzz@example.com',
      subject: 'Hello',
      message: 'A message for the inbox.',
    });
    const mine = (await this.inject('GET', '/api/my-posts', user.cookie)).json() as {
      posts?: { id: number }[];
    };
    const postId = mine.posts?.[0]?.id;
    const idOf = (res: LightMyRequestResponse) =>
      (res.json() as { id?: number; message?: { id?: number } }) ?? {};
    this.known.ints.push(
      cartId,
      pending.json().id,
      ids[0]?.id ?? 1,
      parts[0]?.id ?? 1,
      idOf(contact).id ?? 1,
      idOf(message).message?.id ?? 1,
      ...(postId ? [postId] : []),
    );
    this.known.ints = [...new Set(this.known.ints.filter((n) => Number.isInteger(n)))];
    this.known.strings.push(published.json().url ?? '', 'PARTSYARD-LAUNCH', 'Honda - Civic');
  }

  private person(role: Exclude<TRole, 'visitor'>): TPerson {
    const p = this.people.get(role);
    if (!p) throw new Error(`no ${role}: call setup() first`);
    return p;
  }

  /** The Cookie header a role sends ('' for a visitor). */
  cookie(role: TRole): string {
    return role === 'visitor' ? '' : this.person(role).cookie;
  }

  /** Makes sure the role is signed in: signs in again, or makes a new person when that fails. */
  async refresh(role: TRole): Promise<void> {
    if (role === 'visitor') return;
    const p = this.person(role);
    if (await this.isSignedIn(p.cookie, role)) return;
    const cookie = await this.signIn(p.email);
    if (cookie && (await this.isSignedIn(cookie, role))) {
      p.cookie = cookie;
      return;
    }
    this.people.set(role, await this.create(role));
  }

  private async isSignedIn(cookie: string, role: TRole): Promise<boolean> {
    if (!cookie) return false;
    const me = await this.inject('GET', '/api/me', cookie);
    if (me.statusCode !== 200) return false;
    return role !== 'admin' || (me.json() as { user: { isAdmin: boolean } }).user.isAdmin;
  }
}

/** A small real PNG for the photo fields. */
export function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();
}
