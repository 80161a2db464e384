/**
 * The signed-in official, as the server knows it (GET /api/auth/session). Nothing about the
 * session is stored in the browser but the httpOnly cookie; the server decides.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SessionUser } from '../../shared/schemas/auth';
import { api, ApiError } from '../api';

export interface SessionState {
  /** 'loading' until the server has answered: nothing protected renders before that. */
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  /** The password step: the official, or 'two-factor' when a code is asked for next (verifyCode). */
  signIn(input: { username: string; password: string; rememberMe: boolean }): Promise<SessionUser | 'two-factor'>;
  /** The second step: a code from the app or a recovery code, after signIn answered 'two-factor'. */
  verifyCode(input: { code: string } | { recoveryCode: string }): Promise<SessionUser>;
  signOut(): Promise<void>;
  refresh(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

/** The signed-in official, or null when signed out (a 401 is the normal signed-out answer). */
async function loadSession(): Promise<SessionUser | null> {
  try {
    return (await api.get<{ user: SessionUser }>('/api/auth/session')).user;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) console.error(error);
    return null;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [status, setStatus] = useState<SessionState['status']>('loading');

  // Bumped by every sign-in and sign-out. A session check that started before one of them
  // answers about a cookie that no longer holds: on a slow line the first check can come back
  // "signed out" after the official has already signed in, and must not undo it.
  const generation = useRef(0);

  const apply = useCallback((signedIn: SessionUser | null) => {
    setUser(signedIn);
    setStatus(signedIn ? 'signed-in' : 'signed-out');
  }, []);

  const check = useCallback(
    async (isCurrent: () => boolean = () => true) => {
      const started = generation.current;
      const signedIn = await loadSession();
      if (isCurrent() && started === generation.current) apply(signedIn);
    },
    [apply],
  );

  const refresh = useCallback(() => check(), [check]);

  // The first check is a subscription to the server's answer: state is set in its callback.
  useEffect(() => {
    let current = true;
    void check(() => current);
    return () => {
      current = false;
    };
  }, [check]);

  const signIn = useCallback<SessionState['signIn']>(
    async (input) => {
      const data = await api.post<{ user: SessionUser } | { twoFactorRequired: true }>('/api/auth/login', input);
      if ('twoFactorRequired' in data) return 'two-factor';
      generation.current += 1;
      apply(data.user);
      return data.user;
    },
    [apply],
  );

  const verifyCode = useCallback<SessionState['verifyCode']>(
    async (input) => {
      const data = await api.post<{ user: SessionUser }>('/api/auth/2fa/verify', input);
      generation.current += 1;
      apply(data.user);
      return data.user;
    },
    [apply],
  );

  const signOut = useCallback(async () => {
    try {
      await api.post('/api/auth/logout');
    } finally {
      generation.current += 1;
      apply(null);
    }
  }, [apply]);

  const value = useMemo(
    () => ({ status, user, signIn, verifyCode, signOut, refresh }),
    [status, user, signIn, verifyCode, signOut, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
