import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { ContactPage } from './contact-page';

const renderContact = () => renderRoutes([{ path: '/contact-us', element: <ContactPage /> }], '/contact-us');

async function fillRequired() {
  await typeInto(getByLabel('Name'), 'Ada Lovelace');
  await typeInto(getByLabel('Email'), 'ada@example.com');
  await typeInto(getByLabel('Subject'), 'Looking for a gearbox');
  await typeInto(getByLabel('Message'), 'Do you know anyone selling a 1999 Corolla gearbox?');
}

describe('contact form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the required-field messages without calling the server', async () => {
    const fetchMock = stubFetch({});
    await renderContact();
    await click(getByRole('button', 'Send Message'));

    const text = bodyText();
    expect(text).toContain('Please enter your name.');
    expect(text).toContain('Please enter your email address.');
    expect(text).toContain('Please enter a subject.');
    expect(text).toContain('Please enter a message.');
    expect(getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    expect(getByLabel('Phone (optional)').getAttribute('aria-invalid')).not.toBe('true');
    expect(document.activeElement).toBe(getByLabel('Name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed email in the browser', async () => {
    const fetchMock = stubFetch({});
    await renderContact();
    await fillRequired();
    await typeInto(getByLabel('Email'), 'not-an-email');
    await click(getByRole('button', 'Send Message'));
    expect(bodyText()).toContain('Please enter a valid email address.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, confirms it and clears the form', async () => {
    const fetchMock = stubFetch({ 'POST /api/contact': () => json({ id: 41 }, 201) });
    await renderContact();
    await fillRequired();
    await click(getByRole('button', 'Send Message'));

    await waitFor(() => expect(bodyText()).toContain('Thank you for contacting us!'));
    expect(bodyText()).toContain('Message sent');
    expect(getByLabel('Name').value).toBe('');
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      subject: 'Looking for a gearbox',
      message: 'Do you know anyone selling a 1999 Corolla gearbox?',
    });
  });

  it("shows the server's field messages on 400 and keeps what was typed", async () => {
    stubFetch({
      'POST /api/contact': () =>
        json(
          { statusCode: 400, code: 'VALIDATION', message: 'Invalid', fields: { subject: 'tooLong' } },
          400,
        ),
    });
    await renderContact();
    await fillRequired();
    await click(getByRole('button', 'Send Message'));

    await waitFor(() => expect(bodyText()).toContain('This is too long (at most 200 characters).'));
    expect(getByLabel('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(getByLabel('Name').value).toBe('Ada Lovelace');
  });
});
