import type { ComponentProps } from 'react';

/*
 * The few icons the first screen needs, drawn here as plain strokes so the landing page does not
 * load the lucide runtime (~2.5 KB gzip). Everything else uses lucide-react. Same 24-unit grid and
 * stroke style as lucide, so they sit together.
 */

type IconProps = ComponentProps<'svg'>;

function StrokeIcon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </StrokeIcon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </StrokeIcon>
  );
}

/** Smarty's mark: an open book with a spark above it. */
export function SmartyMark(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 9.5c-1.8-1.3-4.4-1.8-7-1.5v10c2.6-.3 5.2.2 7 1.5 1.8-1.3 4.4-1.8 7-1.5V8c-2.6-.3-5.2.2-7 1.5Z" />
      <path d="M12 9.5v10" />
      <path d="M12 2.5v3M9.5 4h5" />
    </StrokeIcon>
  );
}
