import { NavLink } from "@mantine/core";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { preloadRoute } from "../../lib/navigation/preload.ts";

type Props = { to: string; label: string; icon?: ReactNode; onNavigate?: () => void };

/** Panel navigation link; preloads its route modules on hover, focus and when visible. */
export function PanelNavLink({ to, label, icon, onNavigate }: Props) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLAnchorElement>(null);
  const active =
    to === "/panel" ? pathname === "/panel" || pathname === "/panel/" : pathname.startsWith(to);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        void preloadRoute(to);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [to]);

  const preload = () => void preloadRoute(to);
  return (
    <NavLink
      ref={ref}
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      active={active}
      aria-current={active ? "page" : undefined}
      onMouseEnter={preload}
      onFocus={preload}
      onClick={onNavigate}
      variant="light"
      style={{ borderRadius: "var(--mantine-radius-md)" }}
    />
  );
}
