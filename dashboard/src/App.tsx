import type { Capabilities } from '@shopforge/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DevApi } from './api/dev-api';
import { describeError } from './api/http';
import { currentSession, mintToken, type SessionView, signOut, signOutEverywhere } from './api/session';
import { Notice } from './components/Notice';
import { type Dashboard, DashboardContext } from './context';
import { Shell } from './Shell';
import { SignIn } from './pages/SignIn';

type State =
  | { kind: 'loading' }
  | { kind: 'signed_out'; notice?: string }
  | { kind: 'signed_in'; session: SessionView; api: DevApi; capabilities: Capabilities }
  | { kind: 'failed'; message: string };

/** Signs the member's token in and asks what it may do, before any page shows. */
async function open(session: SessionView): Promise<State> {
  // The session's CSRF token is read when a token is minted, so a reloaded session is used.
  const api = new DevApi(() => mintToken(session.csrf_token));
  const capabilities = await api.get<Capabilities>('/me/capabilities');
  return { kind: 'signed_in', session, api, capabilities };
}

export function App() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async (notice?: string) => {
    try {
      const session = await currentSession();
      setState(session ? await open(session) : { kind: 'signed_out', ...(notice ? { notice } : {}) });
    } catch (error) {
      setState({ kind: 'failed', message: describeError(error) });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const dashboard = useMemo<Dashboard | null>(() => {
    if (state.kind !== 'signed_in') return null;
    return {
      session: state.session,
      api: state.api,
      capabilities: state.capabilities,
      signOut: async (everywhere) => {
        const csrf = state.session.csrf_token;
        await (everywhere ? signOutEverywhere(csrf) : signOut(csrf));
        setState({
          kind: 'signed_out',
          notice: everywhere ? 'You are signed out on every device.' : 'You are signed out.',
        });
      },
      reloadSession: () => load(),
    };
  }, [state, load]);

  if (state.kind === 'loading') {
    return (
      <main className="center" id="main">
        <p role="status">Loading the dashboard…</p>
      </main>
    );
  }
  if (state.kind === 'failed') {
    return (
      <main className="center" id="main">
        <h1>The dashboard cannot load</h1>
        <Notice kind="error">{state.message}</Notice>
        <button type="button" onClick={() => void load()}>
          Try again
        </button>
      </main>
    );
  }
  if (state.kind === 'signed_out' || !dashboard) {
    return (
      <SignIn
        notice={state.kind === 'signed_out' ? state.notice : undefined}
        onSignedIn={async (session) => setState(await open(session))}
      />
    );
  }
  return (
    <DashboardContext.Provider value={dashboard}>
      <Shell />
    </DashboardContext.Provider>
  );
}
