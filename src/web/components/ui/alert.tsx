import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/utils';

const alertVariants = cva('rounded-md border px-3 py-2.5 text-sm', {
  variants: {
    variant: {
      danger: 'border-danger/30 bg-danger-soft text-danger',
      info: 'border-border bg-muted text-foreground',
    },
  },
  defaultVariants: { variant: 'danger' },
});

export type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/** A message that assistive technology announces as soon as it appears. */
export function Alert({ className, variant, role = 'alert', ...props }: AlertProps) {
  return <div role={role} className={cn(alertVariants({ variant }), className)} {...props} />;
}
