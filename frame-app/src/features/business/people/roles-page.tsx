/**
 * The admin hub's roles page `/business/users/roles` (issue #24 "Admin hub": roles, "custom roles when ROLE_MANAGEMENT
 * and the roles flag allow", "permission sets must be unique"; core-and-business §6 admin hub page `roles`, flag-gated;
 * account-business-header-and-trips §2 admin page identifiers). A react-router route module: `loader` + `Component`
 * ({@link BusinessRolesPage}); the business routes mount it behind the hub's guard (which hides it without
 * ROLE_MANAGEMENT or with the company's `roles` flag off) through `peopleRouteModules.roles` (./index.ts).
 *
 * - The loader asks GET {base}/roles with the router's abort signal; it never throws (failure: "Try again").
 * - Built-in roles (Traveler, Company admin, ...) are listed read-only: name, "Built-in, read-only", how many users
 *   hold it, and its permissions behind a disclosure (a native details/summary, keyboard-operable).
 * - Custom roles: the same, with "Edit" and "Delete" (accessible names name the role). "New role" and "Edit" open the
 *   role dialog: a name and a permission checklist (one react-aria CheckboxGroup "Permissions", its checkboxes grouped
 *   into sections, ./constants.ts PERMISSION_SECTIONS; each permission by its contract name with the contract
 *   catalogue's description of what it allows, PERMISSION_CATALOGUE, linked as the checkbox's description: the name is
 *   the checkbox's accessible name). At least
 *   one permission (checked before sending). Server refusals: 400 field `permissions` (another role holds exactly this
 *   set: "permission sets must be unique") -> an alert under the checklist naming that role when the page knows it;
 *   400 field `name` -> under the name; 403 (a permission the caller lacks) -> its own alert; anything else -> the
 *   envelope's text.
 * - Delete asks first; a role somebody holds is refused by the server (400 field `role`): the confirmation says to
 *   give them another role first. Reading: Delete is offered even when the list counts members (the count can be
 *   stale); the dialog then says so up front, and the server's refusal says it again.
 * - The catalogue descriptions are the contract's English text (the published permission table); the rest of the
 *   page is translated.
 */
import { memo, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, useRevalidator } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { z } from 'zod';
import {
  AdminRoleInputSchema, GrantablePermissionSchema, PERMISSION_CATALOGUE, type AdminRole, type AdminRoleInput, type Permission,
} from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { settle, useRouteDataReloading, type Settled } from '../../../api/route-data.ts';
import { logger } from '../../../state/index.ts';
import { Button, Overlay } from '../../../ui/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { FormTextFieldControl, useFieldControl } from '../../../ui/form-controls.tsx';
import { apiErrorText } from '../../chrome/index.ts';
import { createRole, deleteRole, fetchRoles, updateRole } from './api.ts';
import { permissionSections } from './constants.ts';
import { peopleMessages as pm, rolesMessages as m } from './messages.ts';
import { useConfirmedCall } from '../confirmed-call.ts';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import styles from './people.module.css';

/** What the loader hands the page. */
export interface RolesPageData {
  roles: Settled<AdminRole[]>;
}

/** Route loader: the company's roles (see the module docstring); never throws. */
export async function loader({ request }: { request: Request }): Promise<RolesPageData> {
  const roles = await settle(fetchRoles(request.signal));
  if (!roles.ok && !request.signal.aborted) logger.warn('business roles load failed', roles.error);
  return { roles };
}

/** Whether two permission lists hold the same set. Pure. */
function sameSet(a: readonly Permission[], b: readonly Permission[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((p) => set.has(p));
}

/** Values of the role form as typed. */
interface RoleValues {
  name: string;
  permissions: string[];
}

/**
 * The checklist's sections and checkboxes. Memoised: typing in the name field re-renders the form's controls (clearing
 * errors), and these 41 react-aria checkboxes need not follow; they still follow the CheckboxGroup's value through its
 * context.
 */
const PermissionItems = memo(function PermissionItems({ baseId }: { baseId: string }) {
  const intl = useIntl();
  return (
    <div className={styles.checklist}>
      {permissionSections().map(({ section, permissions }) => {
        const headingId = `${baseId}-${section}`;
        return (
          <div key={section} role="group" aria-labelledby={headingId} className={styles.section}>
            <span id={headingId} className={styles.sectionLabel}>
              {intl.formatMessage(m.section, { section })}
            </span>
            {permissions.map((permission) => {
              const descriptionId = `${baseId}-${permission}`;
              return (
                <Checkbox key={permission} value={permission} className={styles.permission} aria-label={permission} aria-describedby={descriptionId}>
                  <span className={styles.box} aria-hidden="true">
                    <svg viewBox="0 0 18 18" className={styles.tick}>
                      <polyline points="3.5 9.5 7.5 13.5 14.5 5" />
                    </svg>
                  </span>
                  <span className={styles.permissionText}>
                    <span className={styles.code}>{permission}</span>
                    <span id={descriptionId} className={styles.description}>
                      {PERMISSION_CATALOGUE[permission].allows}
                    </span>
                  </span>
                </Checkbox>
              );
            })}
          </div>
        );
      })}
    </div>
  );
});

/** The permission checklist bound to the form's `permissions` (one CheckboxGroup, sections inside). */
function PermissionChecklist() {
  const intl = useIntl();
  const control = useFieldControl<RoleValues, string[]>({ path: 'permissions' });
  const baseId = useId();
  const selected = control.value;
  return (
    <CheckboxGroup value={selected} onChange={control.onChange} className={styles.section} isInvalid={Boolean(control.errorMessage)}>
      <Label className={styles.sectionLabel}>{intl.formatMessage(m.permissionsLabel)}</Label>
      <p className={styles.muted} aria-live="polite">
        {intl.formatMessage(m.permissionsHint, { count: selected.length })}
      </p>
      <PermissionItems baseId={baseId} />
      {control.errorMessage ? (
        <p role="alert" className={styles.error}>
          {control.errorMessage}
        </p>
      ) : null}
    </CheckboxGroup>
  );
}

/** The create / edit dialog of a custom role (see the module docstring). */
function RoleDialog({ role, roles, onClose, onSaved }: { role: AdminRole | null; roles: readonly AdminRole[]; onClose(): void; onSaved(role: AdminRole): void }) {
  const intl = useIntl();
  const titleId = useId();
  const [alert, setAlert] = useState<string | undefined>();
  const title = role ? intl.formatMessage(m.editTitle, { name: role.name }) : intl.formatMessage(m.createTitle);
  const schema = z.object({
    name: z.string().superRefine((value, ctx) => {
      if (!AdminRoleInputSchema.shape.name.safeParse(value).success) ctx.addIssue({ code: 'custom', message: intl.formatMessage(pm.nameRequired) });
    }),
    permissions: z.array(z.string()).superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: intl.formatMessage(m.permissionsRequired) });
    }),
  }).transform((v): AdminRoleInput => ({
    name: v.name.trim(),
    // In the checklist's order (stable request bodies); only grantable names can be checked.
    permissions: GrantablePermissionSchema.options.filter((p) => v.permissions.includes(p)),
  }));
  const form = useForm<RoleValues, unknown, AdminRoleInput>({
    resolver: zodResolver(schema),
    defaultValues: { name: role?.name ?? '', permissions: role ? [...role.permissions] : [] },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const submitting = form.formState.isSubmitting;

  const submit = async (body: AdminRoleInput) => {
    setAlert(undefined);
    try {
      onSaved(role ? await updateRole(role.id, body) : await createRole(body));
    } catch (e) {
      logger.warn('business role save refused', e);
      const field = e instanceof ApiRequestError ? e.errors.find((x) => x.code === 'VALIDATION_ERROR')?.field : undefined;
      if (field === 'permissions') {
        const clash = roles.find((r) => r.id !== role?.id && sameSet(r.permissions, body.permissions));
        form.setError('permissions', {
          type: 'server', message: clash ? intl.formatMessage(m.permissionsDuplicateOf, { role: clash.name }) : intl.formatMessage(m.permissionsDuplicate),
        });
      } else if (field === 'name') form.setError('name', { type: 'server', message: intl.formatMessage(m.nameTaken) }, { shouldFocus: true });
      else if (e instanceof ApiRequestError && e.status === 403 && e.hasCode('FORBIDDEN')) setAlert(intl.formatMessage(m.notAllowed));
      else setAlert(apiErrorText(intl, e, pm.actionFailed));
    }
  };

  return (
    <Overlay isOpen onOpenChange={(open) => !open && !submitting && onClose()} label={title}>
      <FormProvider {...form}>
        <form className={styles.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <FormTextFieldControl<RoleValues> path="name" label={intl.formatMessage(pm.nameLabel)} autoComplete="off" maxLength={200} isRequired />
          <PermissionChecklist />
          <DialogFormFooter
            alert={alert}
            pending={submitting}
            pendingText={intl.formatMessage(pm.working)}
            cancelText={intl.formatMessage(pm.cancel)}
            submitText={intl.formatMessage(pm.save)}
            onCancel={onClose}
          />
        </form>
      </FormProvider>
    </Overlay>
  );
}

/** Delete a custom role, behind a confirmation; a role somebody holds is refused (400 field `role`). */
function DeleteRoleDialog({ role, onClose, onDone }: { role: AdminRole; onClose(): void; onDone(): void }) {
  const intl = useIntl();
  const { pending, error, confirm } = useConfirmedCall(
    async () => {
      await deleteRole(role.id);
      onDone();
    },
    (e) => {
      const inUse = e instanceof ApiRequestError && e.errors.some((x) => x.code === 'VALIDATION_ERROR' && x.field === 'role');
      return inUse ? intl.formatMessage(m.inUse) : apiErrorText(intl, e, pm.actionFailed);
    },
    'business role delete refused',
  );
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.deleteTitle, { name: role.name })}
      confirmLabel={intl.formatMessage(m.deleteConfirm)}
      cancelLabel={intl.formatMessage(pm.keep)}
      onConfirm={confirm}
      isPending={pending}
      pendingLabel={intl.formatMessage(pm.working)}
      errorMessage={error}
    >
      <p className={styles.muted}>{role.memberCount > 0 ? intl.formatMessage(m.inUse) : intl.formatMessage(m.deleteBody)}</p>
    </ConfirmDialog>
  );
}

/** One role: name, badge, members, its permissions behind a disclosure, and (custom roles) the actions. */
function RoleItem({ role, onEdit, onDelete }: { role: AdminRole; onEdit?: () => void; onDelete?: () => void }) {
  const intl = useIntl();
  return (
    <li className={styles.card}>
      <div className={styles.cardBody}>
        <span className={styles.strong}>
          {role.name}
          {role.editable ? null : (
            <>
              {' '}
              <span className={styles.badge}>{intl.formatMessage(m.builtInBadge)}</span>
            </>
          )}
        </span>
        <span className={styles.muted}>
          {intl.formatMessage(pm.members, { count: role.memberCount })} · {intl.formatMessage(m.permissionCount, { count: role.permissions.length })}
        </span>
        <details className={styles.details}>
          <summary>{intl.formatMessage(m.showPermissions, { name: role.name })}</summary>
          <ul className={styles.codeList}>
            {role.permissions.map((p) => (
              <li key={p} className={styles.code} title={PERMISSION_CATALOGUE[p].allows}>
                {p}
              </li>
            ))}
          </ul>
        </details>
      </div>
      {onEdit && onDelete ? (
        <div className={styles.actions}>
          <Button variant="secondary" aria-label={intl.formatMessage(m.edit, { name: role.name })} onPress={onEdit}>
            {intl.formatMessage(pm.editShort)}
          </Button>
          <Button variant="secondary" aria-label={intl.formatMessage(m.delete, { name: role.name })} onPress={onDelete}>
            {intl.formatMessage(pm.deleteShort)}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

type Dialog = { kind: 'create' } | { kind: 'edit'; role: AdminRole } | { kind: 'delete'; role: AdminRole } | null;

/** The roles page (react-router lazy route module export; see the module docstring). */
export function BusinessRolesPage() {
  const intl = useIntl();
  const data = useLoaderData() as RolesPageData;
  const reloading = useRouteDataReloading();
  const { revalidate, state } = useRevalidator();
  const titleId = useId();
  const builtInId = useId();
  const customId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState('');
  const busy = reloading || state !== 'idle';
  const after = (text: string) => {
    setDialog(null);
    setNotice(text);
    void revalidate();
  };
  const roles = data.roles.ok ? data.roles.value : [];

  let body: ReactNode;
  if (!data.roles.ok) {
    body = (
      <div role="alert" className={styles.errorBox}>
        <p className={styles.error}>{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" isDisabled={state !== 'idle'} onPress={() => void revalidate()}>
          {intl.formatMessage(pm.tryAgain)}
        </Button>
      </div>
    );
  } else {
    const custom = roles.filter((r) => r.editable);
    const builtIn = roles.filter((r) => !r.editable);
    body = (
      <>
        <h2 id={customId} className={styles.subtitle}>
          {intl.formatMessage(m.customHeading)}
        </h2>
        {custom.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.noCustom)}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={customId} aria-busy={busy}>
            {custom.map((role) => (
              <RoleItem key={role.id} role={role} onEdit={() => setDialog({ kind: 'edit', role })} onDelete={() => setDialog({ kind: 'delete', role })} />
            ))}
          </ul>
        )}
        <h2 id={builtInId} className={styles.subtitle}>
          {intl.formatMessage(m.builtInHeading)}
        </h2>
        <ul className={styles.list} aria-labelledby={builtInId} aria-busy={busy}>
          {builtIn.map((role) => (
            <RoleItem key={role.id} role={role} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.headerRow}>
        <h1 id={titleId} className={styles.title}>
          {intl.formatMessage(m.title)}
        </h1>
        {data.roles.ok ? <Button onPress={() => setDialog({ kind: 'create' })}>{intl.formatMessage(m.create)}</Button> : null}
      </div>
      <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
      <p role="status" className={styles.notice}>
        {busy ? intl.formatMessage(m.loading) : notice}
      </p>
      {body}
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <RoleDialog
          role={dialog.kind === 'edit' ? dialog.role : null}
          roles={roles}
          onClose={() => setDialog(null)}
          onSaved={(saved) => after(intl.formatMessage(dialog.kind === 'edit' ? m.saved : m.created, { name: saved.name }))}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteRoleDialog role={dialog.role} onClose={() => setDialog(null)} onDone={() => after(intl.formatMessage(m.deleted, { name: dialog.role.name }))} />
      ) : null}
    </section>
  );
}

/** The route module's page. */
export const Component = BusinessRolesPage;
