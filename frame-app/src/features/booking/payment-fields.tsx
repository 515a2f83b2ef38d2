/**
 * The "Payment" fieldset of the booking form: "Card number" (with the test-card hint outside production,
 * see SHOW_TEST_CARD_HINT), "Expiry (MM/YY)" (also takes `MMYY`, shown as MM/YY on leaving it, issue #22), "Security code", "Name on card". The card is sent to our
 * server only; the booking stores its brand and last 4 digits. The fields are controls of the booking form
 * (React Hook Form, `payment.<field>`).
 */
import { useIntl } from 'react-intl';
import { FormTextFieldControl } from '../../ui/form-controls.tsx';
import { SHOW_TEST_CARD_HINT, TEST_CARD_NUMBER_DISPLAY } from './constants.ts';
import { bookingMessages as m } from './messages.ts';
import { normalizeExpiry, paymentFieldKey, type BookingFormValues, type PaymentField } from './validation.ts';
import styles from './booking.module.css';

/** Props of {@link PaymentFields}. */
export interface PaymentFieldsProps {
  inputId(key: string): string;
  isDisabled: boolean;
}

/** The payment fieldset. */
export function PaymentFields({ inputId, isDisabled }: PaymentFieldsProps) {
  const intl = useIntl();
  const common = (field: PaymentField) => ({
    path: paymentFieldKey(field) as `payment.${PaymentField}`,
    id: inputId(paymentFieldKey(field)),
    isDisabled,
    isRequired: true,
  });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{intl.formatMessage(m.payment)}</legend>
      <div className={styles.grid}>
        <FormTextFieldControl<BookingFormValues>
          label={intl.formatMessage(m.cardNumber)}
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
          description={SHOW_TEST_CARD_HINT ? intl.formatMessage(m.testCardHint, { number: TEST_CARD_NUMBER_DISPLAY }) : undefined}
          {...common('number')}
        />
        <FormTextFieldControl<BookingFormValues>
          label={intl.formatMessage(m.cardExpiry)}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={intl.formatMessage(m.cardExpiryPlaceholder)}
          maxLength={7}
          normalizeOnBlur={normalizeExpiry}
          {...common('expiry')}
        />
        <FormTextFieldControl<BookingFormValues> label={intl.formatMessage(m.cardCvc)} autoComplete="cc-csc" inputMode="numeric" maxLength={4} {...common('cvc')} />
        <FormTextFieldControl<BookingFormValues> label={intl.formatMessage(m.cardHolder)} autoComplete="cc-name" maxLength={100} {...common('holderName')} />
      </div>
    </fieldset>
  );
}
