import { useEffect, useRef } from 'react';
import { useFormik } from 'formik';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { LABELS } from '@clube/shared';
import { paths } from '../../../core/paths';
import { selectProfile, selectSession } from '../../../core/session/session-slice';
import { useAppDispatch } from '../../../core/store-hooks';
import { formikBinding } from '../../../shared/forms/form-binding';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/fields';
import { useGetAssociateProfileQuery } from '../../member-profile';
import { customerEntered, type Cart, type PaymentType } from '../../../shared/cart/cart-slice';
import { CartSummary } from '../components/cart-summary';
import { CheckoutStep } from '../components/checkout-step';
import { MaskedField } from '../components/masked-field';
import { PAYMENT_TYPE_LABEL, PAYMENT_TYPE_PATH } from '../components/payment-types';
import {
  ADDRESS_FIELDS,
  BILLING_CEP_MASK,
  billingAddressFromProfile,
  BILLING_PHONE_MASKS,
  billingFromProfile,
  billingSchema,
  BIRTHDATE_MASK,
  IDENTITY_MASKS,
  readBillingCopy,
  saveBillingCopy,
  toCustomer,
  type BillingValues,
} from '../schemas/billing-rules';
import '../components/checkout.css';

/** The chosen payment type and 'Alterar' (back to the choice). */
export function PaymentMethodCard({ type }: { type: PaymentType }) {
  const navigate = useNavigate();
  return (
    <section className="card checkout-method" aria-labelledby="checkout-method-title">
      <h2 id="checkout-method-title" className="checkout-summary__title">
        Forma de pagamento
      </h2>
      <p className="checkout-method__type">{PAYMENT_TYPE_LABEL[type]}</p>
      <Button variant="link" onClick={() => void navigate(paths.memberCheckout)}>
        Alterar
      </Button>
    </section>
  );
}

const PROFILE_FIELDS = ['name', 'identity', 'email', 'phone', 'birthdate'] as const;

/** The fields the profile knows, where `values` has none. */
function withProfile(values: BillingValues, profile: Parameters<typeof billingFromProfile>[0]) {
  const fromProfile = billingFromProfile(profile);
  const merged = { ...values };
  for (const field of PROFILE_FIELDS) {
    if (merged[field] === '') merged[field] = fromProfile[field];
  }
  return merged;
}

function BillingForm({ cart, type }: { cart: Cart; type: PaymentType }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const member = useSelector(selectSession).authUserId ?? '';
  const profile = useSelector(selectProfile);
  const stored = useRef(readBillingCopy(member));

  const formik = useFormik<BillingValues>({
    initialValues: withProfile(stored.current ?? billingFromProfile(null), profile),
    validationSchema: billingSchema,
    // async: formik ends the submit (isSubmitting) when the promise does
    onSubmit: async (values) => {
      dispatch(customerEntered(toCustomer(values)));
      void navigate(PAYMENT_TYPE_PATH[type]);
    },
  });
  const form = formikBinding(formik);
  const { values, setFieldValue, setFieldTouched } = formik;

  // The profile may arrive after the page: it fills what is still empty.
  const filled = useRef(Boolean(profile));
  useEffect(() => {
    if (filled.current || !profile) return;
    filled.current = true;
    const fromProfile = billingFromProfile(profile);
    for (const field of PROFILE_FIELDS) {
      if (values[field] === '' && fromProfile[field] !== '')
        void setFieldValue(field, fromProfile[field]);
    }
  }, [profile, values, setFieldValue]);

  // The address the member registered (GET associate-profile) fills what is still empty: the
  // member does not retype it (nor loses what was typed in this tab).
  const registered = useGetAssociateProfileQuery();
  const addressFilled = useRef(false);
  useEffect(() => {
    if (addressFilled.current || !registered.data) return;
    addressFilled.current = true;
    const address = billingAddressFromProfile(registered.data);
    for (const field of ADDRESS_FIELDS) {
      if (values[field] === '' && address[field] !== '') void setFieldValue(field, address[field]);
    }
  }, [registered.data, values, setFieldValue]);

  // A base64 copy in session storage: reopening the page in this tab brings it back.
  useEffect(() => {
    if (member) saveBillingCopy(member, values);
  }, [member, values]);

  const text = (name: keyof BillingValues & string, label: string, autoComplete?: string) => (
    <TextField
      id={`billing-${name}`}
      label={label}
      autoComplete={autoComplete}
      error={form.error(name)}
      {...form.field(name)}
    />
  );
  const masked = (
    name: keyof BillingValues & string,
    label: string,
    mask: string | { mask: string }[],
    placeholder?: string,
  ) => (
    <MaskedField
      id={`billing-${name}`}
      name={name}
      label={label}
      mask={mask}
      placeholder={placeholder}
      value={values[name]}
      onAccept={(value) => void setFieldValue(name, value)}
      onBlur={() => void setFieldTouched(name, true)}
      error={form.error(name)}
    />
  );

  return (
    <div className="checkout-page">
      <h1 className="checkout-page__title">
        {type === 'pix' ? LABELS.billingHeadingPix : LABELS.billingHeadingCard}
      </h1>
      <div className="checkout-layout">
        <form className="card checkout-main" {...form.form}>
          <div className="checkout-grid">
            {text('name', 'Nome', 'name')}
            {masked('identity', 'CPF/CNPJ', IDENTITY_MASKS)}
            {masked('birthdate', 'Data de nascimento', BIRTHDATE_MASK, 'DD/MM/AAAA')}
            {masked('phone', 'Telefone', BILLING_PHONE_MASKS)}
            {text('email', 'Email', 'email')}
            {masked('zipCode', 'CEP', BILLING_CEP_MASK)}
            {text('addressStreet', 'Rua/Avenida', 'address-line1')}
            {masked('addressNumber', 'Número', '0000000000')}
            {text('complement', 'Complemento (opcional)', 'address-line2')}
            {text('addressDistric', 'Bairro')}
            {text('city', 'Cidade', 'address-level2')}
            <TextField
              id="billing-state"
              label="Estado (UF)"
              maxLength={2}
              autoComplete="address-level1"
              error={form.error('state')}
              {...form.field('state')}
              onChange={(event) => void setFieldValue('state', event.target.value.toUpperCase())}
            />
          </div>
          <div className="checkout-actions">
            <Button onClick={() => void navigate(paths.memberCheckout)}>Cancelar</Button>
            <Button type="submit" variant="primary" loading={form.submitting}>
              {LABELS.confirm}
            </Button>
          </div>
        </form>
        <div className="checkout-side">
          <PaymentMethodCard type={type} />
          <CartSummary cart={cart} />
        </div>
      </div>
    </div>
  );
}

/**
 * Dados de cobrança (`/associado/checkout/confirm-payment`, route confirm-payment-associate;
 * login required): the billing form (prefilled from the member's profile and registered
 * address, kept in session storage), the chosen payment type with 'Alterar', the cart; 'Confirmar' keeps the customer in
 * the cart and goes to the chosen type's step, 'Cancelar' back to the choice.
 */
export function ConfirmPaymentPage() {
  return (
    <CheckoutStep requires={(cart) => cart.paymentType !== null}>
      {(cart) => <BillingForm cart={cart} type={cart.paymentType ?? 'pix'} />}
    </CheckoutStep>
  );
}
