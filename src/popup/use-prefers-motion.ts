import { useEffect, useMemo, useState } from 'preact/hooks';

/** False while the system asks for reduced motion: media then show stills. */
export function usePrefersMotion(): boolean {
  const query = useMemo(() => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)'), []);
  const [motion, setMotion] = useState(!query?.matches);
  useEffect(() => {
    if (!query) return;
    const update = () => setMotion(!query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [query]);
  return motion;
}
