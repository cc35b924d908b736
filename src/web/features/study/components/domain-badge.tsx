import type { CSSProperties } from 'react';
import { domainInfo, UNKNOWN_DOMAIN_BADGE } from '../../../../shared/study/domains';
import { cn } from '../../../lib/utils';

export function domainLabel(code: string): string {
  return domainInfo(code)?.label ?? (code ? code.charAt(0).toUpperCase() + code.slice(1) : 'General');
}

/** A chip in the domain's badge colour (spec 3 §3; unknown domains grey). */
export function DomainBadge({ code, className, prefix }: { code: string; className?: string; prefix?: string }) {
  const hex = domainInfo(code)?.badge.hex ?? UNKNOWN_DOMAIN_BADGE.hex;
  const style: CSSProperties = { color: hex, backgroundColor: `${hex}1a`, borderColor: `${hex}55` };
  return (
    <span style={style} className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', className)}>
      {prefix}
      {domainLabel(code)}
    </span>
  );
}
