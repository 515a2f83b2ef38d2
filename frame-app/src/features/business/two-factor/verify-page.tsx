/**
 * The business verification page `/business/verify?redir={path}` (core-and-business §1, §6 "Business accounts
 * without two-factor authentication are sent to the verification page", §8 MISSING_TWO_FACTOR_AUTHENTICATION;
 * account-business-header-and-trips §2 paths, §4 "Auth verify"; issue #24 "Business two-factor"). The API client opens
 * it when a business call answers MISSING_TWO_FACTOR_AUTHENTICATION (src/api/client.ts).
 *
 * The loader reads the caller's two-factor status (GET /i/api/business/me/v1/twoFactor/status). Then:
 * - not enrolled: "Set up an authenticator app" -> the QR code of the otpauth:// URI, the key for manual entry and a
 *   6-digit code field -> the 10 recovery codes, shown once, with "I have saved these recovery codes" to tick before
 *   "Continue";
 * - enrolled: a 6-digit code field, or "Use a recovery code" (a recovery code field; "Use a code from the app" back);
 * - already verified (another tab did it): straight on.
 * On success the page goes to `redir` when it is a same-origin path inside the frame (./redir.ts), else to /business.
 * Forms: React Hook Form with zod resolvers built on the contract's code schemas, with the frame's words. Server
 * answers: 400 VALIDATION_ERROR -> under the field ("not right"); 429 RATE_LIMITED -> an alert to wait; else a
 * generic alert. A caller without a business profile (403 FORBIDDEN) or signed out (401) is asked to sign in with
 * the business account. The spec shows no screens: the wording and steps follow common authenticator set-ups.
 */
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate, useLoaderData, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { RecoveryCodeSchema, TotpCodeSchema, formatRecoveryCode, type TwoFactorEnrolment, type TwoFactorStatus } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { logger } from '../../../state/index.ts';
import { Button, Checkbox } from '../../../ui/index.ts';
import { FormTextFieldControl } from '../../../ui/form-controls.tsx';
import { confirmEnrolment, fetchTwoFactorStatus, recoverWithCode, startEnrolment, verifyCode } from './api.ts';
import { REDIR_PARAM } from './constants.ts';
import { twoFactorMessages as m } from './messages.ts';
import { safeBusinessRedir } from './redir.ts';
import styles from './verify-page.module.css';
import { StandalonePage, standaloneText } from '../standalone-page.tsx';

/** What the loader found. */
export type VerifyPageData = { kind: 'status'; status: TwoFactorStatus } | { kind: 'not-business' } | { kind: 'error' };

/** Route loader: the caller's two-factor status; never throws (the page shows the failure). */
export async function loader(): Promise<VerifyPageData> {
  try {
    return { kind: 'status', status: await fetchTwoFactorStatus() };
  } catch (e) {
    logger.warn('two-factor status failed', e);
    if (e instanceof ApiRequestError && (e.status === 401 || e.status === 403)) return { kind: 'not-business' };
    return { kind: 'error' };
  }
}

type CodeKind = 'totp' | 'recovery';
type CodeValues = { code: string };

/** Props of {@link CodeForm}. */
interface CodeFormProps {
  kind: CodeKind;
  submitLabel: MessageDescriptor;
  /** Sends the parsed code (6 digits, or the canonical recovery code); rejects with the server's ApiRequestError. */
  send(code: string): Promise<void>;
}

/** One code field with its submit button; shows the server's refusal under the field or as an alert. */
function CodeForm({ kind, submitLabel, send }: CodeFormProps) {
  const intl = useIntl();
  const [alert, setAlert] = useState<string | undefined>();
  const parser = kind === 'totp' ? TotpCodeSchema : RecoveryCodeSchema;
  const schema = z.object({
    code: z.string().superRefine((value, ctx) => {
      if (!parser.safeParse(value).success) ctx.addIssue({ code: 'custom', message: intl.formatMessage(kind === 'totp' ? m.codeInvalid : m.recoveryCodeInvalid) });
    }),
  });
  const form = useForm<CodeValues>({ resolver: zodResolver(schema), defaultValues: { code: '' }, mode: 'onSubmit' });

  const submit = async ({ code }: CodeValues): Promise<void> => {
    setAlert(undefined);
    try {
      await send(parser.parse(code));
    } catch (e) {
      logger.warn('two-factor code refused', e);
      if (e instanceof ApiRequestError && e.hasCode('VALIDATION_ERROR')) {
        form.setError('code', { type: 'server', message: intl.formatMessage(kind === 'totp' ? m.codeWrong : m.recoveryCodeWrong) }, { shouldFocus: true });
      } else if (e instanceof ApiRequestError && e.hasCode('RATE_LIMITED')) {
        setAlert(intl.formatMessage(m.rateLimited));
      } else {
        setAlert(intl.formatMessage(m.failed));
      }
    }
  };

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        {kind === 'totp' ? (
          <FormTextFieldControl<CodeValues> path="code" label={intl.formatMessage(m.codeLabel)} inputMode="numeric" autoComplete="one-time-code" maxLength={7} isRequired />
        ) : (
          <FormTextFieldControl<CodeValues> path="code" label={intl.formatMessage(m.recoveryCodeLabel)} autoComplete="off" maxLength={24} isRequired />
        )}
        <Button type="submit" isDisabled={form.formState.isSubmitting}>
          {intl.formatMessage(submitLabel)}
        </Button>
        {alert ? (
          <p role="alert" className={standaloneText.error}>
            {alert}
          </p>
        ) : null}
      </form>
    </FormProvider>
  );
}

/** The recovery codes, shown once, and the "I have saved these" step before going on. */
function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const intl = useIntl();
  const [saved, setSaved] = useState(false);
  return (
    <div className={styles.step}>
      <h2 className={styles.subtitle}>{intl.formatMessage(m.recoveryTitle)}</h2>
      <p className={standaloneText.muted}>{intl.formatMessage(m.recoveryIntro)}</p>
      <ol className={styles.codes} aria-label={intl.formatMessage(m.recoveryListLabel)}>
        {codes.map((code) => (
          <li key={code} className={styles.code}>
            {formatRecoveryCode(code)}
          </li>
        ))}
      </ol>
      <Checkbox isSelected={saved} onChange={setSaved}>
        {intl.formatMessage(m.recoverySaved)}
      </Checkbox>
      <Button isDisabled={!saved} onPress={onDone}>
        {intl.formatMessage(m.continue)}
      </Button>
    </div>
  );
}

/** Enrolment: start, then the QR code, the key and the code field; then the recovery codes. */
function Enrolment({ onDone }: { onDone(): void }) {
  const intl = useIntl();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;

  const start = async () => {
    setStarting(true);
    setFailed(false);
    try {
      setEnrolment(await startEnrolment());
    } catch (e) {
      logger.warn('two-factor enrolment failed', e);
      setFailed(true);
    } finally {
      setStarting(false);
    }
  };

  if (!enrolment) {
    return (
      <div className={styles.step}>
        <p className={standaloneText.muted}>{intl.formatMessage(m.enrolIntro)}</p>
        <Button isDisabled={starting} onPress={() => void start()}>
          {intl.formatMessage(m.enrolStart)}
        </Button>
        {failed ? (
          <p role="alert" className={standaloneText.error}>
            {intl.formatMessage(m.failed)}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className={styles.step}>
      <h2 className={styles.subtitle}>{intl.formatMessage(m.scanTitle)}</h2>
      <img className={styles.qr} src={enrolment.qrCodeDataUrl} alt={intl.formatMessage(m.qrAlt)} width={200} height={200} />
      <p className={standaloneText.muted}>{intl.formatMessage(m.manualEntry)}</p>
      <code className={styles.secret} data-testid="two-factor-secret">
        {enrolment.secret.match(/.{1,4}/g)?.join(' ')}
      </code>
      <p className={standaloneText.muted}>{intl.formatMessage(m.confirmIntro)}</p>
      <CodeForm kind="totp" submitLabel={m.confirmSubmit} send={async (code) => setRecoveryCodes((await confirmEnrolment(code)).recoveryCodes)} />
    </div>
  );
}

/** Verification of an enrolled user: a code from the app, or a recovery code. */
function Verification({ onDone }: { onDone(): void }) {
  const intl = useIntl();
  const [kind, setKind] = useState<CodeKind>('totp');
  return (
    <div className={styles.step}>
      <p className={standaloneText.muted}>{intl.formatMessage(kind === 'totp' ? m.verifyIntro : m.recoverIntro)}</p>
      <CodeForm
        key={kind}
        kind={kind}
        submitLabel={m.verifySubmit}
        send={async (code) => {
          await (kind === 'totp' ? verifyCode(code) : recoverWithCode(code));
          onDone();
        }}
      />
      <Button variant="secondary" onPress={() => setKind(kind === 'totp' ? 'recovery' : 'totp')}>
        {intl.formatMessage(kind === 'totp' ? m.useRecovery : m.useApp)}
      </Button>
    </div>
  );
}

/** The verification page (react-router lazy route module export); see the module docstring. */
export function Component() {
  const intl = useIntl();
  const data = useLoaderData() as VerifyPageData;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { revalidate, state } = useRevalidator();
  const target = safeBusinessRedir(searchParams.get(REDIR_PARAM));
  const done = () => void navigate(target, { replace: true });

  if (data.kind === 'status' && data.status.verified) return <Navigate to={target} replace />;
  return (
    <StandalonePage title={intl.formatMessage(m.title)}>
      {data.kind === 'status' ? (data.status.enrolled ? <Verification onDone={done} /> : <Enrolment onDone={done} />) : null}
      {data.kind === 'not-business' ? <p className={standaloneText.notice}>{intl.formatMessage(m.notBusiness)}</p> : null}
      {data.kind === 'error' ? (
        <div role="alert" className={styles.step}>
          <p className={standaloneText.error}>{intl.formatMessage(m.loadFailed)}</p>
          <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>
            {intl.formatMessage(m.tryAgain)}
          </Button>
        </div>
      ) : null}
    </StandalonePage>
  );
}
