import type { ComponentType, FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * A component loaded when first shown: what only some screens need (detail, categories, the single
 * result, emoji variations) stays out of the bundle every open pays for. `fallback` shows until
 * the chunk is in (a few milliseconds from the extension's own files).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: () => preact.JSX.Element | null = () => null,
): FunctionComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  return function Lazy(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let live = true;
      pending ??= load().then((found) => {
        loaded = found;
        return found;
      });
      pending.then((found) => live && setComponent(() => found));
      return () => {
        live = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : fallback();
  };
}
