/**
 * The setup form of the "set up account" and "set up company" screens (account-business-header-and-trips §2 account
 * menu entries set up company / set up account; §7 "POST /i/api/business/me/v1/setup, /v2/setup or /v3/setup (version
 * depends on a flag)"). The company's `settings.setupVersion` (GET /me/v1/account/info `setupVersion`) picks what the
 * form asks (README "Business edition"; contract SetupV1/V2/V3RequestSchema):
 * - v1: first and last name (the account only; on the company screen a note says the company details are not asked);
 * - v2: v1 plus an optional phone; on the company screen also the company's name, size and country;
 * - v3: v2, and the company part also asks who books trips (booking mode) and the reporting currency.
 * The company part is sent only from the company screen (`part="company"`), which only company managers reach.
 * React Hook Form with zod rules taken from the contract's schemas (the frame's texts as messages); the body is parsed
 * with the version's contract schema before it is sent. Saving: the button says "Saving…" and is disabled; success
 * says so in a status line and calls `onSaved` (the page reloads its tasks and the auth state, so the progress and the
 * account menu follow); a refusal shows the envelope's text as an alert (a field error next to its field; VALIDATION
 * on `version` says the company's setup changed meanwhile).
 */
import { useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  BookingModeSchema, CompanySizeSchema, SetupV1RequestSchema, SetupV2RequestSchema, SetupV3RequestSchema, type BusinessAccountInfo, type SetupReply,
  type SetupRequest, type SetupVersion,
} from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { logger } from '../../../state/index.ts';
import { Button } from '../../../ui/index.ts';
import { FormTextFieldControl, SelectControl } from '../../../ui/form-controls.tsx';
import { apiErrorText, apiFieldErrorText } from '../../chrome/index.ts';
import { businessMessages as bm } from '../messages.ts';
import { submitSetup } from './api.ts';
import { SETUP_COMPANY_NAME_MAX_LENGTH, SETUP_COUNTRIES, SETUP_CURRENCIES, SETUP_FORM_ID, SETUP_NAME_MAX_LENGTH } from './constants.ts';
import { setupMessages as m } from './messages.ts';
import styles from '../hub/hub.module.css';

/** The form's values as typed (selects hold '' until chosen). */
export interface SetupValues {
  firstName: string;
  lastName: string;
  phone: string;
  companyName: string;
  size: string;
  countryCode: string;
  bookingMode: string;
  currency: string;
}

/** What a version asks on a screen: the phone (v2, v3), the company part (v2, v3 on the company screen), travel (v3). */
export function setupFieldsOf(version: SetupVersion, part: 'account' | 'company'): { phone: boolean; company: boolean; travel: boolean } {
  return { phone: version !== 'v1', company: part === 'company' && version !== 'v1', travel: part === 'company' && version === 'v3' };
}

/** The zod rules of the form for a version and screen, with the frame's texts; outputs the request body. */
function setupSchema(intl: IntlShape, version: SetupVersion, part: 'account' | 'company') {
  const fields = setupFieldsOf(version, part);
  const required = intl.formatMessage(m.required);
  const check = (schema: z.ZodType, message: string) => z.string().superRefine((value, ctx) => {
    if (!schema.safeParse(value).success) ctx.addIssue({ code: 'custom', message });
  });
  const name = (max: number) => z.string().trim().min(1, required).max(max, intl.formatMessage(m.tooLong, { max }));
  const chosen = z.string();
  const optional = z.string();
  const v2 = SetupV2RequestSchema.shape;
  return z.object({
    firstName: name(SETUP_NAME_MAX_LENGTH),
    lastName: name(SETUP_NAME_MAX_LENGTH),
    phone: fields.phone ? check(v2.phone.unwrap().or(z.literal('')), intl.formatMessage(m.phoneInvalid)) : optional,
    companyName: fields.company ? name(SETUP_COMPANY_NAME_MAX_LENGTH) : optional,
    size: fields.company ? check(CompanySizeSchema, intl.formatMessage(m.chooseOne)) : chosen,
    countryCode: fields.company ? check(z.string().regex(/^[A-Z]{2}$/), intl.formatMessage(m.chooseOne)) : chosen,
    bookingMode: fields.travel ? check(BookingModeSchema, intl.formatMessage(m.chooseOne)) : chosen,
    currency: fields.travel ? check(z.string().regex(/^[A-Z]{3}$/), intl.formatMessage(m.chooseOne)) : chosen,
  }).transform((v): SetupRequest => {
    const person = { firstName: v.firstName.trim(), lastName: v.lastName.trim() };
    if (version === 'v1') return SetupV1RequestSchema.parse(person);
    const phone = v.phone.trim() ? { phone: v.phone.trim() } : {};
    const basics = { name: v.companyName.trim(), size: CompanySizeSchema.parse(v.size), countryCode: v.countryCode };
    if (version === 'v2') return SetupV2RequestSchema.parse({ ...person, ...phone, ...(fields.company ? { company: basics } : {}) });
    const travel = fields.travel ? { company: { ...basics, bookingMode: BookingModeSchema.parse(v.bookingMode), defaultCurrency: v.currency } } : {};
    return SetupV3RequestSchema.parse({ ...person, ...phone, ...travel });
  });
}

/** Props of {@link SetupForm}. */
export interface SetupFormProps {
  /** The caller's business account (GET /me/v1/account/info): the version, and the names and phone to start from. */
  info: BusinessAccountInfo;
  /** `account`: the set-up-account screen (the person); `company`: the set-up-company screen (the person and the company). */
  part: 'account' | 'company';
  /** The company's current name, size and country to start from on the company screen (null: empty). */
  companyName?: string | null;
  /** Called with the reply once the server saved the setup (the page then reloads its tasks and the auth state). */
  onSaved(reply: SetupReply): void;
}

/** The setup form (see the module docstring). */
export function SetupForm({ info, part, companyName, onSaved }: SetupFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const version = info.setupVersion;
  const fields = setupFieldsOf(version, part);
  const [status, setStatus] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | undefined>();
  const form = useForm<SetupValues, unknown, SetupRequest>({
    resolver: zodResolver(setupSchema(intl, version, part)),
    defaultValues: {
      firstName: info.firstName ?? '', lastName: info.lastName ?? '', phone: info.phone ?? '', companyName: companyName ?? info.companyName,
      size: '', countryCode: '', bookingMode: '', currency: '',
    },
    mode: 'onSubmit',
  });
  const saving = form.formState.isSubmitting;
  const choose = { id: '', label: intl.formatMessage(m.choose) };
  const regions = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const currencies = new Intl.DisplayNames([intl.locale], { type: 'currency' });
  const countryOptions = SETUP_COUNTRIES.map((code) => ({ id: code, label: regions.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, intl.locale));

  const save = async (body: SetupRequest): Promise<void> => {
    setStatus(undefined);
    setAlert(undefined);
    try {
      const reply = await submitSetup(version, body);
      setStatus(intl.formatMessage(m.saved));
      onSaved(reply);
    } catch (e) {
      logger.warn('business setup refused', e);
      const entry = e instanceof ApiRequestError ? e.errors.find((x) => x.code === 'VALIDATION_ERROR' && x.field) : undefined;
      const field = entry?.field;
      if (field === 'version') setAlert(intl.formatMessage(m.versionChanged));
      else if (entry && (field === 'firstName' || field === 'lastName' || field === 'phone')) form.setError(field, { type: 'server', message: apiFieldErrorText(intl, entry) }, { shouldFocus: true });
      else setAlert(apiErrorText(intl, e, m.saveFailed));
    }
  };

  return (
    <section id={SETUP_FORM_ID} aria-labelledby={titleId} className={styles.box}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {intl.formatMessage(m.title, { part: fields.company ? 'company' : 'account' })}
      </h2>
      {part === 'company' && version === 'v1' ? <p className={styles.muted}>{intl.formatMessage(m.versionNote, { version })}</p> : null}
      {info.setupDone ? <p className={styles.muted}>{intl.formatMessage(m.done)}</p> : null}
      <FormProvider {...form}>
        <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} data-setup-version={version}>
          <FormTextFieldControl<SetupValues> path="firstName" label={intl.formatMessage(m.firstName)} autoComplete="given-name" maxLength={SETUP_NAME_MAX_LENGTH} isRequired />
          <FormTextFieldControl<SetupValues> path="lastName" label={intl.formatMessage(m.lastName)} autoComplete="family-name" maxLength={SETUP_NAME_MAX_LENGTH} isRequired />
          {fields.phone ? <FormTextFieldControl<SetupValues> path="phone" label={intl.formatMessage(m.phone)} type="tel" autoComplete="tel" maxLength={25} /> : null}
          {fields.company ? (
            <>
              <FormTextFieldControl<SetupValues> path="companyName" label={intl.formatMessage(m.companyName)} autoComplete="organization" maxLength={SETUP_COMPANY_NAME_MAX_LENGTH} isRequired />
              <SelectControl<SetupValues>
                path="size"
                label={intl.formatMessage(m.companySize)}
                options={[choose, ...CompanySizeSchema.options.map((size) => ({ id: size, label: intl.formatMessage(m.sizeOption, { size }) }))]}
              />
              <SelectControl<SetupValues> path="countryCode" label={intl.formatMessage(m.country)} options={[choose, ...countryOptions]} />
            </>
          ) : null}
          {fields.travel ? (
            <>
              <SelectControl<SetupValues>
                path="bookingMode"
                label={intl.formatMessage(m.bookingMode)}
                options={[choose, { id: 'TRAVELER_ONLY', label: intl.formatMessage(bm.bookingModeTravelerOnly) }, { id: 'TRAVELER_OR_TRAVEL_MANAGER', label: intl.formatMessage(bm.bookingModeTravelManager) }]}
              />
              <SelectControl<SetupValues>
                path="currency"
                label={intl.formatMessage(m.currency)}
                options={[choose, ...SETUP_CURRENCIES.map((code) => ({ id: code, label: `${currencies.of(code) ?? code} (${code})` }))]}
              />
            </>
          ) : null}
          <div>
            <Button type="submit" isDisabled={saving}>
              {intl.formatMessage(saving ? m.saving : m.save)}
            </Button>
          </div>
          <p role="status" className={styles.success}>
            {status ?? ''}
          </p>
          {alert ? (
            <p role="alert" className={styles.error}>
              {alert}
            </p>
          ) : null}
        </form>
      </FormProvider>
    </section>
  );
}
