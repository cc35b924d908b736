import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Input } from './input';
import { Label } from './label';

export type FormFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode;
  /** Shown after the label in muted text, e.g. '(optional)'. */
  labelNote?: ReactNode;
  /** Help shown under the field while it has no error. */
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  inputClassName?: string;
};

/** A labelled input with its hint and error wired to it through aria-describedby. */
export function FormField({
  label,
  labelNote,
  hint,
  error,
  className,
  inputClassName,
  ...inputProps
}: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const hasMessage = Boolean(error) || hint !== undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {labelNote ? <span className="font-normal text-muted-foreground"> {labelNote}</span> : null}
      </Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={hasMessage ? messageId : undefined}
        className={inputClassName}
        {...inputProps}
      />
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : hint !== undefined ? (
        <p id={messageId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
