/**
 * The demo partner site's "UI kit" page (issue #10): mounts the product frame through the host SDK's public entry
 * on the frame's `/ui-kit` route, with a language select (the SDK's `locale` mount option) and a brand select, so
 * every generic piece can be checked in each language and brand. Query parameters `locale` and `brand` preset the
 * selects; each change is mirrored into the URL and re-mounts the frame.
 */
import { BRAND_CHOICES, mount, type FrameHandle } from '@travel/host-sdk';
import { parseDemoConfig, type DemoConfig } from './helpers.ts';
import './styles.css';
import './ui-kit.css';

/** The frame's route of the UI kit page. */
const UI_KIT_PATH = '/ui-kit';

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`demo-host: #${id} missing from ui-kit.html`);
  return el as T;
}

const localeSelect = byId<HTMLSelectElement>('locale-select');
const brandSelect = byId<HTMLSelectElement>('brand-select');
const statusLine = byId<HTMLParagraphElement>('frame-status');
const frameSlot = byId<HTMLDivElement>('travel-frame');

for (const choice of BRAND_CHOICES) brandSelect.add(new Option(choice.displayName, choice.id));

const query = new URLSearchParams(location.search);
const presetLocale = query.get('locale');
if (presetLocale && [...localeSelect.options].some((o) => o.value === presetLocale)) localeSelect.value = presetLocale;
const presetBrand = query.get('brand')?.toLowerCase();
if (presetBrand && BRAND_CHOICES.some((b) => b.id === presetBrand)) brandSelect.value = presetBrand;

let config: DemoConfig | null = null;
let handle: FrameHandle | null = null;

function setStatus(text: string): void {
  statusLine.textContent = text;
}

/** Mounts (again) the frame on the UI kit route with the chosen language and brand. */
function remount(): void {
  if (!config) return;
  handle?.destroy();
  setStatus('Loading…');
  document.documentElement.lang = localeSelect.value;
  const h = mount(frameSlot, {
    partnerId: config.partnerId,
    frameOrigin: config.frameOrigin,
    brand: brandSelect.value,
    locale: localeSelect.value,
    path: UI_KIT_PATH,
  });
  h.on('record-load-success', () => setStatus('Ready'));
  h.on('reload', () => setStatus('Loading…'));
  h.on('error', (e) => setStatus(`Frame not loaded (${e.reason})`));
  h.ready.catch((error: unknown) => {
    if (handle === h) setStatus(`Frame connection failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  handle = h;
}

for (const select of [localeSelect, brandSelect]) {
  select.addEventListener('change', () => {
    const url = new URL(location.href);
    url.searchParams.set('locale', localeSelect.value);
    url.searchParams.set('brand', brandSelect.value);
    history.replaceState(history.state, '', url);
    remount();
  });
}

async function start(): Promise<void> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
    config = parseDemoConfig(await response.json());
  } catch (error) {
    setStatus(`Could not load the page configuration: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  remount();
}

void start();
