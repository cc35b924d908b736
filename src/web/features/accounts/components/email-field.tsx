import { FormField, type FormFieldProps } from '../../../components/ui/form-field';
import { ACCOUNTS_COPY } from '../messages';

/** The account's e-mail input (sign-in, registration, password reset): labelled Email, typed and filled as one. */
export function EmailField(
  props: Omit<FormFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'required'>,
) {
  return (
    <FormField
      label={ACCOUNTS_COPY.email}
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}
