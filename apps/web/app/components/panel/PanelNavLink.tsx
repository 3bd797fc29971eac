import { Badge, NavLink, VisuallyHidden } from "@mantine/core";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { formatNumber } from "../../lib/content/format.ts";
import { preloadRoute } from "../../lib/navigation/preload.ts";

type Props = {
  to: string;
  label: string;
  icon?: ReactNode;
  /** What waits in the section (notification counts): a badge when above 0. */
  count?: number;
  onNavigate?: () => void;
};

/** Panel navigation link; preloads its route modules on hover, focus and when visible. */
export function PanelNavLink({ icon, count = 0, onNavigate, ...link }: Props) {
  const { to } = link;
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
      {...link}
      ref={ref}
      component={Link}
      leftSection={icon}
      rightSection={
        count > 0 ? (
          <Badge size="sm" variant="filled" color="red.9" circle={count < 10}>
            {formatNumber(count)}
            <VisuallyHidden> waiting</VisuallyHidden>
          </Badge>
        ) : undefined
      }
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
