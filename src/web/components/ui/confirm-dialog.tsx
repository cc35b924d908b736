import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What happens when confirmed, in plain words. */
  description: ReactNode;
  /** The action's own words ('Cancel at period end'), never just 'OK'. */
  confirmLabel: string;
  /** The way back, which has the focus when the dialog opens ('Keep my subscription'). */
  cancelLabel: string;
  onConfirm: () => void;
  /** A red confirm button (the delete button's style), for what cannot be undone. */
  destructive?: boolean;
}

/**
 * Asks before a consequential action: a modal alert dialog (focus trapped; Escape, the close button and the cancel
 * button leave it; focus returns to the opener). The safe choice comes first and has the focus; on a phone the
 * buttons stack at full width, the confirm button on top.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-col gap-2">{description}</div>
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" className="w-full sm:w-auto" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            className="w-full sm:w-auto"
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
