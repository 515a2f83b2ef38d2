/**
 * "Company information > General" (core-and-business §6 table; account-business-header-and-trips §7 Company GET and
 * PUT): the company's name (editable with COMPANY_SETTINGS_MANAGEMENT, which the page's visibility already asks),
 * its plan and booking mode (shown; the plan changes through the Biz+ upgrade page, the booking mode through a later
 * settings page). React Hook Form with the contract's CompanyUpdateSchema rule for the name (trimmed, 1-200
 * characters) and the frame's texts. Saving: the button is disabled and says "Saving…"; success says so in a status
 * line and the header follows the new name (the auth state is reloaded); a failure shows the error envelope's first
 * error (field errors next to the field) and keeps what was typed. Below, the multi-room switch (multi-room-section.tsx),
 * the company logo (company-logo-section.tsx).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { Company } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { logger } from '../../../state/index.ts';
import { Button } from '../../../ui/index.ts';
import { FormTextFieldControl } from '../../../ui/form-controls.tsx';
import { useRefreshAuthState } from '../../access/index.ts';
import { apiErrorText, apiFieldErrorText } from '../../chrome/index.ts';
import { COMPANY_NAME_MAX_LENGTH } from '../constants.ts';
import { businessMessages as m } from '../messages.ts';
import { planMessages } from '../plan/messages.ts';
import { updateCompany } from './company-api.ts';
import { CompanyDeletionSection } from './company-deletion-section.tsx';
import { CompanyLogoSection } from './company-logo-section.tsx';
import { MultiRoomSection } from './multi-room-section.tsx';
import styles from '../hub/hub.module.css';

interface GeneralValues {
  name: string;
}

/** Props of {@link CompanyGeneralPage}. */
export interface CompanyGeneralPageProps {
  /** The company as loaded by the route loader. */
  company: Company;
}

/** The company general page (see the module docstring). */
export function CompanyGeneralPage({ company: loaded }: CompanyGeneralPageProps) {
  const intl = useIntl();
  const refreshAuthState = useRefreshAuthState();
  const [company, setCompany] = useState(loaded);
  const [status, setStatus] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const schema = z.object({
    name: z.string().trim().min(1, intl.formatMessage(m.companyNameRequired)).max(COMPANY_NAME_MAX_LENGTH, intl.formatMessage(m.companyNameTooLong, { max: COMPANY_NAME_MAX_LENGTH })),
  });
  const form = useForm<GeneralValues>({ resolver: zodResolver(schema), defaultValues: { name: company.name }, mode: 'onSubmit' });
  const saving = form.formState.isSubmitting;

  const save = async ({ name }: GeneralValues): Promise<void> => {
    setStatus(undefined);
    setError(undefined);
    try {
      const saved = await updateCompany({ name: name.trim() });
      setCompany(saved);
      form.reset({ name: saved.name });
      setStatus(intl.formatMessage(m.companySaved));
      refreshAuthState();
    } catch (e) {
      logger.warn('company save failed', e);
      const nameError = e instanceof ApiRequestError ? e.errors.find((x) => x.code === 'VALIDATION_ERROR' && x.field === 'name') : undefined;
      if (nameError) form.setError('name', { type: 'server', message: apiFieldErrorText(intl, nameError) }, { shouldFocus: true });
      else setError(apiErrorText(intl, e, m.companySaveFailed));
    }
  };

  return (
    <>
      <p className={styles.muted}>{intl.formatMessage(m.companyGeneralIntro)}</p>
      <dl className={styles.facts}>
        <dt>{intl.formatMessage(m.companyPlan)}</dt>
        <dd data-testid="company-plan">{intl.formatMessage(planMessages.tierName, { tier: company.planTier })}</dd>
        <dt>{intl.formatMessage(m.companyBookingMode)}</dt>
        <dd>{intl.formatMessage(company.bookingMode === 'TRAVELER_ONLY' ? m.bookingModeTravelerOnly : m.bookingModeTravelManager)}</dd>
      </dl>
      <FormProvider {...form}>
        <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(save)(event)}>
          <FormTextFieldControl<GeneralValues> path="name" label={intl.formatMessage(m.companyName)} autoComplete="organization" maxLength={COMPANY_NAME_MAX_LENGTH} isRequired />
          <div>
            <Button type="submit" isDisabled={saving}>
              {intl.formatMessage(saving ? m.companySaving : m.companySave)}
            </Button>
          </div>
          {status ? (
            <p role="status" className={styles.success}>
              {status}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
        </form>
      </FormProvider>
      <MultiRoomSection enabled={company.multiRoomBookings} onSaved={setCompany} />
      <CompanyLogoSection logoUrl={company.logoUrl} />
      <CompanyDeletionSection companyName={company.name} />
    </>
  );
}
