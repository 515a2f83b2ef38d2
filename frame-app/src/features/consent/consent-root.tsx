/**
 * The consent root (issue #13; chrome-and-consent §4 "Which cookie UI shows", "Cookie banner", "Data-transfer
 * disclaimer", "Two-party consent", §5; core-and-business §7 consent response). Rendered once, app-wide, by the root
 * layout. It:
 * - reads the cookie data provider and the stored category consent, and publishes the decision in consentStatusAtom
 *   (the bridge sends no metric until it allows analytics);
 * - shows, in the bottom of the part of the frame the visitor sees, what §4 says shows first: the two-party consent,
 *   else the data-transfer disclaimer, else the consent UI (the category banner; the industry dialog when hcd=true
 *   suppresses categories) or the cookie notice (in the page, in CookieNoticeSlot's row: issue #22) — nothing when
 *   the partner's own CMP manages consent;
 * - installs `__tcfapi` (IAB TCF v2) and mounts the industry dialog and the data-sharing dialog hosts.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { metricsPathFor, type CookieBannerConsentReply, type CookieCategoryKey, type CookiesDataProviderReply, type IndustryConsentReply } from '@travel/contract';
import { apiClient } from '../../api/index.ts';
import { bootstrapAtom, consentStatusAtom, consentStatusOf, frameLocalStorage, logger, partnerConsentAtom, privacyRegimeAtom, privacySurfaceRequestAtom, twoPartyDeclinedAtom } from '../../state/index.ts';
import { fetchCookieBannerConsent, fetchCookiesData, logCookiesConsentAction, postTwoPartyConsent, recordCookieBannerConsent } from './api.ts';
import { acceptCookies, rejectCookies, type BannerFlowDeps } from './consent-flows.ts';
import { COOKIE_NOTICE_CLOSED_KEY, COOKIE_NOTICE_SHOWN_KEY, META_COOKIE_TRUE, PAGE_VIEW_METRIC_TYPE } from './constants.ts';
import { cookieNoticeDecidedAtom } from './cookie-notice-slot.tsx';
import { browserSignalsGpc } from './data-sharing/gpc.ts';
import { installTcfApi, publishCategoryChoice, updateTcfApi } from './industry/tcf-api.ts';
import type { IndustryConsentStatus } from './industry/model.ts';
import { metaCookieQueue } from './meta-cookie-queue.ts';
import { hidesCategoryUi, whichConsentUi } from './rules.ts';

// The UI parts load only when needed: most pages of most visitors show none of them.
const ConsentLayer = lazy(() => import('./consent-layer.tsx'));
const IndustryConsentHost = lazy(() => import('./industry/industry-consent-host.tsx').then((m) => ({ default: m.IndustryConsentHost })));
const DataSharingHost = lazy(() => import('./data-sharing/data-sharing-host.tsx').then((m) => ({ default: m.DataSharingHost })));

/** The page view tracked after a consent allowing analytics (§4), as a metric of the current path. */
function trackPageView(path: string): void {
  apiClient.post(metricsPathFor(PAGE_VIEW_METRIC_TYPE), { metricName: path.slice(0, 128) || '/', metricValue: 1 }, z.unknown()).catch((error: unknown) => logger.warn('page view not tracked', error));
}

/** Mounts the frame's consent surfaces; renders the layer of the one that shows now (see the module docstring). */
export function ConsentRoot() {
  const regime = useAtomValue(privacyRegimeAtom);
  const tcfCmpId = useAtomValue(bootstrapAtom).tcfCmpId;
  const partnerConsent = useAtomValue(partnerConsentAtom);
  const setStatus = useSetAtom(consentStatusAtom);
  const setTwoPartyDeclined = useSetAtom(twoPartyDeclinedAtom);
  const setNoticeDecided = useSetAtom(cookieNoticeDecidedAtom);
  const location = useLocation();
  const [provider, setProvider] = useState<CookiesDataProviderReply>();
  const [hiddenForPage, setHiddenForPage] = useState(false);
  const [savingAck, setSavingAck] = useState(false);
  const noticeLogged = useRef(false);
  const hideCategoryUi = useMemo(() => hidesCategoryUi(location.search), [location.search]);
  const surfaceRequest = useAtomValue(privacySurfaceRequestAtom);
  // Once needed, a dialog host stays mounted (it remembers which requests it handled).
  const [hosts, setHosts] = useState({ industry: false, dataSharing: false });

  // The frame is the CMP only when the partner runs none: a partner CMP's `__tcfapi` (found through its own
  // locator frame) must be the one vendors reach.
  useEffect(() => {
    if (!partnerConsent) installTcfApi({ gdprApplies: regime.consentRequired, cmpId: tcfCmpId });
  }, [regime.consentRequired, partnerConsent, tcfCmpId]);

  const publishState = useCallback((state: CookieBannerConsentReply) => setStatus(consentStatusOf(state)), [setStatus]);

  // Nothing to ask where the regime needs no prior consent, two-party consent or disclaimer (no call is made).
  const needsProvider = regime.consentRequired || regime.cookieNotice || regime.twoPartyConsentRequired || regime.dataTransferDisclaimer;

  // The stored decision and the provider, once per frame load (they change only through this root).
  useEffect(() => {
    if (!needsProvider) return undefined;
    let live = true;
    Promise.all([fetchCookiesData(), fetchCookieBannerConsent()]).then(
      ([data, stored]) => {
        if (!live) return;
        setProvider(data);
        setTwoPartyDeclined(data.twoPartyDeclined);
        publishState(stored);
        // A stored banner choice without a TC string gets one now, so __tcfapi reaches `loaded` (issue #22).
        if (stored.acceptedCategories.length > 0) void publishCategoryChoice(stored.acceptedCategories, { onlyIfUnsaved: true });
      },
      (error: unknown) => {
        logger.warn('consent state not loaded', error);
        if (live) setNoticeDecided(true);
      },
    );
    return () => {
      live = false;
    };
  }, [publishState, needsProvider, setTwoPartyDeclined, setNoticeDecided]);

  // A decision stored meanwhile (the privacy page's preferences) is a consent too.
  const status = useAtomValue(consentStatusAtom);
  const known = provider && status.phase === 'decided' ? { ...provider, cookiesConsent: true, messageVisible: false } : provider;
  const ui = hiddenForPage ? 'none' : whichConsentUi({ provider: known, regime, partnerConsent, hideCategoryUi });

  // The cookie notice's row drops its stand-in once the notice is known not to show (issue #23). While the notice shows
  // (its code may still be loading) the stand-in stays: CSS hides it once the notice is in the row (cookie-notice-slot.tsx).
  useEffect(() => {
    if (provider && ui !== 'message') setNoticeDecided(true);
  }, [provider, ui, setNoticeDecided]);

  // The category banner is the page's consent UI: __tcfapi says so (cmpuishown, displayStatus visible; issue #22).
  useEffect(() => {
    if (ui === 'banner') updateTcfApi('', true);
  }, [ui]);

  // The cookie notice was shown: log it once per frame load (LogCookiesConsentAction, isRepeat when this browser
  // was shown it before).
  useEffect(() => {
    if (ui !== 'message' || noticeLogged.current) return;
    noticeLogged.current = true;
    const storage = frameLocalStorage();
    const isRepeat = storage.getItem(COOKIE_NOTICE_SHOWN_KEY) !== null;
    storage.setItem(COOKIE_NOTICE_SHOWN_KEY, '1');
    void logCookiesConsentAction(isRepeat).catch((error: unknown) => logger.warn('cookie notice log failed', error));
  }, [ui]);

  const deps: BannerFlowDeps = {
    hide: () => setHiddenForPage(true),
    record: (categories) => recordCookieBannerConsent(categories),
    readBack: () => fetchCookieBannerConsent(),
    publish: ({ kind, state }) => {
      logger.info(`cookie consent ${kind}`, state.acceptedCategories);
      publishState(state);
    },
    publishIndustry: (categories) => publishCategoryChoice(categories),
    trackPageView: () => trackPageView(location.pathname),
    stopSessionRecording: () => logger.info('session recording shut down (none was running)'),
    log: logger,
  };

  // The dialog's own category switches (necessary, functional, advertising, analytical) are recorded beside the TC string.
  const onIndustrySaved = (_reply: IndustryConsentReply, status: IndustryConsentStatus, categories: CookieCategoryKey[]): void => {
    setHiddenForPage(true);
    void recordCookieBannerConsent(categories).then(
      (state) => deps.publish({ kind: status === 'reject' ? 'declined' : 'consented', state }),
      (error: unknown) => logger.warn('cookie consent not saved', error),
    );
  };

  const acknowledge = (kind: 'two-party' | 'data-transfer'): void => {
    setSavingAck(true);
    const done = (field: 'twoPartyConsent' | 'dataTransferConsent') => {
      setSavingAck(false);
      setProvider((p) => (p ? { ...p, [field]: true } : p));
    };
    if (kind === 'two-party') {
      postTwoPartyConsent().then(
        () => done('twoPartyConsent'),
        (error: unknown) => {
          setSavingAck(false);
          logger.warn('two-party consent not saved', error);
        },
      );
    } else {
      // Hidden at once; the meta cookie is queued (§4), and the event pushed (logged).
      done('dataTransferConsent');
      logger.info('data-transfer disclaimer accepted');
      void metaCookieQueue.enqueue('HIDE_DATA_TRANSFER_DISCLAIMER', META_COOKIE_TRUE);
    }
  };

  // Declining the two-party consent (issue #22): nothing non-essential runs from now on (twoPartyDeclinedAtom), and the
  // answer is recorded so the dialog does not come back. A failed save is logged; the dialog then stays.
  const declineTwoParty = (): void => {
    setSavingAck(true);
    setTwoPartyDeclined(true);
    postTwoPartyConsent(false).then(
      () => {
        setSavingAck(false);
        setProvider((p) => (p ? { ...p, twoPartyConsent: false, twoPartyDeclined: true } : p));
      },
      (error: unknown) => {
        setSavingAck(false);
        logger.warn('two-party consent answer not saved', error);
      },
    );
  };

  const closeNotice = (): void => {
    setProvider((p) => (p ? { ...p, messageVisible: false } : p));
    setNoticeDecided(true);
    frameLocalStorage().setItem(COOKIE_NOTICE_CLOSED_KEY, '1');
    void metaCookieQueue.enqueue('HIDE_COOKIES_MESSAGE', undefined);
    void metaCookieQueue.enqueue('HIDE_COOKIES_MESSAGE_NP', META_COOKIE_TRUE);
  };

  const needIndustry = ui === 'industry' || surfaceRequest?.surface === 'industry';
  const needDataSharing = surfaceRequest?.surface === 'data-sharing' || browserSignalsGpc();
  useEffect(() => {
    if ((needIndustry && !hosts.industry) || (needDataSharing && !hosts.dataSharing)) {
      setHosts((h) => ({ industry: h.industry || needIndustry, dataSharing: h.dataSharing || needDataSharing }));
    }
  }, [needIndustry, needDataSharing, hosts]);

  return (
    <Suspense fallback={null}>
      {provider && ui !== 'none' && ui !== 'industry' && (
        <ConsentLayer
          ui={ui}
          provider={provider}
          savingAcknowledgement={savingAck}
          onAcknowledge={acknowledge}
          onDeclineTwoParty={declineTwoParty}
          onAccept={(c) => void acceptCookies(deps, c)}
          onReject={() => void rejectCookies(deps)}
          onCloseNotice={closeNotice}
        />
      )}
      {hosts.industry && <IndustryConsentHost autoOpen={ui === 'industry'} onSaved={onIndustrySaved} />}
      {hosts.dataSharing && <DataSharingHost />}
    </Suspense>
  );
}
