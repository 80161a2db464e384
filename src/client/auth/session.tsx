/**
 * The signed-in official, as the server knows it (GET /api/auth/session). Nothing about the
 * session is stored in the browser but the httpOnly cookie; the server decides.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionUser } from '../../shared/schemas/auth';
import { api, ApiError } from '../api';

export interface SessionState {
  /** 'loading' until the server has answered: nothing protected renders before that. */
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  signIn(input: { username: string; password: string; rememberMe: boolean }): Promise<SessionUser>;
  signOut(): Promise<void>;
  refresh(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [status, setStatus] = useState<SessionState['status']>('loading');

  const refresh = useCallback(async () => {
    try {
      const data = await api.get<{ user: SessionUser }>('/api/auth/session');
      setUser(data.user);
      setStatus('signed-in');
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) console.error(error);
      setUser(null);
      setStatus('signed-out');
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const signIn = useCallback<SessionState['signIn']>(async (input) => {
    const data = await api.post<{ user: SessionUser }>('/api/auth/login', input);
    setUser(data.user);
    setStatus('signed-in');
    return data.user;
  }, []);

  const signOut = useCallback(async () => {
    try {
      await api.post('/api/auth/logout');
    } finally {
      setUser(null);
      setStatus('signed-out');
    }
  }, []);

  const value = useMemo(() => ({ status, user, signIn, signOut, refresh }), [status, user, signIn, signOut, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
