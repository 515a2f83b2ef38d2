/**
 * The company logo on "Company information > General" (account-business-header-and-trips §5 logo upload, §7 "POST
 * /logo as multipart with multipartFile" and logo delete, §9 logo types jpeg, png, gif; issue #24 "a company logo
 * uploaded by the admin shows in the header"). Shows the current logo (served by the product origin) or says the
 * header shows the product logo; "Upload a logo" opens the file picker (react-aria FileTrigger, one image file); a
 * file of another type or over LOGO_MAX_BYTES is refused here before any call (the server checks the type again by
 * content); uploading disables both buttons; success says so in a status line and reloads the auth state so the
 * header shows the logo at once; a failure shows the error envelope's text. "Remove logo" brings the product logo back.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FileTrigger } from 'react-aria-components';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from '@travel/contract';
import { logger } from '../../../state/index.ts';
import { Button } from '../../../ui/index.ts';
import { useRefreshAuthState } from '../../access/index.ts';
import { apiErrorText } from '../../chrome/index.ts';
import { businessMessages as m } from '../messages.ts';
import { deleteCompanyLogo, uploadCompanyLogo } from './company-api.ts';
import styles from '../hub/hub.module.css';

/** Props of {@link CompanyLogoSection}: the company's logo URL as loaded (null: none). */
export interface CompanyLogoSectionProps {
  logoUrl: string | null;
}

/** The logo section (see the module docstring). */
export function CompanyLogoSection({ logoUrl: loaded }: CompanyLogoSectionProps) {
  const intl = useIntl();
  const refreshAuthState = useRefreshAuthState();
  const [logoUrl, setLogoUrl] = useState(loaded);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();

  const run = async (work: () => Promise<string | null>, done: string): Promise<void> => {
    setBusy(true);
    setStatus(undefined);
    setError(undefined);
    try {
      setLogoUrl(await work());
      setStatus(done);
      refreshAuthState();
    } catch (e) {
      logger.warn('company logo change failed', e);
      setError(apiErrorText(intl, e, m.companyLogoFailed));
    } finally {
      setBusy(false);
    }
  };

  const choose = (files: FileList | null): void => {
    const file = files?.[0];
    if (!file) return;
    if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      setStatus(undefined);
      setError(intl.formatMessage(m.companyLogoWrongType));
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setStatus(undefined);
      setError(intl.formatMessage(m.companyLogoTooLarge));
      return;
    }
    void run(() => uploadCompanyLogo(file), intl.formatMessage(m.companyLogoSaved));
  };

  return (
    <section className={styles.logoSection} aria-labelledby="company-logo-title">
      <h2 id="company-logo-title" className={styles.sectionTitle}>
        {intl.formatMessage(m.companyLogoTitle)}
      </h2>
      {logoUrl ? (
        <img className={styles.logoPreview} src={logoUrl} alt={intl.formatMessage(m.companyLogoCurrent)} />
      ) : (
        <p className={styles.muted}>{intl.formatMessage(m.companyLogoNone)}</p>
      )}
      <p className={styles.muted}>{intl.formatMessage(m.companyLogoHint)}</p>
      <div className={styles.logoActions}>
        <FileTrigger acceptedFileTypes={[...LOGO_CONTENT_TYPES]} onSelect={choose}>
          <Button variant="secondary" isDisabled={busy}>
            {intl.formatMessage(busy ? m.companyLogoUploading : m.companyLogoUpload)}
          </Button>
        </FileTrigger>
        {logoUrl ? (
          <Button
            variant="secondary"
            isDisabled={busy}
            onPress={() => void run(async () => {
              await deleteCompanyLogo();
              return null;
            }, intl.formatMessage(m.companyLogoRemoved))}
          >
            {intl.formatMessage(m.companyLogoRemove)}
          </Button>
        ) : null}
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
    </section>
  );
}
