import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { CloseIcon, MenuIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { cn } from '../../../lib/utils';
import { PUBLIC_COPY } from '../messages';

const LINKS = [
  { to: '/', label: PUBLIC_COPY.home },
  { to: '/pricing', label: PUBLIC_COPY.pricing },
  { to: '/terms', label: PUBLIC_COPY.terms },
  { to: '/privacy', label: PUBLIC_COPY.privacy },
] as const;

const MOBILE_QUERY = '(min-width: 768px)';

export interface PublicNavProps {
  onLogin: () => void;
  /** The pointer or focus is on Login: a good moment to fetch the sign-in code. */
  onLoginIntent?: () => void;
}

function linkClass(isActive: boolean, layout: string) {
  return cn(
    'rounded-md font-medium transition-colors',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
    isActive ? 'text-foreground' : 'text-muted-foreground hover:text-foreground',
    layout,
  );
}

const desktopLink = 'px-3 py-2 text-sm';
const mobileLink = 'block px-3 py-3 text-base hover:bg-muted';

/** A link of the main navigation: the current page's says so (`aria-current`) and stands out. */
function NavLink({
  to,
  layout,
  onClick,
  children,
}: {
  to: string;
  layout: string;
  onClick?: () => void;
  children: string;
}) {
  const [pathname] = useLocation();
  const isActive = pathname.replace(/(.)\/+$/, '$1') === to;
  return (
    <Link
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={linkClass(isActive, layout)}
      {...(onClick ? { onClick } : {})}
    >
      {children}
    </Link>
  );
}

export function PublicNav({ onLogin, onLoginIntent }: PublicNavProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // The mobile menu has no place on a wide screen: close it when the viewport grows past 768px.
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setMenuOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // A tap on the page behind the open mobile menu closes it.
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen]);

  function closeMenu() {
    setMenuOpen(false);
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
  }

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-border bg-background"
      onKeyDown={onMenuKeyDown}
    >
      <nav
        aria-label={PUBLIC_COPY.main}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6"
      >
        <Link
          to="/"
          className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={PUBLIC_COPY.smartyHome}
          onClick={closeMenu}
        >
          <Logo />
        </Link>

        <div className="hidden items-center gap-1 md:flex">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} layout={desktopLink}>
              {link.label}
            </NavLink>
          ))}
          <Button className="ml-3" onClick={onLogin} onPointerEnter={onLoginIntent} onFocus={onLoginIntent}>
            {PUBLIC_COPY.login}
          </Button>
        </div>

        <Button
          ref={menuButtonRef}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={PUBLIC_COPY.openMenu}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </Button>
      </nav>

      {menuOpen ? (
        <div
          id={menuId}
          className="border-t border-border bg-background px-4 pt-2 pb-4 shadow-lg motion-safe:animate-slide-down md:hidden"
        >
          <ul className="flex flex-col gap-1">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={closeMenu} layout={mobileLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Button
            className="mt-3 w-full"
            size="lg"
            onClick={() => {
              closeMenu();
              onLogin();
            }}
            onPointerEnter={onLoginIntent}
            onFocus={onLoginIntent}
          >
            {PUBLIC_COPY.login}
          </Button>
        </div>
      ) : null}
    </header>
  );
}
