/**
 * The approve / decline dialog of the trips-to-approve page (issue #25 "Approve/decline with a comment"; contract
 * ApprovalDecisionRequestSchema: a decline needs a comment, at most APPROVAL_COMMENT_MAX_LENGTH characters). React Hook
 * Form with a zod resolver; errors on submit. A refusal shows as an alert in the dialog: decided meanwhile or past the
 * deadline (400 field `decision`), not the caller's to decide (403), else the envelope's text; on success `onDone` gets the request after the decision.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { APPROVAL_COMMENT_MAX_LENGTH, type ApprovalRequest } from '@travel/contract';
import { ApiRequestError } from '../../../api/index.ts';
import { logger } from '../../../state/index.ts';
import { Overlay } from '../../../ui/index.ts';
import { FormTextFieldControl } from '../../../ui/form-controls.tsx';
import { apiErrorText } from '../../chrome/index.ts';
import { DialogFormFooter } from '../dialog-form-footer.tsx';
import { decideApproval } from './api.ts';
import { approvalsMessages as am, tripsToApproveMessages as m } from './messages.ts';
import styles from './approvals.module.css';

/** Props of {@link DecisionDialog}. */
export interface DecisionDialogProps {
  request: ApprovalRequest;
  decision: 'APPROVE' | 'DECLINE';
  onClose(): void;
  onDone(after: ApprovalRequest): void;
}

interface CommentValues {
  comment: string;
}

/** See the module docstring. */
export function DecisionDialog({ request, decision, onClose, onDone }: DecisionDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const [alert, setAlert] = useState<string | undefined>();
  const declining = decision === 'DECLINE';
  const schema = z.object({
    comment: z.string().transform((v) => v.trim()).superRefine((v, ctx) => {
      if (v.length > APPROVAL_COMMENT_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: intl.formatMessage(m.commentTooLong) });
      else if (declining && v.length === 0) ctx.addIssue({ code: 'custom', message: intl.formatMessage(m.commentRequired) });
    }),
  });
  const form = useForm<CommentValues, unknown, CommentValues>({ resolver: zodResolver(schema), defaultValues: { comment: '' }, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const submitting = form.formState.isSubmitting;
  const title = intl.formatMessage(declining ? m.declineTitle : m.approveTitle, { title: request.title });

  const submit = async ({ comment }: CommentValues) => {
    setAlert(undefined);
    try {
      onDone(await decideApproval(request.id, decision, comment));
    } catch (e) {
      logger.warn('approval decision refused', e);
      if (e instanceof ApiRequestError && e.errors.some((x) => x.code === 'VALIDATION_ERROR' && x.field === 'decision')) setAlert(intl.formatMessage(m.closed));
      else if (e instanceof ApiRequestError && e.hasCode('FORBIDDEN')) setAlert(intl.formatMessage(m.notYours));
      else setAlert(apiErrorText(intl, e, am.actionFailed));
    }
  };

  return (
    <Overlay isOpen onOpenChange={(open) => !open && !submitting && onClose()} label={title}>
      <FormProvider {...form}>
        <form className={styles.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          {declining ? <p className={styles.muted}>{intl.formatMessage(m.declineHint, { name: request.traveler.name })}</p> : null}
          <FormTextFieldControl<CommentValues>
            path="comment"
            label={intl.formatMessage(m.comment)}
            description={declining ? undefined : intl.formatMessage(m.commentOptional)}
            autoComplete="off"
            maxLength={APPROVAL_COMMENT_MAX_LENGTH}
            isRequired={declining}
          />
          <DialogFormFooter
            alert={alert}
            pending={submitting}
            pendingText={intl.formatMessage(am.saving)}
            cancelText={intl.formatMessage(am.cancel)}
            submitText={intl.formatMessage(declining ? m.decline : m.approve)}
            onCancel={onClose}
          />
        </form>
      </FormProvider>
    </Overlay>
  );
}
