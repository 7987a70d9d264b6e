import { useCallback, useEffect, useState } from 'react';
import type { LoginRequest, SignupRequest } from 'shared-domain';
import { useAppDispatch } from '../hooks';
import { fetchPublicConfig, login, signup, type PublicConfig } from './authCalls';

/** The login call and whether it is running, for the login forms. */
export function useLogin() {
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const run = useCallback(
    async (user: LoginRequest['user']) => {
      setLoading(true);
      try {
        return await dispatch(login(user));
      } finally {
        setLoading(false);
      }
    },
    [dispatch],
  );
  return [run, { isLoading }] as const;
}

/** The signup call and whether it is running. */
export function useSignup() {
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  const run = useCallback(
    async (user: SignupRequest['user']) => {
      setLoading(true);
      try {
        return await dispatch(signup(user));
      } finally {
        setLoading(false);
      }
    },
    [dispatch],
  );
  return [run, { isLoading }] as const;
}

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
