import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

const NEW_PASSWORD_HELP =
  'At least 8 characters with an uppercase letter, a lowercase letter, a number and a special character.';

type NewPasswordFieldsProps = {
  idPrefix: string;
  passwordLabel: string;
  confirmLabel: string;
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  passwordError?: string;
  confirmPasswordError?: string;
};

/** The new password and its confirmation, as sign-up, password reset and the profile ask for them. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        id={`${props.idPrefix}-password`}
        label={props.passwordLabel}
        error={props.passwordError}
        description={NEW_PASSWORD_HELP}
      >
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...props.password} />
        )}
      </FormField>
      <FormField
        id={`${props.idPrefix}-confirm-password`}
        label={props.confirmLabel}
        error={props.confirmPasswordError}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            {...props.confirmPassword}
          />
        )}
      </FormField>
    </>
  );
}
