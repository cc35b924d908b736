import { useRef, type ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '../../../../lib/utils';

/**
 * A dialog that takes the screen: the whole viewport on phones, inset with rounded corners from the small
 * breakpoint. Built on the same Radix primitive as ui/dialog (focus trapped, Escape closes, focus returns to
 * the opener); the header, body and close button are the caller's.
 */
const SIZES = {
  /** The whole screen less a margin. */
  full: 'sm:inset-4 lg:inset-6',
  /** Full height, at most 56rem wide, centred. */
  wide: 'sm:inset-y-4 sm:left-1/2 sm:w-[min(56rem,calc(100%-2rem))] sm:-translate-x-1/2 lg:inset-y-6',
} as const;

export function ScreenDialogContent({
  className,
  children,
  size = 'full',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { size?: keyof typeof SIZES }) {
  const openerRef = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        className={cn(
          'fixed inset-0 z-50 bg-overlay backdrop-blur-[2px]',
          'motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in',
        )}
      />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-0 z-50 flex flex-col overflow-hidden bg-background text-foreground shadow-2xl',
          'sm:rounded-xl sm:border sm:border-border',
          SIZES[size],
          'focus-visible:outline-none',
          'motion-safe:data-[state=closed]:animate-fade-out motion-safe:data-[state=open]:animate-fade-in',
          className,
        )}
        onOpenAutoFocus={(event) => {
          openerRef.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const opener = openerRef.current;
          if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) {
            event.preventDefault();
            opener.focus();
          }
        }}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
