/**
 * One vendor of the vendors tab (chrome-and-consent §2 "vendor accordions with toggles, purposes with retention,
 * data categories, privacy and legitimate-interest links, cookie storage info, device-storage disclosures"; §5): a
 * consent switch only when the vendor has consent purposes, an objection switch (in the body) only when it claims
 * legitimate interest. The body exists only while open; the device-storage disclosures are fetched by the parent
 * when it opens. Also the row of an additional (non-IAB) vendor: consent switch, privacy policy and domains.
 */
import { Fragment, memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AdditionalVendor, DeviceStorageDisclosureReply, TcfPrefVendor } from '@travel/contract';
import { Spinner } from '../../../ui/index.ts';
import { ChoiceSwitch } from './choice-switch.tsx';
import { Collapsible } from './collapsible.tsx';
import { canConsentToVendor, canObjectToVendor } from './model.ts';
import { industryMessages as m } from './messages.ts';
import { useFormatDuration } from './use-format-duration.ts';
import styles from './industry.module.css';

/** Names of the list's purposes, special purposes and data categories by id. */
export interface VendorLookups {
  purposes: ReadonlyMap<number, string>;
  specialPurposes: ReadonlyMap<number, string>;
  dataCategories: ReadonlyMap<number, string>;
}

/** A vendor's device-storage disclosures as far as loaded. */
export type DisclosureLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; reply: DeviceStorageDisclosureReply };

/** Props of {@link VendorRow}. */
export interface VendorRowProps {
  vendor: TcfPrefVendor;
  lookups: VendorLookups;
  consented: boolean;
  objected: boolean;
  isExpanded: boolean;
  disclosures: DisclosureLoad | undefined;
  onExpandedChange(vendorId: number, isExpanded: boolean): void;
  onConsentChange(vendorId: number, on: boolean): void;
  onObjectionChange(vendorId: number, on: boolean): void;
}

function VendorBody({ vendor, lookups, objected, disclosures, onObjectionChange }: Pick<VendorRowProps, 'vendor' | 'lookups' | 'objected' | 'disclosures' | 'onObjectionChange'>) {
  const intl = useIntl();
  const formatDuration = useFormatDuration();
  const yesNo = (value: boolean) => intl.formatMessage(value ? m.yes : m.no);
  const withRetention = (names: ReadonlyMap<number, string>, ids: readonly number[], days: Record<string, number>) =>
    ids.map((id) => {
      const name = names.get(id) ?? String(id);
      const kept = days[String(id)];
      return <li key={id}>{kept === undefined ? name : intl.formatMessage(m.withRetention, { name, days: kept })}</li>;
    });
  const purposeList = (ids: readonly number[]) => intl.formatList(ids.map((id) => lookups.purposes.get(id) ?? String(id)), { type: 'conjunction' });
  return (
    <div className={styles.vendorBody}>
      {canObjectToVendor(vendor) ? (
        <ChoiceSwitch
          label={intl.formatMessage(m.objectLegitimateInterest)}
          accessibleName={intl.formatMessage(m.objectLegitimateInterestFor, { name: vendor.name })}
          isSelected={objected}
          onChange={(on) => onObjectionChange(vendor.id, on)}
        />
      ) : null}
      {(
        [
          [m.consentPurposes, lookups.purposes, vendor.purposes, vendor.purposeDataRetentionDays],
          [m.legitimateInterestPurposes, lookups.purposes, vendor.legIntPurposes, vendor.purposeDataRetentionDays],
          [m.specialPurposesHeading, lookups.specialPurposes, vendor.specialPurposes, vendor.specialPurposeDataRetentionDays],
        ] as const
      ).map(([heading, names, ids, retention]) =>
        ids.length > 0 ? (
          <Fragment key={heading.id}>
            <h5 className={styles.smallHeading}>{intl.formatMessage(heading)}</h5>
            <ul className={styles.plainList}>{withRetention(names, ids, retention)}</ul>
          </Fragment>
        ) : null,
      )}
      {vendor.dataCategories.length > 0 ? (
        <>
          <h5 className={styles.smallHeading}>{intl.formatMessage(m.dataCategories)}</h5>
          <p>{intl.formatList(vendor.dataCategories.map((id) => lookups.dataCategories.get(id) ?? String(id)), { type: 'conjunction' })}</p>
        </>
      ) : null}
      <p className={styles.links}>
        {vendor.privacyPolicyUrl ? (
          <a href={vendor.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(m.privacyPolicy)}
          </a>
        ) : null}
        {vendor.legIntClaimUrl ? (
          <a href={vendor.legIntClaimUrl} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(m.legitimateInterestClaim)}
          </a>
        ) : null}
      </p>
      <h5 className={styles.smallHeading}>{intl.formatMessage(m.storageHeading)}</h5>
      <ul className={styles.plainList}>
        <li>{intl.formatMessage(m.usesCookies, { answer: yesNo(vendor.usesCookies) })}</li>
        {vendor.usesCookies ? (
          <li>
            {vendor.cookieMaxAgeSeconds === null || vendor.cookieMaxAgeSeconds <= 0
              ? intl.formatMessage(m.cookieMaxAgeSession)
              : intl.formatMessage(m.cookieMaxAge, { duration: formatDuration(vendor.cookieMaxAgeSeconds) })}
          </li>
        ) : null}
        {vendor.usesCookies ? <li>{intl.formatMessage(m.cookieRefresh, { answer: yesNo(vendor.cookieRefresh) })}</li> : null}
        <li>{intl.formatMessage(m.usesNonCookieAccess, { answer: yesNo(vendor.usesNonCookieAccess) })}</li>
      </ul>
      <h5 className={styles.smallHeading}>{intl.formatMessage(m.disclosuresHeading)}</h5>
      {!disclosures || disclosures.status === 'loading' ? (
        <Spinner label={intl.formatMessage(m.disclosuresLoading)} size="small" showLabel />
      ) : disclosures.status === 'error' ? (
        <p role="alert">{intl.formatMessage(m.disclosuresFailed)}</p>
      ) : (
        <>
          {disclosures.reply.disclosures.length === 0 ? (
            <p>{intl.formatMessage(m.disclosuresEmpty)}</p>
          ) : (
            <ul className={styles.plainList}>
              {disclosures.reply.disclosures.map((d) => {
                const values = {
                  identifier: d.identifier,
                  type: intl.formatMessage(d.type === 'cookie' ? m.disclosureTypeCookie : d.type === 'web' ? m.disclosureTypeWeb : m.disclosureTypeApp),
                  maxAge: d.maxAgeSeconds === null || d.maxAgeSeconds <= 0 ? intl.formatMessage(m.disclosureSession) : formatDuration(d.maxAgeSeconds),
                  purposes: d.purposes.length ? purposeList(d.purposes) : intl.formatMessage(m.disclosureNoPurpose),
                  domain: d.domain ?? '',
                };
                return <li key={`${d.identifier}-${d.type}`}>{intl.formatMessage(d.domain ? m.disclosure : m.disclosureNoDomain, values)}</li>;
              })}
            </ul>
          )}
          {disclosures.reply.domains.length > 0 ? (
            <>
              <h5 className={styles.smallHeading}>{intl.formatMessage(m.domainsHeading)}</h5>
              <ul className={styles.plainList}>
                {disclosures.reply.domains.map((d) => (
                  <li key={d.domain}>{intl.formatMessage(m.domainUse, { domain: d.domain, use: d.use })}</li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * The accordion both vendor kinds share: the vendor's name as its title and, when the vendor can take consent, the
 * "Consent" switch in its header row; the body is rendered only while open.
 */
function VendorCollapsible({ vendor, canConsent, consented, isExpanded, onExpandedChange, onConsentChange, children }: {
  vendor: { id: number; name: string };
  canConsent: boolean;
  consented: boolean;
  isExpanded: boolean;
  onExpandedChange(vendorId: number, isExpanded: boolean): void;
  onConsentChange(vendorId: number, on: boolean): void;
  children: () => ReactNode;
}) {
  const intl = useIntl();
  return (
    <Collapsible
      headingLevel={4}
      title={vendor.name}
      isExpanded={isExpanded}
      onExpandedChange={(open) => onExpandedChange(vendor.id, open)}
      controls={
        canConsent ? (
          <ChoiceSwitch
            label={intl.formatMessage(m.consentShort)}
            accessibleName={intl.formatMessage(m.consentFor, { name: vendor.name })}
            isSelected={consented}
            onChange={(on) => onConsentChange(vendor.id, on)}
          />
        ) : null
      }
    >
      {children}
    </Collapsible>
  );
}

/** One IAB vendor's accordion; see the module docstring. Memoised: toggling one vendor re-renders that row only. */
export const VendorRow = memo(function VendorRow(props: VendorRowProps) {
  const { vendor, consented, isExpanded, onExpandedChange, onConsentChange } = props;
  return (
    <VendorCollapsible
      vendor={vendor}
      canConsent={canConsentToVendor(vendor)}
      consented={consented}
      isExpanded={isExpanded}
      onExpandedChange={onExpandedChange}
      onConsentChange={onConsentChange}
    >
      {() => <VendorBody {...props} />}
    </VendorCollapsible>
  );
});

/** Props of {@link AdditionalVendorRow}. */
export interface AdditionalVendorRowProps {
  vendor: AdditionalVendor;
  consented: boolean;
  isExpanded: boolean;
  onExpandedChange(vendorId: number, isExpanded: boolean): void;
  onConsentChange(vendorId: number, on: boolean): void;
}

/** One additional (non-IAB) vendor's accordion: consent switch, privacy policy link, domains. */
export const AdditionalVendorRow = memo(function AdditionalVendorRow({ vendor, consented, isExpanded, onExpandedChange, onConsentChange }: AdditionalVendorRowProps) {
  const intl = useIntl();
  return (
    <VendorCollapsible
      vendor={vendor}
      canConsent
      consented={consented}
      isExpanded={isExpanded}
      onExpandedChange={onExpandedChange}
      onConsentChange={onConsentChange}
    >
      {() => (
        <div className={styles.vendorBody}>
          {vendor.policyUrl ? (
            <p className={styles.links}>
              <a href={vendor.policyUrl} target="_blank" rel="noopener noreferrer">
                {intl.formatMessage(m.privacyPolicy)}
              </a>
            </p>
          ) : null}
          {vendor.domains.length > 0 ? (
            <>
              <h5 className={styles.smallHeading}>{intl.formatMessage(m.domainsHeading)}</h5>
              <ul className={styles.plainList}>
                {vendor.domains.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      )}
    </VendorCollapsible>
  );
});
