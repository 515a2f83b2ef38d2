/**
 * Text of the "Directory provisioning (SCIM)" panel on `/business/integrations` (issue #27). react-intl descriptors;
 * `defaultMessage` is the English source, translations live in `app/i18n/catalogs/<lc>/business-scim.json`.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

const descriptors = defineMessages({
  title: { id: 'business.scim.title', defaultMessage: 'Directory provisioning (SCIM)' },
  intro: {
    id: 'business.scim.intro',
    defaultMessage: 'Your identity provider (Microsoft Entra ID, Okta or any SCIM 2.0 directory) creates, updates and deactivates your people and groups here. Give it the base URL and a token.',
  },
  notOnPlan: { id: 'business.scim.notOnPlan', defaultMessage: 'Directory provisioning (SCIM) is not part of your company’s plan.' },
  loadFailed: { id: 'business.scim.loadFailed', defaultMessage: 'The SCIM tokens could not be loaded.' },
  tryAgain: { id: 'business.scim.tryAgain', defaultMessage: 'Try again' },
  baseUrlLabel: { id: 'business.scim.baseUrlLabel', defaultMessage: 'SCIM base URL' },
  copyBaseUrl: { id: 'business.scim.copyBaseUrl', defaultMessage: 'Copy base URL' },
  copy: { id: 'business.scim.copy', defaultMessage: 'Copy' },
  copied: { id: 'business.scim.copied', defaultMessage: 'Copied' },
  tokensLabel: { id: 'business.scim.tokensLabel', defaultMessage: 'SCIM tokens' },
  empty: { id: 'business.scim.empty', defaultMessage: 'No token yet. Create one to connect your directory.' },
  create: { id: 'business.scim.create', defaultMessage: 'Create token' },
  createTitle: { id: 'business.scim.createTitle', defaultMessage: 'Create a SCIM token' },
  nameLabel: { id: 'business.scim.nameLabel', defaultMessage: 'Name' },
  nameHelp: { id: 'business.scim.nameHelp', defaultMessage: 'Which directory uses it, e.g. Microsoft Entra ID. Changes it makes are logged under this name.' },
  nameInvalid: { id: 'business.scim.nameInvalid', defaultMessage: 'Enter a name of at most 60 characters.' },
  cancel: { id: 'business.scim.cancel', defaultMessage: 'Cancel' },
  submit: { id: 'business.scim.submit', defaultMessage: 'Create' },
  tokenHint: { id: 'business.scim.tokenHint', defaultMessage: 'Token ending in {hint}' },
  created: { id: 'business.scim.created', defaultMessage: 'Created {date}' },
  createdBy: { id: 'business.scim.createdBy', defaultMessage: 'Created {date} by {name}' },
  lastUsed: { id: 'business.scim.lastUsed', defaultMessage: 'Last used {date}' },
  neverUsed: { id: 'business.scim.neverUsed', defaultMessage: 'Not used yet' },
  revoke: { id: 'business.scim.revoke', defaultMessage: 'Revoke {name}' },
  revokeShort: { id: 'business.scim.revokeShort', defaultMessage: 'Revoke' },
  revokeTitle: { id: 'business.scim.revokeTitle', defaultMessage: 'Revoke {name}?' },
  revokeText: {
    id: 'business.scim.revokeText',
    defaultMessage: 'The directory using this token is refused from its next call. People and groups it provisioned stay as they are.',
  },
  revokeConfirm: { id: 'business.scim.revokeConfirm', defaultMessage: 'Revoke token' },
  revoking: { id: 'business.scim.revoking', defaultMessage: 'Revoking…' },
  revokeFailed: { id: 'business.scim.revokeFailed', defaultMessage: 'The token could not be revoked. Try again.' },
  secretTitle: { id: 'business.scim.secretTitle', defaultMessage: 'SCIM token for {name}' },
  secretText: {
    id: 'business.scim.secretText',
    defaultMessage: 'Copy it into your directory’s provisioning settings (the secret token) now: it is not shown again. The directory sends it as Authorization: Bearer.',
  },
  secretLabel: { id: 'business.scim.secretLabel', defaultMessage: 'Token' },
  done: { id: 'business.scim.done', defaultMessage: 'Done' },
  tokenCreated: { id: 'business.scim.tokenCreated', defaultMessage: 'SCIM token created.' },
  tokenRevoked: { id: 'business.scim.tokenRevoked', defaultMessage: 'SCIM token revoked.' },
  actionFailed: { id: 'business.scim.actionFailed', defaultMessage: 'That did not work. Try again.' },
});

export const scimMessages: PlainMessages<typeof descriptors> = descriptors;
