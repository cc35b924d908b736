import { useRef, type ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../../lib/utils';
import { APP_COPY } from '../../lib/messages';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-overlay backdrop-blur-[2px]',
        'motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

const WIDTHS = { md: 'max-w-md', '2xl': 'max-w-2xl' } as const;

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the corner close button (the dialog still closes on Escape). */
  hideClose?: boolean;
  /** Maximum width: md (28rem, default) or 2xl (42rem). */
  width?: keyof typeof WIDTHS;
  /**
   * false: no padding of its own, for a dialog laid out as a fixed header over a scrolling body
   * (the corner close button then stays in view while the body scrolls).
   */
  padded?: boolean;
};

type AutoFocusHandler = ComponentProps<typeof DialogPrimitive.Content>['onOpenAutoFocus'];

/**
 * Focus goes back to whatever had it when the dialog opened, also when it was opened without a Trigger (a menu item,
 * a keyboard shortcut): the opener is remembered when the dialog takes focus.
 */
function useReturnFocus(onOpenAutoFocus: AutoFocusHandler, onCloseAutoFocus: AutoFocusHandler) {
  const openerRef = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Still the element that opened the dialog: focus moves inside only after this event.
      openerRef.current = document.activeElement;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) {
        event.preventDefault();
        opener.focus();
      }
    },
  };
}

/**
 * A modal dialog: focus is trapped inside, Escape and the close button close it, and on close
 * focus goes back to whatever had it when the dialog opened (also when opened without a Trigger).
 */
export function DialogContent({
  className,
  children,
  hideClose = false,
  width = 'md',
  padded = true,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2',
          WIDTHS[width],
          'rounded-xl border border-border bg-card text-card-foreground shadow-2xl',
          padded && 'p-6',
          'focus-visible:outline-none',
          'motion-safe:data-[state=closed]:animate-dialog-out motion-safe:data-[state=open]:animate-dialog-in',
          className,
        )}
        {...focus}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            aria-label={APP_COPY.close}
            className={cn(
              'absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground',
              'transition-colors hover:bg-muted hover:text-foreground',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

const SCREEN_SIZES = {
  /** The whole screen less a margin. */
  full: 'sm:inset-4 lg:inset-6',
  /** Full height, at most 56rem wide, centred. */
  wide: 'sm:inset-y-4 sm:left-1/2 sm:w-[min(56rem,calc(100%-2rem))] sm:-translate-x-1/2 lg:inset-y-6',
} as const;

/**
 * A dialog that takes the screen: the whole viewport on phones, inset with rounded corners from the small
 * breakpoint; same focus behaviour as DialogContent. The header, body and close button are the caller's.
 */
export function ScreenDialogContent({
  className,
  children,
  size = 'full',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { size?: keyof typeof SCREEN_SIZES }) {
  const focus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-0 z-50 flex flex-col overflow-hidden bg-background text-foreground shadow-2xl',
          'sm:rounded-xl sm:border sm:border-border',
          SCREEN_SIZES[size],
          'focus-visible:outline-none',
          'motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in',
          className,
        )}
        {...focus}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mb-5 flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-xl leading-tight font-semibold tracking-tight [overflow-wrap:anywhere]', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
