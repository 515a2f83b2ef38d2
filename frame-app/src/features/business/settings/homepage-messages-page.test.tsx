// @vitest-environment jsdom
/**
 * The admin hub's homepage messages page /business/policy/messages (issue #24) with fetch stubbed at the boundary: the
 * list shows each message as plain text (markup stays text) with its state; "New message" sends `{ text, active }`,
 * keeps what was typed when the server refuses, and says when the company's limit is reached; "Edit" sends the edited
 * body to the message's id; "Delete" asks first and deletes that id; an empty company and a failed load say so.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STATE_PATH, BUSINESS_ADMIN_API_BASE, HOMEPAGE_MESSAGES_MAX, type HomepageMessage } from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { businessAuth } from '../../../../test/business-test-support.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import * as page from './homepage-messages-page.tsx';

const api = createFetchStub();
const path = `${BUSINESS_ADMIN_API_BASE}/homepageMessages`;
const message = (over: Partial<HomepageMessage>): HomepageMessage => ({
  id: 1, text: 'Book trains for trips under 4 hours.', active: true, createdAt: '2030-01-02T10:00:00.000Z', updatedAt: '2030-01-02T10:00:00.000Z', ...over,
});
let stored: HomepageMessage[];
let writes: { method: string; path: string; body: unknown }[];

const refused = (code: string, status: number, field?: string, description = code) => json({ errors: [{ code, description, ...(field ? { field } : {}) }] }, status);

function routerAt(at = '/business/policy/messages') {
  const store = createFrameStore(TEST_BOOTSTRAP);
  return createMemoryRouter([{ path: '/business/policy/messages', Component: page.Component, loader: page.loader }, ...chromeResourceRoutes], {
    initialEntries: [at], getContext: routerContextFor({ store, basename: '/' }),
  });
}

beforeEach(() => {
  writes = [];
  stored = [
    message({ id: 2, text: '<b>Office closed</b> on Friday.\nBook from home.', active: false, updatedAt: '2030-01-05T10:00:00.000Z' }),
    message({ id: 1 }),
  ];
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === AUTH_STATE_PATH) return json(businessAuth({ companyFlags: { homepageMessages: true } }));
    if (url.pathname === path && method === 'GET') return json({ messages: stored });
    const body = typeof init.body === 'string' ? JSON.parse(init.body) as unknown : undefined;
    writes.push({ method, path: url.pathname, body });
    if (url.pathname === path && method === 'POST') {
      const created = message({ id: 3, ...(body as { text: string; active: boolean }) });
      stored = [created, ...stored];
      return json(created);
    }
    const id = Number(url.pathname.split('/').pop());
    if (method === 'PUT') {
      const saved = message({ id, ...(body as { text: string; active: boolean }) });
      stored = stored.map((m) => (m.id === id ? saved : m));
      return json(saved);
    }
    if (method === 'DELETE') {
      stored = stored.filter((m) => m.id !== id);
      return json({ ok: true });
    }
    return refused('NOT_FOUND', 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('homepage messages list', () => {
  it('shows each message as plain text, newest first, with whether the front door shows it', async () => {
    renderRouter(routerAt());
    const list = await screen.findByRole('list', { name: 'Homepage messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // Markup stays text: no <b> element is created from a message.
    expect(items[0]!.textContent).toContain('<b>Office closed</b> on Friday.\nBook from home.');
    expect(list.querySelector('b')).toBeNull();
    expect(within(items[0]!).getByText('Hidden')).toBeTruthy();
    expect(within(items[1]!).getByText('Shown')).toBeTruthy();
    expect(screen.getByText(`2 messages of at most ${HOMEPAGE_MESSAGES_MAX}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit message 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete message 2' })).toBeTruthy();
  });

  it('says when the company has no message yet, and shows a failed load with "Try again"', async () => {
    const ui = userEvent.setup();
    stored = [];
    renderRouter(routerAt());
    expect(await screen.findByText('No messages yet. Write one to greet your travelers on their search page.')).toBeTruthy();
    cleanup();
    const ok = api.handler;
    api.handler = (url, init) => (url.pathname === path ? refused('INTERNAL_ERROR', 500) : ok(url, init));
    renderRouter(routerAt());
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the messages. Try again.');
    api.handler = ok;
    stored = [message({ id: 7, text: 'Back again' })];
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });

  it('disables "New message" at the company\'s limit and says why', async () => {
    stored = Array.from({ length: HOMEPAGE_MESSAGES_MAX }, (_, i) => message({ id: i + 1, text: `Message ${i + 1}` }));
    renderRouter(routerAt());
    expect(await screen.findByText(`You have ${HOMEPAGE_MESSAGES_MAX} messages, the most a company can keep. Delete one to add another.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New message' })).toBeDisabled();
  });
});

describe('create', () => {
  it('checks the text first, sends { text, active }, keeps the text when refused, then adds the message', async () => {
    const ui = userEvent.setup();
    const ok = api.handler;
    let refuse = true;
    api.handler = (url, init) => {
      if (url.pathname === path && init.method === 'POST' && refuse) {
        writes.push({ method: 'POST', path: url.pathname, body: JSON.parse(String(init.body)) });
        refuse = false;
        return refused('INTERNAL_ERROR', 500, undefined, 'Database unavailable');
      }
      return ok(url, init);
    };
    renderRouter(routerAt());
    await ui.click(await screen.findByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New homepage message' });
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Write the message.')).toBeTruthy();
    expect(writes).toEqual([]);

    const text = within(dialog).getByRole('textbox', { name: 'Message' });
    await ui.type(text, '  Welcome to Acme travel!  ');
    await ui.click(within(dialog).getByRole('checkbox', { name: 'Show on the front door' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect((text as HTMLTextAreaElement).value).toBe('  Welcome to Acme travel!  ');

    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The message was added.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes.map((w) => w.body)).toEqual([{ text: 'Welcome to Acme travel!', active: false }, { text: 'Welcome to Acme travel!', active: false }]);
    expect(await screen.findByText('Welcome to Acme travel!')).toBeTruthy();
  });

  it('says the company\'s limit when the server refuses a valid text on `text`', async () => {
    const ui = userEvent.setup();
    const ok = api.handler;
    api.handler = (url, init) => (url.pathname === path && init.method === 'POST' ? refused('VALIDATION_ERROR', 400, 'text') : ok(url, init));
    renderRouter(routerAt());
    await ui.click(await screen.findByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New homepage message' });
    await ui.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'One more');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(`Your company can keep at most ${HOMEPAGE_MESSAGES_MAX} messages. Delete one first.`);
  });
});

describe('edit and delete', () => {
  it('edits a message in place: the dialog starts with its text and state, and PUT goes to its id', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt());
    await ui.click(await screen.findByRole('button', { name: 'Edit message 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit homepage message' });
    const text = within(dialog).getByRole('textbox', { name: 'Message' });
    expect((text as HTMLTextAreaElement).value).toBe('Book trains for trips under 4 hours.');
    expect(within(dialog).getByRole('checkbox', { name: 'Show on the front door' })).toBeChecked();
    await ui.clear(text);
    await ui.type(text, 'Book trains under 5 hours.');
    await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The message was saved.')).toBeTruthy();
    expect(writes).toEqual([{ method: 'PUT', path: `${path}/1`, body: { text: 'Book trains under 5 hours.', active: true } }]);
    expect(await screen.findByText('Book trains under 5 hours.')).toBeTruthy();
  });

  it('asks before deleting; Cancel keeps it; confirming deletes that id and the list follows', async () => {
    const ui = userEvent.setup();
    renderRouter(routerAt());
    await ui.click(await screen.findByRole('button', { name: 'Delete message 1' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([]);

    await ui.click(screen.getByRole('button', { name: 'Delete message 1' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('The message was deleted.')).toBeTruthy();
    expect(writes).toEqual([{ method: 'DELETE', path: `${path}/2`, body: undefined }]);
    await waitFor(() => expect(screen.queryByText(/Office closed/)).toBeNull());
  });
});
