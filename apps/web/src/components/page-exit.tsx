import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { Link, useNavigate, type NavigateOptions } from 'react-router';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * A short fade-out before leaving a page (storefront §2: sign-up and login links; §4: forgot and
 * reset fade for 0.3 s before going to /login). Skipped for people who ask for reduced motion.
 */
export function usePageExit(durationMs = 300) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const leave = useCallback(
    (to: string, options?: NavigateOptions) => {
      setLeaving(true);
      timer.current = window.setTimeout(
        () => navigate(to, options),
        prefersReducedMotion() ? 0 : durationMs,
      );
    },
    [durationMs, navigate],
  );

  const exitClass = `transition-opacity duration-300 ${leaving ? 'opacity-0' : 'opacity-100'}`;
  return { leaving, leave, exitClass };
}

/** A link that lets its page fade out first; modified clicks (new tab) behave as usual. */
export function ExitLink({
  to,
  leave,
  ...props
}: Omit<ComponentProps<typeof Link>, 'to'> & { to: string; leave: (to: string) => void }) {
  return (
    <Link
      to={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
          return;
        event.preventDefault();
        leave(to);
      }}
      {...props}
    />
  );
}
