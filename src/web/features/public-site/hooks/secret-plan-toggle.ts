import { useEffect, useState } from 'react';
import { PLANS, type Plan } from '../../../../shared/plans';

type KeyInfo = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey' | 'repeat'>;

/** Ctrl+Shift+X, the key combination that shows and hides the secret test plan. */
export function isSecretToggle(event: KeyInfo): boolean {
  return (
    event.ctrlKey &&
    event.shiftKey &&
    !event.altKey &&
    !event.metaKey &&
    !event.repeat &&
    (event.code === 'KeyX' || event.key.toLowerCase() === 'x')
  );
}

/** The plans shown on the pricing section: secret plans only when revealed. */
export function visiblePlans(showSecret: boolean, plans: readonly Plan[] = PLANS): Plan[] {
  return plans.filter((plan) => showSecret || !plan.isSecret);
}

/** Whether the secret plan is revealed; Ctrl+Shift+X anywhere on the page toggles it. */
export function useSecretPlanToggle(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSecretToggle(event)) return;
      event.preventDefault();
      setVisible((current) => !current);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return visible;
}
