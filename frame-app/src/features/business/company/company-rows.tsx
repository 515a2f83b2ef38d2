/**
 * One admin hub page for a list of company settings rows (issue #24 "Admin hub": email domains, offices, entities,
 * corporate memberships "Programs"; core-and-business §6 admin hub pages): the four pages differ only in their row
 * shape, columns, form fields and calls, so the table, the add/edit dialog and the delete confirmation live here once.
 *
 * - Data: the page's route `loader` ({@link rowsLoader}) asks the list with the router's abort signal and never throws;
 *   a failure shows an alert with "Try again" (a revalidation). After any change the route revalidates, so the list
 *   always shows what the server saved; while it reloads the table dims (aria-busy) and the status line says so.
 * - Title and introduction are the hub's (../page-messages.ts adminPageTitle / adminPageDoes), as in its navigation.
 * - Empty: a sentence inviting to add the first row (the "Add" button sits beside the title in every state but a
 *   failed load).
 * - Add and edit open one dialog form (React Hook Form + the page's zod schema, validated on submit). A refusal keeps
 *   the dialog open with everything typed: a 400 VALIDATION_ERROR naming one of the form's fields shows under that
 *   field (the page's own text for it, else the envelope's), a 404 (a row deleted meanwhile) says so and reloads the
 *   list, anything else shows the envelope's text (apiErrorText) as an alert in the dialog.
 * - Delete asks first (ConfirmDialog, role alertdialog); a refusal shows in that dialog. Once the list has reloaded
 *   without the row, focus moves to the page's heading (the Delete button it would return to is gone).
 * - Buttons carry the row's name in their accessible name ("Edit Berlin HQ", "Delete acme.com").
 * - Outcomes are announced in a polite status line ("Berlin HQ was added.").
 * Who may act is the page's visibility rule (the contract's ADMIN_PAGES row; the server's route declarations ask the
 * same permission for every call of a page), so the actions show to everyone who sees the page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import type { AdminPageId } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, Overlay } from '../../../ui/index.ts';
import { FormTextFieldControl } from '../../../ui/form-controls.tsx';
import { countryName } from '../../../ui/format.ts';
import { apiErrorText, apiFieldErrorText } from '../../chrome/index.ts';
import { adminPageDoes, adminPageTitle } from '../page-messages.ts';
import { companyRowsMessages as m } from './company-settings-messages.ts';
import { ConfirmCallDialog } from '../confirm-call-dialog.tsx';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import styles from './company-rows.module.css';

/** The form's values as typed: every field is text. */
export type RowFormValues = Record<string, string>;

/** What a page's loader hands the page: the outcome of the list call. */
export interface CompanyRowsPageData<Row> {
  result: Settled<Row[]>;
}

/**
 * A route loader asking `list` with the router's abort signal; never throws (a failure is logged as `what`, unless the
 * router aborted the request, and shown by the page).
 */
export function rowsLoader<Row>(list: (signal: AbortSignal) => Promise<Row[]>, what: string) {
  return async ({ request }: LoaderFunctionArgs): Promise<CompanyRowsPageData<Row>> => {
    const result = await settle(list(request.signal));
    if (!result.ok && !request.signal.aborted) logger.warn(`${what} load failed`, result.error);
    return { result };
  };
}

/** One text field of the add/edit form. */
export interface RowField {
  /** Key in the form values (and, by the page's schema, in the request body); a VALIDATION_ERROR `field` names it. */
  name: string;
  label: MessageDescriptor;
  /** A hint under the field (e.g. "Optional", the expected format). */
  description?: MessageDescriptor;
  /** Most characters the contract accepts. */
  maxLength: number;
  isRequired?: boolean;
  autoComplete?: string;
  /** What a server VALIDATION_ERROR on this field says (default: the envelope's text for it). */
  serverError?: MessageDescriptor;
}

/** One column of the table; the first is the row's header (its name). */
export interface RowColumn<Row> {
  label: MessageDescriptor;
  /** The cell's text; empty shows a dash. */
  value(row: Row, intl: IntlShape): string;
}

/** The page-specific text (the rest is shared, ./company-settings-messages.ts companyRowsMessages). */
export interface CompanyRowsText {
  /** The "Add …" button. */
  add: MessageDescriptor;
  /** The add dialog's title. */
  addTitle: MessageDescriptor;
  /** A sentence at the top of the add dialog. */
  addIntro?: MessageDescriptor;
  /** The empty state. */
  empty: MessageDescriptor;
  /** The table's accessible name. */
  tableLabel: MessageDescriptor;
  /** The delete confirmation's body; may use `{name}`. */
  removeBody: MessageDescriptor;
}

/** Everything a company settings list page declares (see the module docstring). */
export interface CompanyRowsConfig<Row, Body> {
  /** The hub's page id: title, introduction. */
  pageId: AdminPageId;
  text: CompanyRowsText;
  columns: readonly RowColumn<Row>[];
  fields: readonly RowField[];
  /** Values of a new row's form. */
  emptyValues: RowFormValues;
  /** Values of a row's edit form; absent: rows cannot be edited (email domains: delete and add again). */
  valuesOf?: (row: Row) => RowFormValues;
  /**
   * The form's schema: validates the typed values (messages through `intl`) and turns them into the request body, typed
   * by the contract's input schema and normalised as it does (trimmed, codes uppercased); the server parses it with
   * that schema. The frame does not run the contract's input schemas themselves: the contract module lives on the
   * first page, and each of its schemas a lazy page uses would be bundled there. `rows` are the rows shown, `editing`
   * the row being edited (for duplicate checks).
   */
  schema(intl: IntlShape, rows: readonly Row[], editing: Row | undefined): z.ZodType<Body, RowFormValues>;
  rowKey(row: Row): string | number;
  /** The row's name in buttons, dialogs and notices. */
  rowName(row: Row): string;
  /** The calls; each rejects with the client's errors. */
  create(body: Body): Promise<unknown>;
  update?: (row: Row, body: Body) => Promise<unknown>;
  remove(row: Row): Promise<unknown>;
  /** The name a saved body gives the row (for the "added"/"saved" notice). */
  nameOf(body: Body): string;
}

/** The text of a country code cell: "Germany (DE)" in the shown language; empty for no code. */
export function countryCell(code: string, intl: IntlShape): string {
  if (!code) return '';
  const name = countryName(code, intl.locale, code);
  return name === code ? code : intl.formatMessage(m.country, { name, code });
}

/** The country code field's schema: empty, or two letters, sent uppercased (as the contract's input schemas keep it). */
export function countryCodeSchema(intl: IntlShape): z.ZodType<string, string> {
  return z.string().trim().refine((v) => v === '' || /^[A-Za-z]{2}$/.test(v), { message: intl.formatMessage(m.countryInvalid) }).transform((v) => v.toUpperCase());
}

/** The shared "optional country code" field's hint. */
export const COUNTRY_HINT = m.countryHint;

/** A required text field's schema: trimmed, not empty (`message` when it is). */
export function requiredText(message: string): z.ZodType<string, string> {
  return z.string().trim().min(1, { message });
}

type Dialog<Row> = { kind: 'add' } | { kind: 'edit'; row: Row } | { kind: 'remove'; row: Row } | null;

/** The add/edit dialog's form; stays open with what was typed when the server refuses. */
function RowForm<Row, Body>({ config, rows, editing, onClose, onSaved }: {
  config: CompanyRowsConfig<Row, Body>; rows: readonly Row[]; editing: Row | undefined; onClose(): void; onSaved(name: string, stale: boolean): void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const [alert, setAlert] = useState<string | undefined>();
  const form = useForm<RowFormValues, unknown, Body>({
    resolver: zodResolver(config.schema(intl, rows, editing)),
    defaultValues: editing && config.valuesOf ? config.valuesOf(editing) : config.emptyValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const pending = form.formState.isSubmitting;
  const title = editing ? intl.formatMessage(m.editTitle, { name: config.rowName(editing) }) : intl.formatMessage(config.text.addTitle);

  const submit = async (body: Body): Promise<void> => {
    setAlert(undefined);
    try {
      if (editing && config.update) await config.update(editing, body);
      else await config.create(body);
      onSaved(config.nameOf(body), false);
    } catch (e) {
      logger.warn('company settings change refused', e);
      const errors = e instanceof ApiRequestError ? e.errors : [];
      const fieldError = errors.find((x) => x.code === 'VALIDATION_ERROR' && config.fields.some((f) => f.name === x.field));
      const field = config.fields.find((f) => f.name === fieldError?.field);
      if (fieldError && field) {
        const message = field.serverError ? intl.formatMessage(field.serverError) : apiFieldErrorText(intl, fieldError);
        form.setError(field.name, { type: 'server', message }, { shouldFocus: true });
      } else if (e instanceof ApiRequestError && e.hasCode('NOT_FOUND')) {
        setAlert(intl.formatMessage(m.notFound));
        onSaved('', true);
      } else {
        setAlert(apiErrorText(intl, e, m.actionFailed));
      }
    }
  };

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        {!editing && config.text.addIntro ? <p className={styles.muted}>{intl.formatMessage(config.text.addIntro)}</p> : null}
        {config.fields.map((field) => (
          <FormTextFieldControl<RowFormValues>
            key={field.name}
            path={field.name}
            label={intl.formatMessage(field.label)}
            maxLength={field.maxLength}
            autoComplete={field.autoComplete ?? 'off'}
            {...(field.description ? { description: intl.formatMessage(field.description) } : {})}
            {...(field.isRequired ? { isRequired: true } : {})}
          />
        ))}
        <DialogFormFooter
          alert={alert}
          pending={pending}
          pendingText={intl.formatMessage(m.working)}
          cancelText={intl.formatMessage(m.cancel)}
          submitText={editing ? intl.formatMessage(m.save) : intl.formatMessage(config.text.add)}
          onCancel={onClose}
        />
      </form>
    </FormProvider>
  );
}

/** The delete confirmation; a refusal shows inside it. */
function RemoveDialog<Row, Body>({ config, row, onClose, onDone }: { config: CompanyRowsConfig<Row, Body>; row: Row; onClose(): void; onDone(): void }) {
  const intl = useIntl();
  const name = config.rowName(row);
  return (
    <ConfirmCallDialog
      title={intl.formatMessage(m.removeTitle, { name })}
      confirmLabel={intl.formatMessage(m.removeConfirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      pendingLabel={intl.formatMessage(m.working)}
      call={async () => {
        await config.remove(row);
        onDone();
      }}
      failureText={(e) => apiErrorText(intl, e, m.actionFailed)}
      logLine="company settings delete refused"
      onClose={onClose}
    >
      <p className={styles.muted}>{intl.formatMessage(config.text.removeBody, { name })}</p>
    </ConfirmCallDialog>
  );
}

/** The table: the first column as the row header, each cell labelled for the card layout, then the actions. */
function RowsTable<Row, Body>({ config, rows, busy, onEdit, onRemove }: {
  config: CompanyRowsConfig<Row, Body>; rows: readonly Row[]; busy: boolean; onEdit(row: Row): void; onRemove(row: Row): void;
}) {
  const intl = useIntl();
  const [first, ...rest] = config.columns;
  const none = intl.formatMessage(m.none);
  return (
    <table className={styles.table} aria-label={intl.formatMessage(config.text.tableLabel)} aria-busy={busy}>
      <thead>
        <tr>
          {config.columns.map((column) => (
            <th scope="col" key={column.label.id}>
              {intl.formatMessage(column.label)}
            </th>
          ))}
          <th scope="col">{intl.formatMessage(m.colActions)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const name = config.rowName(row);
          return (
            <tr key={config.rowKey(row)}>
              <th scope="row">{first ? first.value(row, intl) || none : name}</th>
              {rest.map((column) => (
                <td key={column.label.id}>
                  <span className={styles.cellLabel} aria-hidden="true">
                    {intl.formatMessage(column.label)}:{' '}
                  </span>
                  {column.value(row, intl) || none}
                </td>
              ))}
              <td>
                <div className={styles.actions}>
                  {config.update && config.valuesOf ? (
                    <Button variant="secondary" aria-label={intl.formatMessage(m.edit, { name })} onPress={() => onEdit(row)}>
                      {intl.formatMessage(m.editShort)}
                    </Button>
                  ) : null}
                  <Button variant="secondary" aria-label={intl.formatMessage(m.remove, { name })} onPress={() => onRemove(row)}>
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

/** A company settings list page (see the module docstring); reads its route's {@link CompanyRowsPageData}. */
export function CompanyRowsPage<Row, Body>({ config }: { config: CompanyRowsConfig<Row, Body> }) {
  const intl = useIntl();
  const data = useLoaderData() as CompanyRowsPageData<Row>;
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const [dialog, setDialog] = useState<Dialog<Row>>(null);
  const [notice, setNotice] = useState('');
  const [focusHeading, setFocusHeading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = reloading || state !== 'idle';
  useEffect(() => {
    if (!focusHeading || busy) return;
    headingRef.current?.focus();
    setFocusHeading(false);
  }, [focusHeading, busy]);
  const rows = data.result.ok ? data.result.value : [];
  const does = adminPageDoes(config.pageId);

  const after = (text: string) => {
    setDialog(null);
    setNotice(text);
    void revalidate();
  };

  let body: ReactNode;
  if (!data.result.ok) {
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{apiErrorText(intl, data.result.error, m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>
          {intl.formatMessage(m.tryAgain)}
        </Button>
      </div>
    );
  } else if (rows.length === 0) {
    body = <p className={styles.empty}>{intl.formatMessage(config.text.empty)}</p>;
  } else {
    body = (
      <RowsTable
        config={config}
        rows={rows}
        busy={busy}
        onEdit={(row) => setDialog({ kind: 'edit', row })}
        onRemove={(row) => setDialog({ kind: 'remove', row })}
      />
    );
  }

  const formOpen = dialog?.kind === 'add' || dialog?.kind === 'edit';
  const editing = dialog?.kind === 'edit' ? dialog.row : undefined;
  const formLabel = editing ? intl.formatMessage(m.editTitle, { name: config.rowName(editing) }) : intl.formatMessage(config.text.addTitle);
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.headerRow}>
        <h1 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {intl.formatMessage(adminPageTitle(config.pageId))}
        </h1>
        {data.result.ok ? <Button onPress={() => setDialog({ kind: 'add' })}>{intl.formatMessage(config.text.add)}</Button> : null}
      </div>
      {does ? <p className={styles.muted}>{intl.formatMessage(does)}</p> : null}
      <p role="status" className={styles.notice}>
        {busy ? intl.formatMessage(m.loading) : notice}
      </p>
      {body}
      {formOpen ? (
        <Overlay isOpen onOpenChange={(open) => !open && setDialog(null)} label={formLabel}>
          <RowForm
            key={editing ? config.rowKey(editing) : 'new'}
            config={config}
            rows={rows}
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
          config={config}
          row={dialog.row}
          onClose={() => setDialog(null)}
          onDone={() => {
            setFocusHeading(true);
            after(intl.formatMessage(m.removed, { name: config.rowName(dialog.row) }));
          }}
        />
      ) : null}
    </section>
  );
}
