// @vitest-environment jsdom
/**
 * The onboarding pages /business/get-started, /business/tasks and /business/tasks/company (issue #24; account §4
 * onboarding progress, §7 tasks, taskStatus, dismissReminderTaskGrid, resendConfirmationEmail, setup v1/v2/v3) with
 * fetch stubbed at the boundary: the tasks and their states, progress, skipping, hiding the reminder grid, resending
 * the confirmation email (and its refusal), a failed load with "Try again"; each setup version's form sends its
 * contract body and a refusal shows.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_TASKS, AUTH_STATE_PATH, COMPANY_TASKS, onboardingProgressesOf, signedInAuthState, type AuthState, type BusinessAccountInfo, type OnboardingFacts,
  type OnboardingTaskId, type OnboardingTasksReply, type SetupVersion, type TaskStatus,
} from '@travel/contract';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRouter } from '../../../../test/test-app.tsx';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { createFrameStore, routerContextFor } from '../../../state/index.ts';
import { chromeResourceRoutes } from '../../chrome/index.ts';
import * as page from './tasks-page.tsx';

const api = createFetchStub();
const B = '/i/api/business';
let calls: { method: string; path: string; query: string; body: unknown }[];
let authLoads: number;
let facts: Record<OnboardingTaskId, boolean>;
let userSet: Partial<Record<OnboardingTaskId, TaskStatus>>;
let dismissed: boolean;
let version: SetupVersion;
let manager: boolean;

const auth = (): AuthState => {
  const state = signedInAuthState({ email: 'admin@acme.example', name: 'Alex Admin' });
  return {
    ...state,
    businessState: {
      ...state.businessState, businessProfile: { id: 'me', companyName: 'Acme Corporation' }, companyConfirmationNeeded: !facts.CONFIRM_COMPANY,
      permissions: manager ? ['COMPANY_SETTINGS_MANAGEMENT'] : [], features: ['ONBOARDING_TASKS'],
    },
  };
};

/** The tasks reply as the server builds it (the contract's one progress function). */
function tasksReply(): OnboardingTasksReply {
  const f = facts as OnboardingFacts;
  const groups: [readonly OnboardingTaskId[], 'company' | 'account'][] = manager ? [[COMPANY_TASKS, 'company'], [ACCOUNT_TASKS, 'account']] : [[ACCOUNT_TASKS, 'account']];
  return {
    tasks: groups.flatMap(([ids, group]) => ids.map((id) => ({ id, group, status: f[id] ? 'DONE' as const : userSet[id] ?? 'TODO', doneByProduct: f[id] }))),
    ...onboardingProgressesOf(f, userSet, manager),
    taskGridDismissed: dismissed,
  };
}

const info = (): BusinessAccountInfo => ({
  accountId: 'a1', email: 'admin@acme.example', name: 'Alex Admin', profileId: 'me', companyId: 'acme', companyName: 'Acme Corporation', roleName: 'Company admin',
  kind: 'member', accountConfirmed: true, profileConfirmed: true, companyConfirmed: facts.CONFIRM_COMPANY, firstName: 'Alex', lastName: null, phone: null,
  keywords: [], language: null, setupVersion: version, setupDone: false,
});

const refused = (code: string, status: number, description = code, field?: string) => json({ errors: [{ code, description, ...(field ? { field } : {}) }] }, status);

/** Renders the onboarding routes at `path`; the router's loaders and the components share one store (the auth state cache). */
function renderAt(path: string) {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const routes = ['/business/get-started', '/business/tasks', '/business/tasks/company'].map((p) => ({ path: p, Component: page.Component, loader: page.loader }));
  renderRouter(createMemoryRouter([...routes, ...chromeResourceRoutes], { initialEntries: [path], getContext: routerContextFor({ store, basename: '/' }) }), store);
}

beforeEach(() => {
  calls = [];
  authLoads = 0;
  facts = {
    CONFIRM_COMPANY: false, SET_UP_COMPANY: false, UPLOAD_LOGO: true, INVITE_USERS: false,
    CONFIRM_ACCOUNT: true, CONFIRM_BUSINESS_PROFILE: true, SET_UP_ACCOUNT: false, SET_UP_TWO_FACTOR: true,
  };
  userSet = {};
  dismissed = false;
  version = 'v1';
  manager = true;
  api.handler = (url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === AUTH_STATE_PATH) {
      authLoads += 1;
      return json(auth());
    }
    const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) as unknown : undefined;
    calls.push({ method, path: url.pathname, query: url.search, body });
    if (url.pathname === `${B}/me/v1/tasks`) return json(tasksReply());
    if (url.pathname === `${B}/me/v1/account/info`) return json(info());
    if (url.pathname === `${B}/me/v1/taskStatus`) {
      userSet[url.searchParams.get('taskId') as OnboardingTaskId] = url.searchParams.get('status') as TaskStatus;
      return json(tasksReply());
    }
    if (url.pathname === `${B}/me/v1/dismissReminderTaskGrid`) {
      dismissed = true;
      return json({ ok: true });
    }
    if (url.pathname === `${B}/me/v1/resendConfirmationEmail`) return json({ sent: true, purpose: 'company' });
    const setup = /^\/i\/api\/business\/me\/(v[123])\/setup$/.exec(url.pathname);
    if (setup) {
      facts.SET_UP_ACCOUNT = true;
      if (body && typeof body === 'object' && 'company' in body) facts.SET_UP_COMPANY = true;
      return json({ version: setup[1], tasks: tasksReply(), company: null });
    }
    return refused('NOT_FOUND', 404);
  };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;
const posts = () => calls.filter((c) => c.method === 'POST');

describe('get started', () => {
  it('lists the company and account tasks with their states and both progress figures', async () => {
    renderAt('/business/get-started');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get started with business travel' })).toBeTruthy();
    const company = screen.getByRole('list', { name: 'Company' });
    expect(within(company).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Confirm your company', 'Set up your company', 'Add your company logo', 'Invite your colleagues',
    ]);
    expect(within(card('Add your company logo')).getByText('Done')).toBeTruthy();
    expect(within(card('Invite your colleagues')).getByText('To do')).toBeTruthy();
    // Company: 1 of 4 done = 25 % (started); account: 3 of 4 = 75 %.
    expect((screen.getByRole('progressbar', { name: 'Company setup' })).getAttribute('value')).toBe('25');
    expect((screen.getByRole('progressbar', { name: 'Your account setup' })).getAttribute('value')).toBe('75');
    // Each open task leads to where it is done.
    expect(within(card('Invite your colleagues')).getByRole('link', { name: 'Invite users' }).getAttribute('href')).toBe('/business/users/manage');
    expect(within(card('Set up your account')).getByRole('link', { name: 'Set up account' }).getAttribute('href')).toBe('/business/tasks#setup');
    // Setup v1 asks no company details: the company setup task can only be skipped.
    expect(within(card('Set up your company')).queryByRole('link')).toBeNull();
    expect(within(card('Set up your company')).getByRole('button', { name: 'Skip: Set up your company' })).toBeTruthy();
  });

  it('skips a task (taskStatus SKIPPED), the progress and the auth state follow, and it can be put back', async () => {
    const ui = userEvent.setup();
    renderAt('/business/get-started');
    const skip = await screen.findByRole('button', { name: 'Skip: Invite your colleagues' });
    const loadsBefore = authLoads;
    await ui.click(skip);
    expect(await screen.findByText('Skipped “Invite your colleagues”.')).toBeTruthy();
    expect(posts().map((c) => `${c.path}${c.query}`)).toEqual([`${B}/me/v1/taskStatus?taskId=INVITE_USERS&status=SKIPPED`]);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Company setup' }).getAttribute('value')).toBe('50'));
    await waitFor(() => expect(authLoads).toBeGreaterThan(loadsBefore));
    expect(within(card('Invite your colleagues')).getByText('Skipped')).toBeTruthy();
    await ui.click(screen.getByRole('button', { name: 'Mark as to do: Invite your colleagues' }));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Company setup' }).getAttribute('value')).toBe('25'));
  });

  it('sends the confirmation email; a refusal shows the envelope\'s error', async () => {
    const ui = userEvent.setup();
    renderAt('/business/get-started');
    await ui.click(await screen.findByRole('button', { name: 'Send confirmation email: Confirm your company' }));
    expect(await screen.findByText('We emailed you a link that confirms the company. It works for 7 days.')).toBeTruthy();
    expect(posts().map((c) => c.path)).toEqual([`${B}/me/v1/resendConfirmationEmail`]);
    const base = api.handler;
    api.handler = (url, init) => (url.pathname.endsWith('/resendConfirmationEmail') ? refused('VALIDATION_ERROR', 400, 'Nothing is waiting for confirmation') : base(url, init));
    await ui.click(screen.getByRole('button', { name: 'Send confirmation email: Confirm your company' }));
    // The envelope's code, in the frame's words (apiErrorText).
    expect((await screen.findByRole('alert')).textContent).toBe('Some details were not accepted. Check them and try again.');
  });

  it('hides the reminder grid (remembered by the server) and links to the tasks pages instead', async () => {
    const ui = userEvent.setup();
    renderAt('/business/get-started');
    await ui.click(await screen.findByRole('button', { name: 'Hide reminders' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Company' })).toBeNull());
    expect(posts().map((c) => c.path)).toEqual([`${B}/me/v1/dismissReminderTaskGrid`]);
    expect(screen.getByRole('link', { name: 'Your setup tasks' }).getAttribute('href')).toBe('/business/tasks');
    expect(screen.getByRole('link', { name: 'Company setup tasks' }).getAttribute('href')).toBe('/business/tasks/company');
  });

  it('a failed load says so, and "Try again" loads again', async () => {
    const ui = userEvent.setup();
    const base = api.handler;
    api.handler = (url, init) => (url.pathname.endsWith('/tasks') ? refused('INTERNAL_ERROR', 500, 'Boom') : base(url, init));
    renderAt('/business/get-started');
    expect((await screen.findByRole('alert')).textContent).toMatch(/.+/);
    api.handler = base;
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Company' })).toBeTruthy();
  });

  it('a user who does not run the company sees only account tasks and no company progress', async () => {
    manager = false;
    renderAt('/business/get-started');
    expect(await screen.findByRole('list', { name: 'Your account' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Company' })).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Company setup' })).toBeNull();
  });
});

describe('setup (the company flag picks v1, v2 or v3)', () => {
  it('v1 on the tasks page asks the name only and sends { firstName, lastName } to /me/v1/setup', async () => {
    const ui = userEvent.setup();
    renderAt('/business/tasks');
    const form = await screen.findByRole('region', { name: 'Your details' });
    expect(within(form).queryByRole('textbox', { name: /Phone/ })).toBeNull();
    // Empty last name: refused in the frame, nothing sent.
    await ui.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Fill in this field')).toBeTruthy();
    expect(posts()).toEqual([]);
    await ui.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Admin');
    await ui.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved. Your progress is up to date.')).toBeTruthy();
    expect(posts()).toEqual([{ method: 'POST', path: `${B}/me/v1/setup`, query: '', body: { firstName: 'Alex', lastName: 'Admin' } }]);
    await waitFor(() => expect(within(card('Set up your account')).getByText('Done')).toBeTruthy());
  });

  // v2 and v3 open the country list (every country, rendered by react-aria in jsdom: seconds on a busy machine), so
  // they get twice the default test time.
  it('v2 on the company page adds the phone and the company basics', { timeout: 40_000 }, async () => {
    version = 'v2';
    const ui = userEvent.setup();
    renderAt('/business/tasks/company');
    const form = await screen.findByRole('region', { name: 'Company details' });
    expect(screen.queryByRole('button', { name: /Who books trips/ })).toBeNull();
    expect(within(card('Set up your company')).getByRole('link', { name: 'Set up company' }).getAttribute('href')).toBe('/business/tasks/company#setup');
    await ui.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Admin');
    await ui.type(within(form).getByRole('textbox', { name: /Phone/ }), 'not a phone');
    await ui.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/Enter a phone number/)).toBeTruthy();
    expect(within(form).getAllByText('Choose one')).toHaveLength(2);
    await ui.clear(within(form).getByRole('textbox', { name: /Phone/ }));
    await ui.type(within(form).getByRole('textbox', { name: /Phone/ }), '+44 20 7946 0000');
    await ui.click(within(form).getByRole('button', { name: /Company size/ }));
    await ui.click(await screen.findByRole('option', { name: '11-50 employees' }));
    await ui.click(within(form).getByRole('button', { name: /Country/ }));
    await ui.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    await ui.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved. Your progress is up to date.')).toBeTruthy();
    expect(posts()).toEqual([{
      method: 'POST', path: `${B}/me/v2/setup`, query: '',
      body: { firstName: 'Alex', lastName: 'Admin', phone: '+44 20 7946 0000', company: { name: 'Acme Corporation', size: '11-50', countryCode: 'GB' } },
    }]);
    await waitFor(() => expect(within(card('Set up your company')).getByText('Done')).toBeTruthy());
  });

  it('v3 also asks who books and the reporting currency; a refusal (version changed) shows as an alert', { timeout: 40_000 }, async () => {
    version = 'v3';
    const ui = userEvent.setup();
    const base = api.handler;
    api.handler = (url, init) => (url.pathname === `${B}/me/v3/setup` && calls.filter((c) => c.path === url.pathname).length === 0
      ? (calls.push({ method: 'POST', path: url.pathname, query: '', body: JSON.parse(String(init.body)) }), refused('VALIDATION_ERROR', 400, 'This company sets up with v2', 'version'))
      : base(url, init));
    renderAt('/business/tasks/company');
    const form = await screen.findByRole('region', { name: 'Company details' });
    await ui.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Admin');
    for (const [field, option] of [[/Company size/, '1-10 employees'], [/Country/, 'Germany'], [/Who books trips/, 'Travelers or a travel manager book trips'], [/Reporting currency/, /\(EUR\)/]] as const) {
      await ui.click(within(form).getByRole('button', { name: field }));
      await ui.click(await screen.findByRole('option', { name: option }));
    }
    await ui.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Your company’s setup changed meanwhile. Reload the page and try again.');
    expect(calls.find((c) => c.path === `${B}/me/v3/setup`)?.body).toEqual({
      firstName: 'Alex', lastName: 'Admin',
      company: { name: 'Acme Corporation', size: '1-10', countryCode: 'DE', bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER', defaultCurrency: 'EUR' },
    });
    await ui.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved. Your progress is up to date.')).toBeTruthy();
  });

  it('v1 on the company page says the company details are not asked', async () => {
    renderAt('/business/tasks/company');
    expect(await screen.findByText('Your company sets up with your name only: the company details are not asked.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Company name/ })).toBeNull();
  });
});
