/**
 * The event hub's create / edit form (issue #26 "an event editor creates an event (name, place, dates, invitees)";
 * contract business-events.ts BusinessEventInputSchema), shown in a dialog by ./event-hub-page.tsx.
 *
 * - Fields: the event's name (required, BUSINESS_EVENT_NAME_MAX characters), details for the invitees (optional,
 *   multi-line, BUSINESS_EVENT_DESCRIPTION_MAX with a live count), the city (a combo box over the product's locations,
 *   `GET /i/api/locations/v1/autocomplete?kinds=city`: typed text must be chosen from the list), first and last day
 *   (date fields; not in the past for a new event, at most BUSINESS_EVENT_MAX_DAYS days), and the invitees.
 * - Invitees: "Find people to invite" searches the company with the existing user search (`POST
 *   /i/api/business/users/v2/findUsers`, mode `eventInvitees`, from EVENT_INVITEE_LOOKUP_MIN_CHARS characters on (an
 *   organiser who does not read the directory gets a look-up, not a browse), debounced USER_SEARCH_DEBOUNCE_MS, people already
 *   chosen left out); each result has "Invite {name}", each invitee "Remove {name} from the invitees". Changes are
 *   announced in a polite status line. At most BUSINESS_EVENT_INVITEES_MAX.
 * - React Hook Form with a zod resolver, validated on submit; focus goes to the first invalid field. Server refusals:
 *   400 VALIDATION_ERROR naming a field shows under it (`inviteeEmails`: the list's own message); 404 closes the dialog
 *   and reloads the list (the page's `onGone`); anything else is an alert in the dialog. What was typed stays.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Label, Text, TextArea, TextField } from 'react-aria-components';
import { z } from 'zod';
import {
  BUSINESS_EVENT_DESCRIPTION_MAX, BUSINESS_EVENT_INVITEES_MAX, BUSINESS_EVENT_MAX_DAYS, BUSINESS_EVENT_NAME_MAX, EVENT_INVITEE_LOOKUP_MIN_CHARS, USER_SEARCH_DEBOUNCE_MS, daysBetweenIsoDates,
  type BusinessEvent, type BusinessEventInput, type CityLocation, type UserSearchResult,
} from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { logger } from '../../../state/index.ts';
import { Button, ComboBoxField } from '../../../ui/index.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { FormTextFieldControl } from '../../../ui/form-controls.tsx';
import { apiErrorText } from '../../chrome/index.ts';
import { findUsers } from '../book-for/api.ts';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import { createEvent, findCities, updateEvent } from './api.ts';
import { eventHubMessages as m } from './messages.ts';
import styles from './events.module.css';

/** One invitee as the form keeps them. */
interface Invitee {
  email: string;
  name: string;
}

/** The form's values as typed. */
interface EventValues {
  name: string;
  description: string;
  cityId: number | null;
  cityText: string;
  startDate: string;
  endDate: string;
  invitees: Invitee[];
}

/** Today's date (UTC) as `YYYY-MM-DD`: the earliest first day the server accepts for a new event. */
const todayIso = (): string => new Date().toISOString().slice(0, 10);

const cityText = (c: { name: string; countryName?: string; countryCode: string }) => `${c.name}, ${c.countryName ?? c.countryCode}`;
const personName = (u: Pick<UserSearchResult, 'firstName' | 'lastName' | 'email'>) => `${u.firstName} ${u.lastName}`.trim() || u.email;

/** The form's schema: messages in the page's language; the body sent is the contract's BusinessEventInput. */
function eventSchema(intl: ReturnType<typeof useIntl>, editing: BusinessEvent | undefined) {
  return z.object({
    name: z.string().trim().min(1, intl.formatMessage(m.nameRequired)).max(BUSINESS_EVENT_NAME_MAX),
    description: z.string().max(BUSINESS_EVENT_DESCRIPTION_MAX),
    cityId: z.number().nullable(),
    cityText: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    invitees: z.array(z.object({ email: z.string(), name: z.string() })).max(BUSINESS_EVENT_INVITEES_MAX, intl.formatMessage(m.tooManyInvitees, { max: BUSINESS_EVENT_INVITEES_MAX })),
  }).superRefine((v, ctx) => {
    if (v.cityId === null) ctx.addIssue({ code: 'custom', path: ['cityText'], message: intl.formatMessage(m.cityRequired) });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.startDate)) ctx.addIssue({ code: 'custom', path: ['startDate'], message: intl.formatMessage(m.startRequired) });
    else if (v.startDate < todayIso() && v.startDate !== editing?.startDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: intl.formatMessage(m.startPast) });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.endDate)) ctx.addIssue({ code: 'custom', path: ['endDate'], message: intl.formatMessage(m.endRequired) });
    else if (/^\d{4}-\d{2}-\d{2}$/.test(v.startDate)) {
      const days = daysBetweenIsoDates(v.startDate, v.endDate);
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: intl.formatMessage(m.endBeforeStart) });
      else if (days + 1 > BUSINESS_EVENT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: intl.formatMessage(m.tooLong, { max: BUSINESS_EVENT_MAX_DAYS }) });
    }
  });
}

/** The city combo box: options from the locations autocomplete as the user types; picking one sets `cityId`. */
function CityControl({ errorMessage, inputRef }: { errorMessage: string | undefined; inputRef: (el: HTMLInputElement | null) => void }) {
  const intl = useIntl();
  const text = useWatch<EventValues, 'cityText'>({ name: 'cityText' });
  const cityId = useWatch<EventValues, 'cityId'>({ name: 'cityId' });
  const [options, setOptions] = useState<CityLocation[]>([]);
  const [failed, setFailed] = useState(false);
  const lastQuery = useRef('');
  const { setValue, clearErrors } = useFormSetters();

  useEffect(() => {
    const q = text.trim();
    if (q.length < 2 || cityId !== null) return undefined;
    lastQuery.current = q;
    const timer = setTimeout(() => {
      findCities(q)
        .then((found) => {
          if (lastQuery.current !== q) return;
          setOptions(found);
          setFailed(false);
        })
        .catch((error: unknown) => {
          if (lastQuery.current !== q) return;
          logger.warn('event city lookup failed', error);
          setFailed(true);
        });
    }, USER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, cityId]);

  return (
    <div className={styles.field}>
      <ComboBoxField
        label={intl.formatMessage(m.cityLabel)}
        buttonLabel={intl.formatMessage(m.cityButton)}
        options={options.map((c) => ({ id: String(c.id), textValue: cityText(c), content: cityText(c) }))}
        inputValue={text}
        onInputChange={(value) => {
          setValue('cityText', value);
          const chosen = options.find((c) => cityText(c) === value);
          setValue('cityId', chosen ? chosen.id : null);
          clearErrors('cityText');
        }}
        value={cityId === null ? null : String(cityId)}
        onChange={(key) => {
          const chosen = options.find((c) => String(c.id) === key);
          setValue('cityId', chosen ? chosen.id : null);
          if (chosen) setValue('cityText', cityText(chosen));
          clearErrors('cityText');
        }}
        inputRef={inputRef}
        errorMessage={errorMessage}
      />
      <p className={styles.help}>{failed ? intl.formatMessage(m.citySearchFailed) : intl.formatMessage(m.cityHelp)}</p>
    </div>
  );
}

/** setValue / clearErrors of the surrounding form, typed for {@link EventValues}. */
function useFormSetters() {
  const ctx = useFormContext<EventValues>();
  return {
    setValue: <K extends keyof EventValues>(key: K, value: EventValues[K]) => ctx.setValue(key, value as never, { shouldDirty: true }),
    clearErrors: (key: keyof EventValues) => ctx.clearErrors(key),
  };
}

/** The invitees: a people search with "Invite" buttons, and the chosen people with "Remove". */
function InviteesControl({ errorMessage }: { errorMessage: string | undefined }) {
  const intl = useIntl();
  const { setValue, clearErrors } = useFormSetters();
  const invitees = useWatch<EventValues, 'invitees'>({ name: 'invitees' });
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<UserSearchResult[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState(false);
  const [announce, setAnnounce] = useState('');
  const latest = useRef('');
  const legendId = useId();
  const chosenKey = invitees.map((i) => i.email.toLowerCase()).join(',');

  useEffect(() => {
    const q = query.trim();
    latest.current = q;
    if (q.length < EVENT_INVITEE_LOOKUP_MIN_CHARS) {
      setResults(null);
      setSearching(false);
      return undefined;
    }
    setSearching(true);
    const timer = setTimeout(() => {
      findUsers({ query: q, searchMode: 'eventInvitees', size: 8, page: 0, filters: chosenKey ? { excludeEmails: chosenKey.split(',') } : {} })
        .then((page) => {
          if (latest.current !== q) return;
          setResults(page.users);
          setFailed(false);
        })
        .catch((error: unknown) => {
          if (latest.current !== q) return;
          logger.warn('event invitee search failed', error);
          setFailed(true);
          setResults(null);
        })
        .finally(() => {
          if (latest.current === q) setSearching(false);
        });
    }, USER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, chosenKey]);

  const add = (u: UserSearchResult) => {
    const name = personName(u);
    setValue('invitees', [...invitees, { email: u.email, name }]);
    clearErrors('invitees');
    setResults((r) => r?.filter((x) => x.email !== u.email) ?? null);
    setAnnounce(intl.formatMessage(m.inviteesAdded, { name }));
  };
  const drop = (i: Invitee) => {
    setValue('invitees', invitees.filter((x) => x.email !== i.email));
    setAnnounce(intl.formatMessage(m.inviteesRemoved, { name: i.name }));
  };

  return (
    <fieldset className={styles.fieldset} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>{intl.formatMessage(m.inviteesLegend)}</legend>
      <FormTextField
        label={intl.formatMessage(m.findPeople)}
        description={intl.formatMessage(m.findPeopleHelp)}
        type="search"
        value={query}
        onChange={setQuery}
        maxLength={100}
        autoComplete="off"
      />
      <p role="status" className={styles.help}>
        {searching ? intl.formatMessage(m.searching) : failed ? intl.formatMessage(m.peopleFailed) : results && results.length === 0 ? intl.formatMessage(m.noPeople) : announce}
      </p>
      {results && results.length > 0 ? (
        <ul className={styles.people} aria-label={intl.formatMessage(m.resultsLabel)}>
          {results.map((u) => {
            const name = personName(u);
            return (
              <li key={u.email} className={styles.person}>
                <span className={styles.personText}>
                  <span className={styles.strong}>{name}</span>
                  <span className={styles.muted}>{u.email}{u.guest ? ` · ${intl.formatMessage(m.guest)}` : ''}</span>
                </span>
                <Button variant="secondary" aria-label={intl.formatMessage(m.inviteLabel, { name })} onPress={() => add(u)}>
                  {intl.formatMessage(m.invite)}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {invitees.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.noneChosen)}</p>
      ) : (
        <ul className={styles.people} aria-label={intl.formatMessage(m.chosenLabel)}>
          {invitees.map((i) => (
            <li key={i.email} className={styles.person}>
              <span className={styles.personText}>
                <span className={styles.strong}>{i.name}</span>
                <span className={styles.muted}>{i.email}</span>
              </span>
              <Button variant="secondary" aria-label={intl.formatMessage(m.uninviteLabel, { name: i.name })} onPress={() => drop(i)}>
                {intl.formatMessage(m.uninvite)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {errorMessage ? <p className={styles.fieldError}>{errorMessage}</p> : null}
    </fieldset>
  );
}

/** The multi-line details field with its live count. */
function DescriptionControl() {
  const intl = useIntl();
  return (
    <Controller<EventValues, 'description'>
      name="description"
      render={({ field }) => (
        <TextField
          className={styles.field}
          value={field.value}
          onChange={(next) => field.onChange(next.slice(0, BUSINESS_EVENT_DESCRIPTION_MAX))}
          onBlur={field.onBlur}
          maxLength={BUSINESS_EVENT_DESCRIPTION_MAX}
        >
          <Label className={styles.label}>{intl.formatMessage(m.descriptionLabel)}</Label>
          <TextArea ref={field.ref} className={styles.textarea} rows={3} />
          <Text slot="description" className={styles.help}>
            {intl.formatMessage(m.descriptionHelp, { used: field.value.length, max: BUSINESS_EVENT_DESCRIPTION_MAX })}
          </Text>
        </TextField>
      )}
    />
  );
}

/** Props of {@link EventForm}. */
export interface EventFormProps {
  /** The event to edit (with its invitees); undefined creates one. */
  editing?: BusinessEvent | undefined;
  onCancel(): void;
  onSaved(event: BusinessEvent): void;
  /** The event was deleted meanwhile (404). */
  onGone(): void;
}

/** The create / edit form (see the module docstring). */
export function EventForm({ editing, onCancel, onSaved, onGone }: EventFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const [alert, setAlert] = useState<string | undefined>();
  const cityRef = useRef<HTMLInputElement | null>(null);
  const form = useForm<EventValues>({
    resolver: zodResolver(eventSchema(intl, editing)),
    defaultValues: editing
      ? {
          name: editing.name, description: editing.description, cityId: editing.place.cityId, cityText: `${editing.place.cityName}, ${editing.place.countryCode}`,
          startDate: editing.startDate, endDate: editing.endDate, invitees: editing.invitees.map((i) => ({ email: i.email, name: i.name })),
        }
      : { name: '', description: '', cityId: null, cityText: '', startDate: '', endDate: '', invitees: [] },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });

  const submit = async (values: EventValues): Promise<void> => {
    setAlert(undefined);
    const body: BusinessEventInput = {
      name: values.name.trim(), description: values.description.trim(), cityId: values.cityId ?? 0, startDate: values.startDate, endDate: values.endDate,
      inviteeEmails: values.invitees.map((i) => i.email),
    };
    try {
      onSaved(editing ? await updateEvent(editing.id, body) : await createEvent(body));
    } catch (e) {
      logger.warn('event save refused', e);
      if (e instanceof ApiRequestError && e.hasCode('NOT_FOUND')) return onGone();
      const fieldError = e instanceof ApiRequestError ? e.errors.find((x) => x.code === 'VALIDATION_ERROR' && x.field) : undefined;
      const field = fieldError?.field;
      if (field === 'inviteeEmails') form.setError('invitees', { type: 'server', message: intl.formatMessage(m.inviteesRefused) });
      else if (field === 'cityId') form.setError('cityText', { type: 'server', message: intl.formatMessage(m.cityRequired) }, { shouldFocus: true });
      else if (field === 'startDate') form.setError('startDate', { type: 'server', message: intl.formatMessage(m.startPast) }, { shouldFocus: true });
      else if (field === 'endDate') form.setError('endDate', { type: 'server', message: intl.formatMessage(m.tooLong, { max: BUSINESS_EVENT_MAX_DAYS }) }, { shouldFocus: true });
      else if (field === 'name') form.setError('name', { type: 'server', message: intl.formatMessage(m.nameRequired) }, { shouldFocus: true });
      else setAlert(apiErrorText(intl, e, m.actionFailed));
    }
  };

  const errors = form.formState.errors;
  const pending = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void form.handleSubmit(submit, (found) => {
          if (found.cityText && !found.name) cityRef.current?.focus();
        })(event)}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {editing ? intl.formatMessage(m.editTitle, { name: editing.name }) : intl.formatMessage(m.createTitle)}
        </h2>
        <FormTextFieldControl<EventValues> path="name" label={intl.formatMessage(m.nameLabel)} maxLength={BUSINESS_EVENT_NAME_MAX} isRequired autoComplete="off" />
        <CityControl errorMessage={errors.cityText?.message} inputRef={(el) => {
          cityRef.current = el;
          form.register('cityText').ref(el);
        }} />
        <div className={styles.dates}>
          <FormTextFieldControl<EventValues> path="startDate" type="date" label={intl.formatMessage(m.startLabel)} isRequired {...(editing ? {} : { min: todayIso() })} />
          <FormTextFieldControl<EventValues> path="endDate" type="date" label={intl.formatMessage(m.endLabel)} isRequired />
        </div>
        <DescriptionControl />
        <InviteesControl errorMessage={errors.invitees?.message ?? errors.invitees?.root?.message} />
        <DialogFormFooter
          alert={alert}
          pending={pending}
          pendingText={intl.formatMessage(m.saving)}
          cancelText={intl.formatMessage(m.cancel)}
          submitText={intl.formatMessage(editing ? m.save : m.create)}
          onCancel={onCancel}
        />
      </form>
    </FormProvider>
  );
}
