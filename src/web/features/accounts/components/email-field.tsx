import { FormField, type FormFieldProps } from '../../../components/ui/form-field';

/** The account's e-mail input (sign-in, registration, password reset): labelled Email, typed and filled as one. */
export function EmailField(
  props: Omit<FormFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'required'>,
) {
  return <FormField label="Email" type="email" inputMode="email" autoComplete="email" required {...props} />;
}
