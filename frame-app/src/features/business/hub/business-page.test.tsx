// @vitest-environment jsdom
/**
 * The `/business/*` pages through their real route (createBusinessRoutes) and the shared auth state resource route,
 * with the network stubbed at fetch: the loader guard (sign in, no profile, 403), the hub navigation driven by the
 * contract's tables (a traveler has no hub, an admin sees the company pages, a page hidden by its company flag), and
 * the company general page's GET and PUT with saving state and the contract's error envelope.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_STATE_PATH, BUSINESS_ADMIN_API_BASE, TWO_FACTOR_API_PATHS, companyFlagsOf, signedOutAuthState, type AuthState, type Company } from '@travel/contract';
import { signInRequestAtom } from '../../../state/index.ts';
import { createFetchStub, jsonResponse as json } from '../../../../test/test-http.ts';
import { renderRoutesAt } from '../../../../test/test-app.tsx';
import { accessResourceRoutes } from '../../access/index.ts';
import { createBusinessRoutes } from '../routes.ts';
import { COMPANY_API_PATH } from '../constants.ts';
import { businessAuth, personalAuth } from '../../../../test/business-test-support.ts';

const api = createFetchStub();

const COMPANY: Company = {
  id: 'acme', name: 'Acme Corporation', logoUrl: null, planTier: 'bizPlus', bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER', emailDomains: ['acme.example'],
  offices: [], legalEntities: [], corporateMemberships: [], features: [], featureSwitches: {}, flags: companyFlagsOf({}), settings: { setupVersion: 'v1', defaultCurrency: 'USD', travelerVisibility: 'TRAVELER_ONLY', helpCentreUrl: null },
  multiRoomBookings: false, confirmed: true,
};

function serve(auth: AuthState, company: (init: RequestInit) => Response = () => json(COMPANY)) {
  api.handler = (url, init) => {
    if (url.pathname === AUTH_STATE_PATH) return json(auth);
    if (url.pathname === COMPANY_API_PATH) return company(init);
    return json({ errors: [{ code: 'NOT_FOUND', description: 'not stubbed' }] }, 404);
  };
}

function renderAt(path: string) {
  return renderRoutesAt([{ path: '/', children: [...createBusinessRoutes(), ...accessResourceRoutes, { index: true, element: <p>Front door</p> }] }], path);
}

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the /business loader guard', () => {
  it('asks a visitor to sign in (the sign-in dialog is requested) and shows nothing of the hub', async () => {
    serve(signedOutAuthState());
    const { store } = renderAt('/business/company/general');
    expect(await screen.findByRole('heading', { name: 'Sign in to your business account' })).toBeInTheDocument();
    await waitFor(() => expect(store.get(signInRequestAtom)?.reason).toBe('business'));
    expect(screen.queryByRole('navigation', { name: 'Admin hub pages' })).not.toBeInTheDocument();
  });

  it('turns away an account without a business profile', async () => {
    serve(personalAuth());
    renderAt('/business');
    expect(await screen.findByRole('heading', { name: 'This page is for business accounts' })).toBeInTheDocument();
  });

  it('a traveler has no hub: /business goes to their single page, an admin page shows the 403 view', async () => {
    serve(businessAuth({ role: 'TRAVELER' }));
    const { router } = renderAt('/business');
    expect(await screen.findByRole('heading', { name: 'Event hub' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/business/events');
    expect(screen.queryByRole('navigation', { name: 'Admin hub pages' })).not.toBeInTheDocument();
    await router.navigate('/business/company/general');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(api.fetch.mock.calls.some(([input]) => String(input).includes(COMPANY_API_PATH))).toBe(false);
  });
});

describe('the second factor before any hub page', () => {
  it('a session that has not verified its second factor is sent to /business/verify with the page as redir', async () => {
    serve(businessAuth());
    const base = api.handler;
    api.handler = (url, init) => url.pathname === TWO_FACTOR_API_PATHS.status ? json({ enrolled: true, verified: false, ssoAsserted: false, recoveryCodesLeft: 10 }) : base(url, init);
    const { router } = renderAt('/business/company/general');
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/verify'));
    expect(new URLSearchParams(router.state.location.search).get('redir')).toBe('/business/company/general');
    expect(api.fetch.mock.calls.some(([input]) => String(input).includes(COMPANY_API_PATH))).toBe(false);
  });

  it('a verified session gets the page', async () => {
    serve(businessAuth());
    const base = api.handler;
    api.handler = (url, init) => url.pathname === TWO_FACTOR_API_PATHS.status ? json({ enrolled: true, verified: true, ssoAsserted: false, recoveryCodesLeft: 10 }) : base(url, init);
    renderAt('/business/company/general');
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue('Acme Corporation');
  });
});

describe('the admin hub', () => {
  it('an admin sees every visible page, nested under its group; a flag-hidden page is absent and answers 403', async () => {
    serve(businessAuth());
    const { router } = renderAt('/business');
    const nav = await screen.findByRole('navigation', { name: 'Admin hub pages' });
    for (const name of ['General', 'Email domains', 'Offices', 'Programs', 'Users', 'Groups', 'Invitations', 'Payment methods', 'Reporting', 'Trips to approve', 'Biz+ upgrade']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    // Roles (customRoles <- company flag "roles"), entities, integrations, account permissions: off by default.
    for (const name of ['Roles', 'Entities', 'Integrations', 'Account permissions']) expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'General' })).toHaveAttribute('href', '/business/company/general');
    await router.navigate('/business/users/roles');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
  });

  it('the company flag opens its page: the traveler tracker (issue #26) is built for real and asks for the stays', async () => {
    // Traveler tracker (company flag "travelerTracker", REPORTING): its own module (travel/tracker-page.tsx).
    serve(businessAuth({ companyFlags: { travelerTracker: true } }));
    renderAt('/business/traveler-tracker');
    expect(await screen.findByRole('heading', { name: 'Traveler tracker', level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-page-empty')).not.toBeInTheDocument();
    await waitFor(() => expect(api.fetch.mock.calls.some(([input]) => String(input).includes('/i/api/business/travelTracker/v1/stays'))).toBe(true));
    // The stub answers 404: the page's failure state, with "Try again".
    expect(await screen.findByText('We could not load where your travelers are. Try again.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Admin hub pages' })).getByRole('link', { name: 'Traveler tracker' })).toHaveAttribute('aria-current', 'page');
  });

  it('the approvers flag opens the approvers page, built for real (issue #25: its own module asks for the approvers)', async () => {
    serve(businessAuth({ companyFlags: { approvers: true } }));
    renderAt('/business/approvals/approvers');
    expect(await screen.findByRole('heading', { name: 'Approvers', level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-page-empty')).not.toBeInTheDocument();
    await waitFor(() => expect(api.fetch.mock.calls.some(([input]) => String(input).includes('/i/api/business/approvals/v1/approvers'))).toBe(true));
    expect(within(screen.getByRole('navigation', { name: 'Admin hub pages' })).getByRole('link', { name: 'Approvers' })).toHaveAttribute('aria-current', 'page');
  });

  it('a traveler gets the 403 view at /business/approval and /business/book, and no approvals call is made', async () => {
    serve(businessAuth({ role: 'TRAVELER' }));
    renderAt('/business/approval');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    cleanup();
    renderAt('/business/book');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(api.fetch.mock.calls.some(([input]) => /\/approvals\/v1\/|\/bookOnBehalf\/v1\//.test(String(input)))).toBe(false);
  });

  it('an approver gets trips to approve inside the hub (its own module asks for the trips)', async () => {
    serve(businessAuth({ role: 'APPROVER' }));
    const base = api.handler;
    api.handler = (url, init) => (url.pathname === '/i/api/business/approvals/v1/trips' ? json({ items: [], total: 0 }) : base(url, init));
    renderAt('/business/approval');
    expect(await screen.findByRole('heading', { name: 'Trips to approve', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Nothing is waiting for your approval.')).toBeInTheDocument();
  });

  it('the roles flag opens the roles page, built for real (its own module asks for the roles)', async () => {
    serve(businessAuth({ companyFlags: { roles: true } }));
    renderAt('/business/users/roles');
    expect(await screen.findByRole('heading', { name: 'Roles', level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-page-empty')).not.toBeInTheDocument();
    await waitFor(() => expect(api.fetch.mock.calls.some(([input]) => String(input).includes(`${BUSINESS_ADMIN_API_BASE}/roles`))).toBe(true));
    expect(within(screen.getByRole('navigation', { name: 'Admin hub pages' })).getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('pages with a route module of their own (users, invitations) behind the same guard', () => {
  it('a traveler gets the 403 view at /business/users/manage and no users call is made', async () => {
    serve(businessAuth({ role: 'TRAVELER' }));
    renderAt('/business/users/manage');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(api.fetch.mock.calls.some(([input]) => String(input).includes(BUSINESS_ADMIN_API_BASE))).toBe(false);
  });

  it('an admin gets the users page inside the hub: its navigation and the page heading', async () => {
    serve(businessAuth());
    const users = { users: [], total: 0, offset: 0, limit: 25 };
    const options = { roles: [], groups: [] };
    const base = api.handler;
    api.handler = (url, init) => url.pathname.endsWith('/admin/v1/users') ? json(users) : url.pathname.endsWith('/admin/v1/users/options') ? json(options) : base(url, init);
    renderAt('/business/users/manage');
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin hub pages' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The users page itself (not the hub's empty state of the same page): its search and its own empty state.
    expect(screen.getByRole('searchbox', { name: 'Search by name or email' })).toBeInTheDocument();
    expect(await screen.findByText('Your company has no users yet. Invite the first one.')).toBeInTheDocument();
  });
});

describe('company general', () => {
  it('loads the company, saves a new name (saving state, then a status line) with X-CSRF', async () => {
    let release: (() => void) | undefined;
    const puts: unknown[] = [];
    serve(businessAuth(), (init) => {
      if (init.method !== 'PUT') return json(COMPANY);
      puts.push({ body: JSON.parse(String(init.body)), csrf: new Headers(init.headers).get('X-CSRF') });
      return new Promise<Response>((resolve) => {
        release = () => resolve(json({ ...COMPANY, name: 'Acme Travel Ltd' }));
      }) as unknown as Response;
    });
    renderAt('/business/company/general');
    const field = await screen.findByRole('textbox', { name: /Company name/ });
    expect(field).toHaveValue('Acme Corporation');
    expect(screen.getByTestId('company-plan')).toHaveTextContent('Biz+');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'Acme Travel Ltd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    release?.();
    expect(await screen.findByRole('status')).toHaveTextContent('Company details saved.');
    expect(puts).toEqual([{ body: { name: 'Acme Travel Ltd' }, csrf: expect.any(String) }]);
  });

  it('an empty name is refused before any call; a refusal in the error envelope is shown and the typed name kept', async () => {
    serve(businessAuth(), (init) => (init.method === 'PUT'
      ? json({ errors: [{ code: 'FORBIDDEN', description: 'Not allowed', localizedDescription: 'You may not change the company.' }] }, 403)
      : json(COMPANY)));
    renderAt('/business/company/general');
    const field = await screen.findByRole('textbox', { name: /Company name/ });
    const user = userEvent.setup();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the company name')).toBeInTheDocument();
    await user.type(field, 'Other name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not change the company.');
    expect(field).toHaveValue('Other name');
  });

  it('uploads a logo as multipart (multipartFile), says so and shows it; a file of another type is refused before any call', async () => {
    const uploads: { field: FormDataEntryValue | null; csrf: string | null }[] = [];
    serve(businessAuth());
    const base = api.handler;
    api.handler = (url, init) => {
      if (url.pathname === '/i/api/business/company/v1/logo') {
        uploads.push({ field: (init.body as FormData).get('multipartFile'), csrf: new Headers(init.headers).get('X-CSRF') });
        return json({ logoUrl: '/company-logos/abc123' });
      }
      return base(url, init);
    };
    renderAt('/business/company/general');
    expect(await screen.findByText('No logo yet: the header shows the product logo.')).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    expect(input).not.toBeNull();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input!, new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or GIF image.');
    expect(uploads).toEqual([]);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'acme.png', { type: 'image/png' });
    await user.upload(input!, png);
    expect(await screen.findByText('Logo saved.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current company logo' })).toHaveAttribute('src', '/company-logos/abc123');
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeEnabled();
    expect(uploads).toHaveLength(1);
    expect((uploads[0]!.field as File).name).toBe('acme.png');
    expect(uploads[0]!.csrf).toEqual(expect.any(String));
  });
});
