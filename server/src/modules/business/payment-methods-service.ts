/**
 * Company payment methods (issue #26 "Payment methods"; core-and-business §5 "Payment methods: the permission is forced
 * to company settings management when the higher-tier flag is on", §6 /business/payment-options, flag-gated,
 * COMPANY_PAYMENT_METHOD_VIEW / _MANAGEMENT). Tables of migration 0028: `business_company_cards` and
 * `business_payment_scopes`.
 *
 * - Cards: the admin types a card once; it is checked (Luhn, expiry: 400 on `card.number` / `card.expiry`) and handed
 *   to the payment adapter's `storeCard`, which keeps the number with the provider and answers a token; we keep the
 *   token, brand, last four, expiry and holder name (as the test payment method stores cards). A card the provider
 *   refuses answers 400 on `card.number` with its reason. A card still paying for a scope cannot be removed (400 on
 *   `cardId`, naming the scopes).
 * - Scopes: `default` (travelers without a group, and groups without a setting of their own) and each traveler group:
 *   the card business bookings are charged to (or none) and whether a personal card is allowed. No card and no
 *   personal card is refused (400 on `personalCardAllowed`): travelers must have a way to pay. A group may drop its own
 *   setting (`inherit`) to follow the default again.
 * - Who: {@link paymentMethodsAccess} of the contract, checked here on top of the route's declaration (the route tree
 *   knows one permission list per route; the override changes the list by a company switch).
 * - Every change is a row of the business audit log (`companyCard.add|remove`, `paymentScope.update`).
 * - For the booking flow: {@link paymentChoiceFor} (the traveler's scope).
 */
import type { Kysely } from 'kysely';
import {
  COMPANY_CARDS_MAX_PER_COMPANY, paymentMethodsAccess, type BusinessActor, type CardBrand, type CompanyCard, type CompanyCardInput, type PaymentOptionsReply,
  type PaymentScope, type PaymentScopeInput, type PaymentScopeKey,
} from '@travel/contract';
import type { Database } from '../../db/database.ts';
import type { CompanyCardRow } from '../../db/business-reporting-payment-tables.ts';
import { AppError, validationError } from '../../errors.ts';
import type { PaymentAdapter } from '../../payments/payment-adapter.ts';
import type { BusinessPrincipal } from '../access/principal.ts';
import { recordAudit } from './audit-log.ts';

/** The caller of a payment options call: the actor and its principal (permissions, company switches). */
export interface PaymentMethodsContext {
  actor: BusinessActor;
  business: Pick<BusinessPrincipal, 'permissions' | 'flags'>;
}

/** The stored key of a scope. */
export function scopeKeyOf(groupId: number | null): string {
  return groupId === null ? 'default' : `group:${groupId}`;
}

function cardOf(row: CompanyCardRow): CompanyCard {
  return {
    id: Number(row.id), label: row.label, brand: row.brand as CardBrand, last4: row.last4, expiryMonth: Number(row.expiry_month), expiryYear: Number(row.expiry_year),
    holderName: row.holder_name, createdAt: row.created_at,
  };
}

/** How a traveler of a group pays business bookings: their scope's card (null: none) and whether a personal card is allowed. */
export interface PaymentChoice {
  card: CompanyCardRow | null;
  personalCardAllowed: boolean;
}

/**
 * The payment choice of a traveler's group (issue #26): the group's own scope, else the company default, else no card
 * and a personal card allowed (a company that never set anything).
 * @param groupId the traveler's group (business_profiles.group_id), null for none
 */
export async function paymentChoiceFor(db: Kysely<Database>, companyId: string, groupId: number | null): Promise<PaymentChoice> {
  const keys = groupId === null ? ['default'] : [scopeKeyOf(groupId), 'default'];
  const rows = await db.selectFrom('business_payment_scopes as s').leftJoin('business_company_cards as c', (j) => j.onRef('c.id', '=', 's.card_id').onRef('c.company_id', '=', 's.company_id'))
    .select(['s.scope_key', 's.personal_card_allowed', 'c.id as card_id', 'c.label', 'c.brand', 'c.last4', 'c.expiry_month', 'c.expiry_year', 'c.holder_name', 'c.payment_token', 'c.created_by_profile_id', 'c.created_at'])
    .where('s.company_id', '=', companyId).where('s.scope_key', 'in', keys).execute();
  const row = rows.find((r) => r.scope_key === keys[0]) ?? rows.find((r) => r.scope_key === 'default');
  if (!row) return { card: null, personalCardAllowed: true };
  const card: CompanyCardRow | null = row.card_id === null ? null : {
    id: Number(row.card_id), company_id: companyId, label: row.label!, brand: row.brand!, last4: row.last4!, expiry_month: Number(row.expiry_month), expiry_year: Number(row.expiry_year),
    holder_name: row.holder_name!, payment_token: row.payment_token!, created_by_profile_id: row.created_by_profile_id ?? null, created_at: row.created_at!,
  };
  return { card, personalCardAllowed: Number(row.personal_card_allowed) === 1 };
}

/** The payment options page's calls (see the module docstring). */
export interface PaymentMethodsService {
  /** @throws AppError 403 FORBIDDEN when the caller may not see the page */
  options(ctx: PaymentMethodsContext): Promise<PaymentOptionsReply>;
  /** @throws AppError 403, 400 VALIDATION_ERROR `label` / `card.number` / `card.expiry` */
  addCard(ctx: PaymentMethodsContext, input: CompanyCardInput): Promise<CompanyCard>;
  /** @throws AppError 403, 404, 400 `cardId` (still paying for a scope) */
  removeCard(ctx: PaymentMethodsContext, cardId: number): Promise<void>;
  /** @throws AppError 403, 404 (another company's group), 400 `cardId` / `personalCardAllowed` / `inherit` */
  setScope(ctx: PaymentMethodsContext, scope: PaymentScopeKey, input: PaymentScopeInput): Promise<PaymentOptionsReply>;
}

/**
 * Creates the payment methods service.
 * @param deps database, payment adapter (stores the cards), clock
 */
export function createPaymentMethodsService(deps: { db: Kysely<Database>; payments: PaymentAdapter; now?: () => number }): PaymentMethodsService {
  const { db, payments } = deps;
  const now = deps.now ?? Date.now;

  function access(ctx: PaymentMethodsContext, need: 'view' | 'manage') {
    const a = paymentMethodsAccess(ctx.business.permissions, ctx.business.flags.paymentMethodsHigherTier);
    if (!a[need]) {
      throw new AppError(403, 'FORBIDDEN', need === 'view' ? 'Your business role does not show payment methods' : 'Your business role does not allow changing payment methods');
    }
    return a;
  }

  async function optionsOf(companyId: string, a: ReturnType<typeof paymentMethodsAccess>): Promise<PaymentOptionsReply> {
    const cards = await db.selectFrom('business_company_cards').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
    const stored = await db.selectFrom('business_payment_scopes').selectAll().where('company_id', '=', companyId).execute();
    const groups = await db.selectFrom('business_groups').select(['id', 'name']).where('company_id', '=', companyId).orderBy('name').orderBy('id').execute();
    const byKey = new Map(stored.map((s) => [s.scope_key, s]));
    const def = byKey.get('default');
    const defaults = { cardId: def?.card_id == null ? null : Number(def.card_id), personalCardAllowed: def ? Number(def.personal_card_allowed) === 1 : true };
    const scopes: PaymentScope[] = [{ groupId: null, groupName: null, ...defaults, inherited: false }];
    for (const g of groups) {
      const own = byKey.get(scopeKeyOf(Number(g.id)));
      scopes.push(own
        ? { groupId: Number(g.id), groupName: g.name, cardId: own.card_id === null ? null : Number(own.card_id), personalCardAllowed: Number(own.personal_card_allowed) === 1, inherited: false }
        : { groupId: Number(g.id), groupName: g.name, ...defaults, inherited: true });
    }
    return { cards: cards.map(cardOf), scopes, canManage: a.manage, flagText: a.flagText };
  }

  return {
    async options(ctx) {
      return optionsOf(ctx.actor.companyId, access(ctx, 'view'));
    },

    async addCard(ctx, input) {
      access(ctx, 'manage');
      const nowMs = now();
      const issue = payments.validate(input.card, nowMs)[0];
      if (issue) throw validationError(issue.field.replace(/^payment\./, 'card.'), issue.message);
      const count = await db.selectFrom('business_company_cards').where('company_id', '=', ctx.actor.companyId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      if (Number(count.n) >= COMPANY_CARDS_MAX_PER_COMPANY) throw validationError('label', `A company can keep at most ${COMPANY_CARDS_MAX_PER_COMPANY} cards`);
      const stored = await payments.storeCard(input.card, nowMs);
      if (stored.status === 'declined') throw validationError('card.number', `The card was not accepted: ${stored.reason}`);
      const nowIso = new Date(nowMs).toISOString();
      return db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('business_company_cards').values({
          company_id: ctx.actor.companyId, label: input.label, brand: stored.brand, last4: stored.last4, expiry_month: input.card.expiryMonth, expiry_year: input.card.expiryYear,
          holder_name: input.card.holderName, payment_token: stored.token, created_by_profile_id: ctx.actor.profileId, created_at: nowIso,
        }).returningAll().executeTakeFirstOrThrow();
        await recordAudit(trx, {
          companyId: ctx.actor.companyId, actor: ctx.actor, action: 'companyCard.add', subjectType: 'companyCard', subjectId: String(row.id),
          details: { label: row.label, brand: row.brand, last4: row.last4 }, at: nowIso,
        });
        return cardOf(row);
      });
    },

    async removeCard(ctx, cardId) {
      access(ctx, 'manage');
      const companyId = ctx.actor.companyId;
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('business_company_cards').selectAll().where('company_id', '=', companyId).where('id', '=', cardId).executeTakeFirst();
        if (!row) throw new AppError(404, 'NOT_FOUND', 'No such card');
        const using = await trx.selectFrom('business_payment_scopes as s').leftJoin('business_groups as g', 'g.id', 's.group_id')
          .select(['s.scope_key', 'g.name']).where('s.company_id', '=', companyId).where('s.card_id', '=', cardId).execute();
        if (using.length > 0) {
          const names = using.map((u) => (u.scope_key === 'default' ? 'the company default' : (u.name ?? u.scope_key))).join(', ');
          throw validationError('cardId', `This card pays for ${names}; choose another way to pay there first`);
        }
        await trx.deleteFrom('business_company_cards').where('company_id', '=', companyId).where('id', '=', cardId).execute();
        await recordAudit(trx, {
          companyId, actor: ctx.actor, action: 'companyCard.remove', subjectType: 'companyCard', subjectId: String(cardId),
          details: { label: row.label, brand: row.brand, last4: row.last4 }, at: new Date(now()).toISOString(),
        });
      });
    },

    async setScope(ctx, scope, input) {
      const a = access(ctx, 'manage');
      const companyId = ctx.actor.companyId;
      const groupId = scope === 'default' ? null : scope;
      const key = scopeKeyOf(groupId);
      const nowIso = new Date(now()).toISOString();
      await db.transaction().execute(async (trx) => {
        if (groupId !== null) {
          const group = await trx.selectFrom('business_groups').select('id').where('company_id', '=', companyId).where('id', '=', groupId).executeTakeFirst();
          if (!group) throw new AppError(404, 'NOT_FOUND', 'No such group');
        } else if (input.inherit) throw validationError('inherit', 'The company default cannot inherit');
        if (input.inherit) {
          await trx.deleteFrom('business_payment_scopes').where('company_id', '=', companyId).where('scope_key', '=', key).execute();
        } else {
          if (input.cardId !== null) {
            const card = await trx.selectFrom('business_company_cards').select('id').where('company_id', '=', companyId).where('id', '=', input.cardId).executeTakeFirst();
            if (!card) throw validationError('cardId', 'Choose one of the company\'s cards');
          } else if (!input.personalCardAllowed) {
            throw validationError('personalCardAllowed', 'Travelers need a way to pay: choose a company card or allow personal cards');
          }
          const values = { card_id: input.cardId, personal_card_allowed: input.personalCardAllowed ? 1 : 0, updated_at: nowIso };
          await trx.insertInto('business_payment_scopes').values({ company_id: companyId, scope_key: key, group_id: groupId, ...values })
            .onConflict((oc) => oc.columns(['company_id', 'scope_key']).doUpdateSet(values)).execute();
        }
        await recordAudit(trx, {
          companyId, actor: ctx.actor, action: 'paymentScope.update', subjectType: 'paymentScope', subjectId: key,
          details: { groupId, cardId: input.cardId, personalCardAllowed: input.personalCardAllowed, inherit: input.inherit }, at: nowIso,
        });
      });
      return optionsOf(companyId, a);
    },
  };
}
