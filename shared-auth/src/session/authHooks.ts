import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch } from '../hooks';
import { fetchPublicConfig, login, signup, type PublicConfig } from './authCalls';
import type { SessionThunk } from './types';

/** A sign-in call the form awaits, and whether it is running (its button shows it). */
function useSessionCall<Args, Result>(call: (args: Args) => SessionThunk<Result>) {
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const run = useCallback(
    async (args: Args) => {
      setLoading(true);
      try {
        return await dispatch(call(args));
      } finally {
        setLoading(false);
      }
    },
    [dispatch, call],
  );
  return [run, { isLoading }] as const;
}

export const useLogin = () => useSessionCall(login);
export const useSignup = () => useSessionCall(signup);

/** The config request in flight: StrictMode's second mount (or a second form) joins it. */
let configRequest: ReturnType<typeof fetchPublicConfig> | undefined;

function readPublicConfig(): ReturnType<typeof fetchPublicConfig> {
  configRequest ??= fetchPublicConfig().finally(() => {
    configRequest = undefined;
  });
  return configRequest;
}

/** The api's public config, once it has answered; undefined before, on failure, or when skipped. */
export function usePublicConfig({ skip = false } = {}): PublicConfig | undefined {
  const [config, setConfig] = useState<PublicConfig>();
  useEffect(() => {
    if (skip) return undefined;
    let current = true;
    void readPublicConfig().then((result) => {
      if (current && 'data' in result) setConfig(result.data);
    });
    return () => {
      current = false;
    };
  }, [skip]);
  return config;
}
