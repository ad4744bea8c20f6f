import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Sets (or with no value, drops) one parameter of the address in place: report filters live there, so a link or reload keeps them. */
export function useParamSetter(): (key: string, value: string | undefined) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (key, value) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          if (value) copy.set(key, value);
          else copy.delete(key);
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
}
