/**
 * The admin hub's trip reporting fields page `/business/trip-reporting-fields` (issue #26 "Trip reporting fields";
 * core-and-business §6: needs the TRIP_REPORTING_FIELDS feature, TRIP_REPORTING_FIELDS_MANAGEMENT; contract ADMIN_PAGES
 * row `tripReportingFields`). A react-router route module (`loader` + `Component`) behind the hub's guard.
 *
 * - Lists the company's fields in booking-form order: name (help text under it), type (text, or a list with its
 *   option count), required, and the kinds of booking that ask it; each row moves up or down, edits and deletes
 *   (asked first: bookings keep their values). Loading: the table dims (aria-busy) and a status line says so; empty: a
 *   sentence inviting to add the first; a failed load: an alert with "Try again".
 * - Add and edit open one dialog form (React Hook Form + zod, checked on submit with the contract's rules): name,
 *   type (radio), options one per line (a list only; unique, up to REPORTING_FIELD_MAX_OPTIONS), "Travelers must fill
 *   it in to book", the verticals (at least one) and a help text. A server refusal naming a field shows under it; any
 *   other keeps the dialog open with an alert.
 * - On a table narrower than 640 px each row becomes a card (company-rows.module.css), so nothing scrolls sideways.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import {
  REPORTING_FIELD_HELP_MAX_CHARS, REPORTING_FIELD_LABEL_MAX_CHARS, REPORTING_FIELD_MAX_OPTIONS, REPORTING_FIELD_TEXT_MAX_CHARS, VERTICALS,
  type ReportingField, type ReportingFieldInputDraft, type Vertical,
} from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, Checkbox, CheckboxGroupField, Overlay, TextRadioGroup } from '../../../ui/index.ts';
import { FormTextFieldControl, useFieldControl } from '../../../ui/form-controls.tsx';
import { apiErrorText, apiFieldErrorText } from '../../chrome/index.ts';
import { adminPageDoes, adminPageTitle } from '../page-messages.ts';
import { ConfirmCallDialog } from '../confirm-call-dialog.tsx';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import { TextAreaField } from '../support/text-area-field.tsx';
import rowStyles from '../company/company-rows.module.css';
import { createReportingField, deleteReportingField, fetchReportingFields, moveReportingField, updateReportingField } from './api.ts';
import { reportingFieldsMessages as m } from './messages.ts';
import styles from './reporting-fields.module.css';

/** What the loader hands the page. */
export interface ReportingFieldsData {
  result: Settled<ReportingField[]>;
}

/** Route loader: the company's fields (never throws; a failure is logged unless the router aborted it). */
export async function loader({ request }: LoaderFunctionArgs): Promise<ReportingFieldsData> {
  const result = await settle(fetchReportingFields(request.signal));
  if (!result.ok && !request.signal.aborted) logger.warn('reporting fields load failed', result.error);
  return { result };
}

const VERTICAL_LABELS = { flights: m.flights, hotels: m.hotels, cars: m.cars, trains: m.trains, packages: m.packages } as const satisfies Record<Vertical, unknown>;

/** The form as typed. */
interface FieldFormValues extends FieldValues {
  label: string;
  kind: 'text' | 'list';
  options: string;
  required: boolean;
  verticals: string[];
  helpText: string;
}

/** The form's schema: the typed values checked as the contract checks them, turned into the request body. */
function formSchema(intl: IntlShape): z.ZodType<ReportingFieldInputDraft, FieldFormValues> {
  return z.object({
    label: z.string().trim().min(1, intl.formatMessage(m.nameRequired)).max(REPORTING_FIELD_LABEL_MAX_CHARS),
    kind: z.enum(['text', 'list']),
    options: z.string(),
    required: z.boolean(),
    verticals: z.array(z.enum(VERTICALS)).min(1, intl.formatMessage(m.verticalsRequired)),
    helpText: z.string().trim().max(REPORTING_FIELD_HELP_MAX_CHARS),
  }).transform((v, ctx): ReportingFieldInputDraft => {
    const options = v.kind === 'list' ? v.options.split('\n').map((o) => o.trim()).filter((o) => o !== '') : [];
    if (v.kind === 'list') {
      if (options.length === 0) ctx.addIssue({ code: 'custom', path: ['options'], message: intl.formatMessage(m.optionsRequired) });
      if (options.length > REPORTING_FIELD_MAX_OPTIONS) ctx.addIssue({ code: 'custom', path: ['options'], message: intl.formatMessage(m.optionsTooMany, { max: REPORTING_FIELD_MAX_OPTIONS }) });
      const seen = new Set<string>();
      for (const option of options) {
        const key = option.toLocaleLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['options'], message: intl.formatMessage(m.optionsDuplicate, { option }) });
        seen.add(key);
      }
    }
    return { label: v.label, kind: v.kind, required: v.required, verticals: v.verticals, options: options.map((o) => o.slice(0, REPORTING_FIELD_TEXT_MAX_CHARS)), helpText: v.helpText };
  });
}

const emptyValues: FieldFormValues = { label: '', kind: 'list', options: '', required: true, verticals: ['flights', 'hotels'], helpText: '' };
const valuesOf = (f: ReportingField): FieldFormValues => ({ label: f.label, kind: f.kind, options: f.options.join('\n'), required: f.required, verticals: [...f.verticals], helpText: f.helpText });

/** The type radios, the required checkbox, the options and the verticals, bound to the form. */
function FieldControls() {
  const intl = useIntl();
  const kind = useFieldControl<FieldFormValues, 'text' | 'list'>({ path: 'kind' });
  const options = useFieldControl<FieldFormValues, string>({ path: 'options' });
  const required = useFieldControl<FieldFormValues, boolean>({ path: 'required' });
  const verticals = useFieldControl<FieldFormValues, string[]>({ path: 'verticals' });
  return (
    <>
      <TextRadioGroup<'text' | 'list'>
        label={intl.formatMessage(m.typeLabel)}
        options={[{ value: 'list', label: intl.formatMessage(m.typeListOption) }, { value: 'text', label: intl.formatMessage(m.typeTextOption) }]}
        value={kind.value}
        onChange={kind.onChange}
        name="kind"
      />
      {kind.value === 'list' ? (
        <TextAreaField
          label={intl.formatMessage(m.optionsLabel)}
          value={options.value}
          onChange={options.onChange}
          onBlur={options.onBlur}
          errorMessage={options.errorMessage}
          maxLength={REPORTING_FIELD_MAX_OPTIONS * (REPORTING_FIELD_TEXT_MAX_CHARS + 1)}
          isRequired
          rows={5}
        />
      ) : null}
      <Checkbox isSelected={required.value} onChange={required.onChange}>
        {intl.formatMessage(m.requiredLabel)}
      </Checkbox>
      <div>
        <CheckboxGroupField
          label={intl.formatMessage(m.verticalsLabel)}
          options={VERTICALS.map((v) => ({ value: v, label: intl.formatMessage(VERTICAL_LABELS[v]) }))}
          value={verticals.value}
          onChange={verticals.onChange}
        />
        {verticals.errorMessage ? (
          <p role="alert" className={rowStyles.error}>
            {verticals.errorMessage}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** The add/edit dialog's form; stays open with what was typed when the server refuses. */
function FieldForm({ editing, onClose, onSaved }: { editing: ReportingField | undefined; onClose(): void; onSaved(name: string, stale: boolean): void }) {
  const intl = useIntl();
  const titleId = useId();
  const [alert, setAlert] = useState<string | undefined>();
  const form = useForm<FieldFormValues, unknown, ReportingFieldInputDraft>({
    resolver: zodResolver(formSchema(intl)),
    defaultValues: editing ? valuesOf(editing) : emptyValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const pending = form.formState.isSubmitting;

  const submit = async (body: ReportingFieldInputDraft): Promise<void> => {
    setAlert(undefined);
    try {
      if (editing) await updateReportingField(editing.id, body);
      else await createReportingField(body);
      onSaved(body.label, false);
    } catch (e) {
      logger.warn('reporting field change refused', e);
      const errors = e instanceof ApiRequestError ? e.errors : [];
      const fieldError = errors.find((x) => x.code === 'VALIDATION_ERROR' && (x.field === 'label' || x.field === 'options' || x.field === 'verticals' || x.field === 'helpText'));
      if (fieldError?.field) {
        form.setError(fieldError.field as 'label', { type: 'server', message: apiFieldErrorText(intl, fieldError) }, { shouldFocus: true });
      } else if (e instanceof ApiRequestError && e.hasCode('NOT_FOUND')) {
        setAlert(intl.formatMessage(m.notFound));
        onSaved('', true);
      } else setAlert(apiErrorText(intl, e, m.actionFailed));
    }
  };

  return (
    <FormProvider {...form}>
      <form className={rowStyles.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <h2 id={titleId} className={rowStyles.dialogTitle}>
          {editing ? intl.formatMessage(m.editTitle, { name: editing.label }) : intl.formatMessage(m.addTitle)}
        </h2>
        <FormTextFieldControl<FieldFormValues>
          path="label"
          label={intl.formatMessage(m.nameLabel)}
          description={intl.formatMessage(m.nameHint)}
          maxLength={REPORTING_FIELD_LABEL_MAX_CHARS}
          autoComplete="off"
          isRequired
        />
        <FieldControls />
        <FormTextFieldControl<FieldFormValues>
          path="helpText"
          label={intl.formatMessage(m.helpLabel)}
          description={intl.formatMessage(m.helpHint)}
          maxLength={REPORTING_FIELD_HELP_MAX_CHARS}
          autoComplete="off"
        />
        <DialogFormFooter
          alert={alert}
          pending={pending}
          pendingText={intl.formatMessage(m.working)}
          cancelText={intl.formatMessage(m.cancel)}
          submitText={editing ? intl.formatMessage(m.save) : intl.formatMessage(m.add)}
          onCancel={onClose}
        />
      </form>
    </FormProvider>
  );
}

/** The delete confirmation; a refusal shows inside it. */
function RemoveDialog({ field, onClose, onDone }: { field: ReportingField; onClose(): void; onDone(): void }) {
  const intl = useIntl();
  return (
    <ConfirmCallDialog
      title={intl.formatMessage(m.removeTitle, { name: field.label })}
      confirmLabel={intl.formatMessage(m.removeConfirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      pendingLabel={intl.formatMessage(m.working)}
      call={async () => {
        await deleteReportingField(field.id);
        onDone();
      }}
      failureText={(e) => apiErrorText(intl, e, m.actionFailed)}
      logLine="reporting field delete refused"
      onClose={onClose}
    >
      <p className={rowStyles.muted}>{intl.formatMessage(m.removeBody, { name: field.label })}</p>
    </ConfirmCallDialog>
  );
}

type Dialog = { kind: 'add' } | { kind: 'edit'; field: ReportingField } | { kind: 'remove'; field: ReportingField } | null;

/** The trip reporting fields page (react-router lazy route module export; see the module docstring). */
export function ReportingFieldsPage() {
  const intl = useIntl();
  const data = useLoaderData() as ReportingFieldsData;
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState('');
  const [moving, setMoving] = useState(false);
  const [focusHeading, setFocusHeading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = reloading || state !== 'idle' || moving;
  useEffect(() => {
    if (!focusHeading || busy) return;
    headingRef.current?.focus();
    setFocusHeading(false);
  }, [focusHeading, busy]);
  const fields = data.result.ok ? data.result.value : [];
  const does = adminPageDoes('tripReportingFields');
  const after = (text: string) => {
    setDialog(null);
    setNotice(text);
    void revalidate();
  };
  const move = async (field: ReportingField, direction: 'up' | 'down') => {
    setMoving(true);
    try {
      await moveReportingField(field.id, direction);
      setNotice(intl.formatMessage(m.moved, { name: field.label }));
    } catch (e) {
      logger.warn('reporting field move refused', e);
      setNotice(apiErrorText(intl, e, m.actionFailed));
    } finally {
      setMoving(false);
      void revalidate();
    }
  };

  let body: ReactNode;
  if (!data.result.ok) {
    body = (
      <div role="alert" className={rowStyles.errorBox}>
        <p className={rowStyles.error}>{apiErrorText(intl, data.result.error, m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>
          {intl.formatMessage(m.tryAgain)}
        </Button>
      </div>
    );
  } else if (fields.length === 0) {
    body = <p className={rowStyles.empty}>{intl.formatMessage(m.empty)}</p>;
  } else {
    const columns = [m.colType, m.colRequired, m.colVerticals];
    body = (
      <table className={rowStyles.table} aria-label={intl.formatMessage(m.tableLabel)} aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.colName)}</th>
            {columns.map((c) => (
              <th scope="col" key={c.id}>
                {intl.formatMessage(c)}
              </th>
            ))}
            <th scope="col">{intl.formatMessage(m.colActions)}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => {
            const name = field.label;
            const cells = [
              field.kind === 'list' ? intl.formatMessage(m.typeList, { count: field.options.length }) : intl.formatMessage(m.typeText),
              intl.formatMessage(field.required ? m.yes : m.no),
              intl.formatList(field.verticals.map((v) => intl.formatMessage(VERTICAL_LABELS[v]))),
            ];
            return (
              <tr key={field.id}>
                <th scope="row">
                  {name}
                  {field.helpText ? <span className={styles.help}>{field.helpText}</span> : null}
                </th>
                {cells.map((text, i) => (
                  <td key={columns[i]!.id}>
                    <span className={rowStyles.cellLabel} aria-hidden="true">
                      {intl.formatMessage(columns[i]!)}:{' '}
                    </span>
                    {text}
                  </td>
                ))}
                <td>
                  <div className={rowStyles.actions}>
                    <Button variant="secondary" aria-label={intl.formatMessage(m.moveUp, { name })} isDisabled={busy || index === 0} onPress={() => void move(field, 'up')}>
                      ↑
                    </Button>
                    <Button variant="secondary" aria-label={intl.formatMessage(m.moveDown, { name })} isDisabled={busy || index === fields.length - 1} onPress={() => void move(field, 'down')}>
                      ↓
                    </Button>
                    <Button variant="secondary" aria-label={intl.formatMessage(m.edit, { name })} onPress={() => setDialog({ kind: 'edit', field })}>
                      {intl.formatMessage(m.editShort)}
                    </Button>
                    <Button variant="secondary" aria-label={intl.formatMessage(m.remove, { name })} onPress={() => setDialog({ kind: 'remove', field })}>
                      {intl.formatMessage(m.removeShort)}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }

  const editing = dialog?.kind === 'edit' ? dialog.field : undefined;
  return (
    <section className={rowStyles.page} aria-labelledby={titleId}>
      <div className={rowStyles.headerRow}>
        <h1 id={titleId} ref={headingRef} tabIndex={-1} className={rowStyles.title}>
          {intl.formatMessage(adminPageTitle('tripReportingFields'))}
        </h1>
        {data.result.ok ? <Button onPress={() => setDialog({ kind: 'add' })}>{intl.formatMessage(m.add)}</Button> : null}
      </div>
      {does ? <p className={rowStyles.muted}>{intl.formatMessage(does)}</p> : null}
      <p role="status" className={rowStyles.notice}>
        {busy ? intl.formatMessage(m.loading) : notice}
      </p>
      {body}
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <Overlay isOpen onOpenChange={(open) => !open && setDialog(null)} label={editing ? intl.formatMessage(m.editTitle, { name: editing.label }) : intl.formatMessage(m.addTitle)}>
          <FieldForm
            key={editing ? editing.id : 'new'}
            editing={editing}
            onClose={() => setDialog(null)}
            onSaved={(name, stale) => {
              if (stale) return void revalidate();
              after(intl.formatMessage(editing ? m.saved : m.added, { name }));
            }}
          />
        </Overlay>
      ) : null}
      {dialog?.kind === 'remove' ? (
        <RemoveDialog
          field={dialog.field}
          onClose={() => setDialog(null)}
          onDone={() => {
            setFocusHeading(true);
            after(intl.formatMessage(m.removed, { name: dialog.field.label }));
          }}
        />
      ) : null}
    </section>
  );
}

/** The route module's page. */
export const Component = ReportingFieldsPage;
