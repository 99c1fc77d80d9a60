import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../api';

export type Loaded<T> = {
  data: T | null;
  error: string | null;
  reload: () => void;
  /** Replace the data with what a mutation already answered, without another round trip. */
  set: (value: T) => void;
};

/** Loads `load()` whenever `key` changes or `reload` is called; the last answer wins. */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  useEffect(() => {
    let live = true;
    loader
      .current()
      .then((value) => {
        if (!live) return;
        setData(value);
        setError(null);
      })
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [key, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, reload, set: setData };
}
