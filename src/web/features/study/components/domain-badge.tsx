import type { CSSProperties } from 'react';
import { domainInfo, UNKNOWN_DOMAIN_BADGE } from '../../../../shared/study/domains';
import { LEARNING_MODE_LABELS, type LearningMode } from '../../../../shared/study/learning-modes';
import { blend, readableOn } from '../../../lib/contrast';
import { cn } from '../../../lib/utils';
import { STUDY_COPY } from '../messages';

export function domainLabel(code: string): string {
  return (
    domainInfo(code)?.label ??
    LEARNING_MODE_LABELS[code as LearningMode] ??
    (code ? code.charAt(0).toUpperCase() + code.slice(1) : STUDY_COPY.general)
  );
}

/** The page and card surfaces the badge sits on (styles.css --background / --card), the harder of each theme. */
const LIGHT_SURFACE = '#f8fafc';
const DARK_SURFACE = '#0f172a';

/** A chip in the domain's badge colour (spec 3 §3; unknown domains grey). */
export function DomainBadge({
  code,
  className,
  prefix,
}: {
  code: string;
  className?: string;
  prefix?: string;
}) {
  const hex = domainInfo(code)?.badge.hex ?? UNKNOWN_DOMAIN_BADGE.hex;
  const style = {
    backgroundColor: `${hex}1a`,
    borderColor: `${hex}55`,
    // The badge colour as text, darkened (light theme) or lightened (dark theme) just enough to read at 4.5:1.
    '--badge-fg': readableOn(hex, blend(hex, LIGHT_SURFACE, 0.1)),
    '--badge-fg-dark': readableOn(hex, blend(hex, DARK_SURFACE, 0.1)),
  } as CSSProperties;
  return (
    <span
      style={style}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        'text-(--badge-fg) dark:text-(--badge-fg-dark)',
        className,
      )}
    >
      {prefix}
      {domainLabel(code)}
    </span>
  );
}
