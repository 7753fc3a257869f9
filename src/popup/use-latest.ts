import { useRef } from 'preact/hooks';

/**
 * A ref to the value of the latest render: an effect that some inputs alone start reads the
 * others as they are now, without running again when they change.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
