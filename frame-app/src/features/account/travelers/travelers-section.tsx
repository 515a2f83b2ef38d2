/**
 * The profile page's saved travelers (issue #9 "Travelers"; core-and-business §3 Traveler, §5 age 18 to 110 and genders
 * M/F by default, §7 the traveler calls, §9): the list (the preferred one first and marked "Preferred"), "Add a
 * traveler" and "Edit {name}" opening one form (React Hook Form with a zod resolver). A new traveler starts as the spec's
 * defaults (preferred true, every other field empty). The server checks the rules it is configured with; its
 * VALIDATION_ERROR shows under the field it names in the frame's words: a date of birth under the minimum age says
 * "Travelers must be at least 18 years old." (over the maximum, "at most 110"), other fields the frame's text for them.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { TRAVELER_MAX_AGE_YEARS, TRAVELER_MIN_AGE_YEARS, ageOnDate, type ApiErrorRead, type SavedTraveler } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { Button } from '../../../ui/button.tsx';
import { FormTextFieldControl } from '../../../ui/form-controls.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { logger } from '../../../state/index.ts';
import { apiErrorText, apiFieldErrorText } from '../../chrome/index.ts';
import { createTraveler, updateTraveler } from '../menu/account-menu-calls.ts';
import { accountMenuMessages as m } from '../menu/account-menu-messages.ts';
import { travelerName } from './travelers-name.ts';
import styles from '../profile/profile-page.module.css';

const TravelerFormSchema = z.object({
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  gender: z.enum(['', 'M', 'F']),
  emailAddress: z.string(),
  preferred: z.boolean(),
});
type TravelerFormValues = z.infer<typeof TravelerFormSchema>;
const FORM_FIELDS = new Set<string>(['firstName', 'middleName', 'lastName', 'dateOfBirth', 'gender', 'emailAddress']);

/** The form's values for a saved traveler, or the new-traveler defaults (§3: preferred true, other fields empty). */
function formValuesOf(t: SavedTraveler | null): TravelerFormValues {
  if (!t) return { firstName: '', middleName: '', lastName: '', dateOfBirth: '', gender: '', emailAddress: '', preferred: true };
  const gender = t.gender === 'M' || t.gender === 'F' ? t.gender : '';
  return { firstName: t.firstName, middleName: t.middleName, lastName: t.lastName, dateOfBirth: t.dateOfBirth, gender, emailAddress: t.emailAddress, preferred: t.preferred };
}

/** Props of {@link TravelersSection}. */
export interface TravelersSectionProps {
  /** The account's travelers (the preferred one first), or null when they could not be loaded. */
  travelers: SavedTraveler[] | null;
  /** Called after a save, so the page loads the list again. */
  onSaved(): void;
}

/** The saved travelers section (see the module docstring). */
export function TravelersSection({ travelers, onSaved }: TravelersSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const [editing, setEditing] = useState<SavedTraveler | 'new' | null>(null);
  const [status, setStatus] = useState<string | undefined>(undefined);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage(m.travelersTitle)}
      </h2>
      {travelers === null ? <p role="alert">{intl.formatMessage(m.travelersLoadFailed)}</p> : null}
      {travelers && travelers.length === 0 ? <p>{intl.formatMessage(m.travelersEmpty)}</p> : null}
      {travelers && travelers.length > 0 ? (
        <ul className={styles.list} aria-label={intl.formatMessage(m.travelersTitle)}>
          {travelers.map((t) => (
            <li key={t.travelerId} className={styles.listItem}>
              <span>
                {travelerName(t)}
                {t.dateOfBirth ? <span className={styles.muted}> · {t.dateOfBirth}</span> : null}
                {t.preferred ? <span className={styles.badge}>{intl.formatMessage(m.travelersPreferred)}</span> : null}
              </span>
              <Button variant="secondary" onPress={() => setEditing(t)}>
                {intl.formatMessage(m.travelersEdit, { name: travelerName(t) })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {status ? (
        <p role="status" className={styles.success}>
          {status}
        </p>
      ) : null}
      {editing === null ? (
        <Button variant="secondary" onPress={() => { setStatus(undefined); setEditing('new'); }}>
          {intl.formatMessage(m.travelersAdd)}
        </Button>
      ) : (
        <TravelerForm
          key={editing === 'new' ? 'new' : editing.travelerId}
          traveler={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setStatus(intl.formatMessage(m.travelersSaved));
            onSaved();
          }}
        />
      )}
    </section>
  );
}

/** The create/edit form of one traveler. */
function TravelerForm({ traveler, onCancel, onSaved }: { traveler: SavedTraveler | null; onCancel(): void; onSaved(): void }) {
  const intl = useIntl();
  const formId = useId();
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const form = useForm<TravelerFormValues>({ resolver: zodResolver(TravelerFormSchema), defaultValues: formValuesOf(traveler), mode: 'onSubmit' });
  const { handleSubmit, setError, watch, setValue, register } = form;
  const gender = watch('gender');

  /** The frame's words for a field error from the server (see the module docstring). */
  const fieldText = (error: ApiErrorRead, values: TravelerFormValues): string => {
    if (error.field === 'dateOfBirth' && /^\d{4}-\d{2}-\d{2}$/.test(values.dateOfBirth)) {
      const age = ageOnDate(values.dateOfBirth, new Date().toISOString().slice(0, 10));
      if (age < TRAVELER_MIN_AGE_YEARS) return intl.formatMessage(m.travelersTooYoung, { min: TRAVELER_MIN_AGE_YEARS });
      if (age > TRAVELER_MAX_AGE_YEARS) return intl.formatMessage(m.travelersTooOld, { max: TRAVELER_MAX_AGE_YEARS });
    }
    return apiFieldErrorText(intl, error);
  };

  const save = async (values: TravelerFormValues): Promise<void> => {
    setPending(true);
    setFormError(undefined);
    try {
      if (traveler) await updateTraveler(traveler.travelerId, values);
      else await createTraveler(values);
      onSaved();
    } catch (error) {
      if (error instanceof ApiRequestError && error.hasCode('VALIDATION_ERROR')) {
        let placed = false;
        for (const e of error.errors) {
          if (e.field && FORM_FIELDS.has(e.field)) {
            setError(e.field as FieldPath<TravelerFormValues>, { type: 'server', message: fieldText(e, values) }, { shouldFocus: !placed });
            placed = true;
          }
        }
        if (!placed) setFormError(apiErrorText(intl, error));
      } else {
        logger.warn('traveler save failed', error);
        setFormError(apiErrorText(intl, error, m.profileSaveFailed));
      }
    } finally {
      setPending(false);
    }
  };

  const genderOptions = [
    { id: '' as const, label: intl.formatMessage(m.travelersGenderNone) },
    { id: 'M' as const, label: intl.formatMessage(m.travelersGenderM) },
    { id: 'F' as const, label: intl.formatMessage(m.travelersGenderF) },
  ];
  const fieldId = (name: string) => `${formId}-${name}`;
  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        aria-label={intl.formatMessage(traveler ? m.travelersFormEdit : m.travelersFormNew)}
        onSubmit={(event) => void handleSubmit(save)(event)}
      >
        {formError ? <p role="alert" className={styles.error}>{formError}</p> : null}
        <FormTextFieldControl<TravelerFormValues> path="firstName" id={fieldId('firstName')} label={intl.formatMessage(m.travelersFirstName)} autoComplete="off" isDisabled={pending} />
        <FormTextFieldControl<TravelerFormValues> path="middleName" id={fieldId('middleName')} label={intl.formatMessage(m.travelersMiddleName)} autoComplete="off" isDisabled={pending} />
        <FormTextFieldControl<TravelerFormValues> path="lastName" id={fieldId('lastName')} label={intl.formatMessage(m.travelersLastName)} autoComplete="off" isDisabled={pending} />
        <FormTextFieldControl<TravelerFormValues> path="dateOfBirth" id={fieldId('dateOfBirth')} type="date" label={intl.formatMessage(m.travelersDateOfBirth)} autoComplete="off" isDisabled={pending} />
        <SelectField label={intl.formatMessage(m.travelersGender)} options={genderOptions} value={gender} onChange={(value) => setValue('gender', value)} />
        <FormTextFieldControl<TravelerFormValues> path="emailAddress" id={fieldId('emailAddress')} type="email" label={intl.formatMessage(m.travelersEmail)} autoComplete="off" isDisabled={pending} />
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('preferred')} disabled={pending} />
          {intl.formatMessage(m.travelersMakePreferred)}
        </label>
        <div className={styles.actions}>
          <Button type="submit" isDisabled={pending}>
            {intl.formatMessage(m.travelersSave)}
          </Button>
          <Button variant="secondary" onPress={onCancel} isDisabled={pending}>
            {intl.formatMessage(m.travelersCancel)}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
