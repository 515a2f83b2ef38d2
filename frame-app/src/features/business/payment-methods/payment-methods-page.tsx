/**
 * The admin hub's payment methods page `/business/payment-options` (issue #26 "Payment methods"; core-and-business §3
 * "optional flag text (for example the plan-tier name on payment methods)", §5 "the permission is forced to company
 * settings management when the higher-tier flag is on", §6 flag-gated page with COMPANY_PAYMENT_METHOD_VIEW /
 * _MANAGEMENT; contract ADMIN_PAGES row `paymentMethods`, paymentMethodsAccess). A react-router route module
 * (`loader` + `Component`) behind the hub's guard.
 *
 * - Header: the title and, under the higher-tier override, the plan tier's badge ("Needs the Biz+ plan") with the
 *   note that only people who manage company settings see the page; else who sees it.
 * - "Company cards": the company's cards (name, brand and last four, expiry, name on card); "Add card" opens a dialog
 *   (React Hook Form + zod: name, number with Luhn, expiry MM/YY, security code, name on card; the number goes to our
 *   server once, which keeps only brand and last four); "Remove" asks first (a card still paying for a group is refused
 *   with the server's reason, shown in the dialog).
 * - "Who pays for business trips": the company default, then each group: its card (or none), whether a personal card
 *   is allowed, or "Follows the company default"; "Change" opens a dialog (card radios, personal-card checkbox, and
 *   for a group "Follow the company default").
 * - Without the manage permission the page is read-only (no buttons) and says so. Loading, empty and error states as
 *   the other hub lists (company-rows.module.css: a table becomes cards under 640 px).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import {
  COMPANY_CARD_LABEL_MAX_CHARS, luhnValid, type CardBrand, type CompanyCard, type CompanyCardInputDraft, type PaymentOptionsReply, type PaymentScope,
} from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, Checkbox, Overlay, TextRadioGroup } from '../../../ui/index.ts';
import { FormTextFieldControl, useFieldControl } from '../../../ui/form-controls.tsx';
import { apiErrorText, apiFieldErrorText } from '../../chrome/index.ts';
import { ConfirmCallDialog } from '../confirm-call-dialog.tsx';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import rowStyles from '../company/company-rows.module.css';
import settingsStyles from '../settings/settings.module.css';
import { paymentOptionsMessages as pm } from '../settings/messages.ts';
import { addCompanyCard, fetchPaymentOptions, removeCompanyCard, savePaymentScope } from './api.ts';
import { paymentMethodsMessages as m } from './messages.ts';
import styles from './payment-methods.module.css';

/** What the loader hands the page. */
export interface PaymentMethodsData {
  result: Settled<PaymentOptionsReply>;
}

/** Route loader: the company's payment options (never throws; a failure is logged unless the router aborted it). */
export async function loader({ request }: LoaderFunctionArgs): Promise<PaymentMethodsData> {
  const result = await settle(fetchPaymentOptions(request.signal));
  if (!result.ok && !request.signal.aborted) logger.warn('payment options load failed', result.error);
  return { result };
}

const BRAND_NAMES: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', unknown: 'Card' };
const cardText = (intl: IntlShape, c: Pick<CompanyCard, 'brand' | 'last4'>) => intl.formatMessage(m.cardText, { brand: BRAND_NAMES[c.brand], last4: c.last4 });

/** The add-card form as typed. */
interface CardFormValues extends FieldValues {
  label: string;
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

function cardSchema(intl: IntlShape): z.ZodType<CompanyCardInputDraft, CardFormValues> {
  return z.object({
    label: z.string().trim().min(1, intl.formatMessage(m.labelRequired)).max(COMPANY_CARD_LABEL_MAX_CHARS),
    number: z.string().transform((s) => s.replace(/[\s-]/g, '')).refine((d) => /^\d{12,19}$/.test(d) && luhnValid(d), intl.formatMessage(m.numberInvalid)),
    expiry: z.string().trim().regex(/^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/, intl.formatMessage(m.expiryInvalid)),
    cvc: z.string().trim().regex(/^\d{3,4}$/, intl.formatMessage(m.cvcInvalid)),
    holderName: z.string().trim().min(1, intl.formatMessage(m.holderRequired)).max(100),
  }).transform((v) => {
    const [, month, year] = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(v.expiry) ?? [];
    return { label: v.label, card: { number: v.number, expiryMonth: Number(month), expiryYear: 2000 + Number(year), cvc: v.cvc, holderName: v.holderName } };
  });
}

/** The add-card dialog's form; a server refusal naming a field shows under it. */
function CardForm({ onClose, onSaved }: { onClose(): void; onSaved(name: string): void }) {
  const intl = useIntl();
  const titleId = useId();
  const [alert, setAlert] = useState<string | undefined>();
  const form = useForm<CardFormValues, unknown, CompanyCardInputDraft>({
    resolver: zodResolver(cardSchema(intl)),
    defaultValues: { label: '', number: '', expiry: '', cvc: '', holderName: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const submit = async (body: CompanyCardInputDraft) => {
    setAlert(undefined);
    try {
      await addCompanyCard(body);
      onSaved(body.label);
    } catch (e) {
      logger.warn('company card refused', e);
      const errors = e instanceof ApiRequestError ? e.errors : [];
      const paths: Record<string, 'label' | 'number' | 'expiry' | 'cvc' | 'holderName'> = { label: 'label', 'card.number': 'number', 'card.expiry': 'expiry', 'card.expiryMonth': 'expiry', 'card.expiryYear': 'expiry', 'card.cvc': 'cvc', 'card.holderName': 'holderName' };
      const fieldError = errors.find((x) => x.code === 'VALIDATION_ERROR' && x.field !== undefined && paths[x.field] !== undefined);
      if (fieldError?.field) form.setError(paths[fieldError.field]!, { type: 'server', message: apiFieldErrorText(intl, fieldError) }, { shouldFocus: true });
      else setAlert(apiErrorText(intl, e, m.actionFailed));
    }
  };
  return (
    <FormProvider {...form}>
      <form className={rowStyles.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <h2 id={titleId} className={rowStyles.dialogTitle}>
          {intl.formatMessage(m.addCardTitle)}
        </h2>
        <p className={rowStyles.muted}>{intl.formatMessage(m.cardsIntro)}</p>
        <FormTextFieldControl<CardFormValues> path="label" label={intl.formatMessage(m.labelLabel)} description={intl.formatMessage(m.labelHint)} maxLength={COMPANY_CARD_LABEL_MAX_CHARS} autoComplete="off" isRequired />
        <FormTextFieldControl<CardFormValues> path="number" label={intl.formatMessage(m.numberLabel)} autoComplete="cc-number" inputMode="numeric" maxLength={23} isRequired />
        <div className={styles.pair}>
          <FormTextFieldControl<CardFormValues> path="expiry" label={intl.formatMessage(m.expiryLabel)} autoComplete="cc-exp" inputMode="numeric" maxLength={7} isRequired />
          <FormTextFieldControl<CardFormValues> path="cvc" label={intl.formatMessage(m.cvcLabel)} autoComplete="cc-csc" inputMode="numeric" maxLength={4} isRequired />
        </div>
        <FormTextFieldControl<CardFormValues> path="holderName" label={intl.formatMessage(m.holderLabel)} autoComplete="cc-name" maxLength={100} isRequired />
        <DialogFormFooter
          alert={alert}
          pending={form.formState.isSubmitting}
          pendingText={intl.formatMessage(m.working)}
          cancelText={intl.formatMessage(m.cancel)}
          submitText={intl.formatMessage(m.addCard)}
          onCancel={onClose}
        />
      </form>
    </FormProvider>
  );
}

/** The scope form as typed. */
interface ScopeFormValues extends FieldValues {
  inherit: boolean;
  cardId: string;
  personalCardAllowed: boolean;
}

/** The controls of the scope dialog, bound to its form. */
function ScopeControls({ cards, isGroup }: { cards: readonly CompanyCard[]; isGroup: boolean }) {
  const intl = useIntl();
  const inherit = useFieldControl<ScopeFormValues, boolean>({ path: 'inherit' });
  const card = useFieldControl<ScopeFormValues, string>({ path: 'cardId' });
  const personal = useFieldControl<ScopeFormValues, boolean>({ path: 'personalCardAllowed', clears: ['cardId'] });
  return (
    <>
      {isGroup ? (
        <Checkbox isSelected={inherit.value} onChange={inherit.onChange}>
          {intl.formatMessage(m.inheritLabel)}
        </Checkbox>
      ) : null}
      {isGroup && inherit.value ? null : (
        <>
          <TextRadioGroup<string>
            label={intl.formatMessage(m.cardLabel)}
            options={[{ value: 'none', label: intl.formatMessage(m.noCard) }, ...cards.map((c) => ({ value: String(c.id), label: c.label, description: cardText(intl, c) }))]}
            value={card.value}
            onChange={card.onChange}
            errorMessage={card.errorMessage}
            name="cardId"
          />
          <Checkbox isSelected={personal.value} onChange={personal.onChange}>
            {intl.formatMessage(m.personalLabel)}
          </Checkbox>
        </>
      )}
    </>
  );
}

/** The name of a scope in the page's language. */
const scopeName = (intl: IntlShape, s: PaymentScope) => s.groupName ?? intl.formatMessage(m.defaultScope);

/** The scope dialog's form. */
function ScopeForm({ scope, cards, onClose, onSaved }: { scope: PaymentScope; cards: readonly CompanyCard[]; onClose(): void; onSaved(): void }) {
  const intl = useIntl();
  const titleId = useId();
  const [alert, setAlert] = useState<string | undefined>();
  const form = useForm<ScopeFormValues>({
    defaultValues: { inherit: scope.groupId !== null && scope.inherited, cardId: scope.cardId === null ? 'none' : String(scope.cardId), personalCardAllowed: scope.personalCardAllowed },
    resolver: zodResolver(z.object({ inherit: z.boolean(), cardId: z.string(), personalCardAllowed: z.boolean() }).superRefine((v, ctx) => {
      if (!v.inherit && v.cardId === 'none' && !v.personalCardAllowed) ctx.addIssue({ code: 'custom', path: ['cardId'], message: intl.formatMessage(m.needsAWay) });
    })),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const submit = async (v: ScopeFormValues) => {
    setAlert(undefined);
    try {
      await savePaymentScope(scope.groupId ?? 'default', { inherit: v.inherit, cardId: v.inherit || v.cardId === 'none' ? null : Number(v.cardId), personalCardAllowed: v.inherit ? true : v.personalCardAllowed });
      onSaved();
    } catch (e) {
      logger.warn('payment scope refused', e);
      setAlert(apiErrorText(intl, e, m.actionFailed));
    }
  };
  return (
    <FormProvider {...form}>
      <form className={rowStyles.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <h2 id={titleId} className={rowStyles.dialogTitle}>
          {intl.formatMessage(m.scopeTitle, { name: scopeName(intl, scope) })}
        </h2>
        <ScopeControls cards={cards} isGroup={scope.groupId !== null} />
        <DialogFormFooter
          alert={alert}
          pending={form.formState.isSubmitting}
          pendingText={intl.formatMessage(m.working)}
          cancelText={intl.formatMessage(m.cancel)}
          submitText={intl.formatMessage(m.save)}
          onCancel={onClose}
        />
      </form>
    </FormProvider>
  );
}

/** The remove-card confirmation; a refusal (the card still pays for a group) shows inside it. */
function RemoveCardDialog({ card, onClose, onDone }: { card: CompanyCard; onClose(): void; onDone(): void }) {
  const intl = useIntl();
  return (
    <ConfirmCallDialog
      title={intl.formatMessage(m.removeTitle, { name: card.label })}
      confirmLabel={intl.formatMessage(m.removeConfirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      pendingLabel={intl.formatMessage(m.working)}
      call={async () => {
        await removeCompanyCard(card.id);
        onDone();
      }}
      // The server refuses a card that still pays for the default or a group with VALIDATION_ERROR on `cardId`: say why.
      failureText={(e) => (e instanceof ApiRequestError && e.errors.some((x) => x.code === 'VALIDATION_ERROR' && x.field === 'cardId') ? intl.formatMessage(m.cardInUse) : apiErrorText(intl, e, m.actionFailed))}
      logLine="company card removal refused"
      onClose={onClose}
    >
      <p className={rowStyles.muted}>{intl.formatMessage(m.removeBody)}</p>
    </ConfirmCallDialog>
  );
}

type Dialog = { kind: 'addCard' } | { kind: 'removeCard'; card: CompanyCard } | { kind: 'scope'; scope: PaymentScope } | null;

/** A cell with its column's name for the card layout. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td>
      <span className={rowStyles.cellLabel} aria-hidden="true">
        {label}:{' '}
      </span>
      {children}
    </td>
  );
}

/** The payment methods page (react-router lazy route module export; see the module docstring). */
export function PaymentMethodsPage() {
  const intl = useIntl();
  const data = useLoaderData() as PaymentMethodsData;
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const cardsId = useId();
  const scopesId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState('');
  const busy = reloading || state !== 'idle';
  const after = (text: string) => {
    setDialog(null);
    setNotice(text);
    void revalidate();
  };
  const reply = data.result.ok ? data.result.value : null;
  const flagText = reply?.flagText ?? null;
  const canManage = reply?.canManage ?? false;
  const cardById = new Map((reply?.cards ?? []).map((c) => [c.id, c]));

  let body: ReactNode;
  if (!data.result.ok || !reply) {
    body = (
      <div role="alert" className={rowStyles.errorBox}>
        <p className={rowStyles.error}>{apiErrorText(intl, data.result.ok ? undefined : data.result.error, m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>
          {intl.formatMessage(m.tryAgain)}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <section aria-labelledby={cardsId} className={styles.section}>
          <div className={rowStyles.headerRow}>
            <h2 id={cardsId} className={styles.sectionTitle}>
              {intl.formatMessage(m.cardsTitle)}
            </h2>
            {canManage ? <Button onPress={() => setDialog({ kind: 'addCard' })}>{intl.formatMessage(m.addCard)}</Button> : null}
          </div>
          {reply.cards.length === 0 ? (
            <p className={rowStyles.empty}>{intl.formatMessage(m.cardsEmpty)}</p>
          ) : (
            <table className={rowStyles.table} aria-label={intl.formatMessage(m.cardsTable)} aria-busy={busy}>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.colName)}</th>
                  <th scope="col">{intl.formatMessage(m.colCard)}</th>
                  <th scope="col">{intl.formatMessage(m.colExpires)}</th>
                  <th scope="col">{intl.formatMessage(m.colHolder)}</th>
                  {canManage ? <th scope="col">{intl.formatMessage(m.colActions)}</th> : null}
                </tr>
              </thead>
              <tbody>
                {reply.cards.map((card) => (
                  <tr key={card.id}>
                    <th scope="row">{card.label}</th>
                    <Cell label={intl.formatMessage(m.colCard)}>{cardText(intl, card)}</Cell>
                    <Cell label={intl.formatMessage(m.colExpires)}>{`${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`}</Cell>
                    <Cell label={intl.formatMessage(m.colHolder)}>{card.holderName}</Cell>
                    {canManage ? (
                      <td>
                        <div className={rowStyles.actions}>
                          <Button variant="secondary" aria-label={intl.formatMessage(m.removeCard, { name: card.label })} onPress={() => setDialog({ kind: 'removeCard', card })}>
                            {intl.formatMessage(m.removeShort)}
                          </Button>
                        </div>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby={scopesId} className={styles.section}>
          <h2 id={scopesId} className={styles.sectionTitle}>
            {intl.formatMessage(m.whoPaysTitle)}
          </h2>
          <p className={rowStyles.muted}>{intl.formatMessage(m.whoPaysIntro)}</p>
          <table className={rowStyles.table} aria-label={intl.formatMessage(m.scopesTable)} aria-busy={busy}>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.colGroup)}</th>
                <th scope="col">{intl.formatMessage(m.colCompanyCard)}</th>
                <th scope="col">{intl.formatMessage(m.colPersonal)}</th>
                {canManage ? <th scope="col">{intl.formatMessage(m.colActions)}</th> : null}
              </tr>
            </thead>
            <tbody>
              {reply.scopes.map((scope) => {
                const name = scopeName(intl, scope);
                const card = scope.cardId === null ? undefined : cardById.get(scope.cardId);
                return (
                  <tr key={scope.groupId ?? 'default'}>
                    <th scope="row">
                      {name}
                      {scope.inherited ? <span className={styles.inherited}>{intl.formatMessage(m.inheritsDefault)}</span> : null}
                    </th>
                    <Cell label={intl.formatMessage(m.colCompanyCard)}>{card ? `${card.label} (${cardText(intl, card)})` : intl.formatMessage(m.noCard)}</Cell>
                    <Cell label={intl.formatMessage(m.colPersonal)}>{intl.formatMessage(scope.personalCardAllowed ? m.allowed : m.notAllowed)}</Cell>
                    {canManage ? (
                      <td>
                        <div className={rowStyles.actions}>
                          <Button variant="secondary" aria-label={intl.formatMessage(m.editScope, { name })} onPress={() => setDialog({ kind: 'scope', scope })}>
                            {intl.formatMessage(m.editShort)}
                          </Button>
                        </div>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      </>
    );
  }

  return (
    <section className={rowStyles.page} aria-labelledby={titleId}>
      <div className={rowStyles.headerRow}>
        <h1 id={titleId} className={rowStyles.title}>
          {intl.formatMessage(pm.title)}
        </h1>
        {flagText !== null ? <span className={settingsStyles.badge}>{intl.formatMessage(pm.tierFlag, { tier: intl.formatMessage(pm.tierName, { tier: flagText }) })}</span> : null}
      </div>
      <p className={rowStyles.muted}>{intl.formatMessage(pm.intro)}</p>
      <p className={rowStyles.muted}>{intl.formatMessage(flagText !== null ? pm.tierNote : pm.whoSees)}</p>
      {reply && !canManage ? <p className={rowStyles.muted}>{intl.formatMessage(m.readOnly)}</p> : null}
      <p role="status" className={rowStyles.notice}>
        {busy ? intl.formatMessage(m.loading) : notice}
      </p>
      {body}
      {dialog?.kind === 'addCard' ? (
        <Overlay isOpen onOpenChange={(open) => !open && setDialog(null)} label={intl.formatMessage(m.addCardTitle)}>
          <CardForm onClose={() => setDialog(null)} onSaved={(name) => after(intl.formatMessage(m.cardAdded, { name }))} />
        </Overlay>
      ) : null}
      {dialog?.kind === 'scope' && reply ? (
        <Overlay isOpen onOpenChange={(open) => !open && setDialog(null)} label={intl.formatMessage(m.scopeTitle, { name: scopeName(intl, dialog.scope) })}>
          <ScopeForm scope={dialog.scope} cards={reply.cards} onClose={() => setDialog(null)} onSaved={() => after(intl.formatMessage(m.scopeSaved, { name: scopeName(intl, dialog.scope) }))} />
        </Overlay>
      ) : null}
      {dialog?.kind === 'removeCard' ? (
        <RemoveCardDialog card={dialog.card} onClose={() => setDialog(null)} onDone={() => after(intl.formatMessage(m.cardRemoved, { name: dialog.card.label }))} />
      ) : null}
    </section>
  );
}

/** The route module's page. */
export const Component = PaymentMethodsPage;
