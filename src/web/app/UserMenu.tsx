import { Link, useNavigate } from '@tanstack/react-router';
import { ChevronDown, LogOut, User } from 'lucide-react';
import { lazy, useCallback, useId, useRef, useState } from 'react';
import { api } from '../lib/api';
import { calledName, exitGuestMode, type Session, signOut } from '../lib/session';
import { MountWhenFirstOpen } from './MountWhenFirstOpen';
import { tabReady } from './tabs';
import { useDismiss } from './useDismiss';

const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

export const LOGOUT_QUESTION = 'Are you sure you want to logout?';
export const GUEST_EXIT_QUESTION = 'Exit guest mode? Your progress will not be saved.';

/** The signed-in user's menu (profile, logout) or, for a guest, the Guest Mode badge and exit. */
export function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const closeMenu = useCallback(() => setOpen(false), []);

  useDismiss(open, closeMenu, menu, menuButton);

  async function leave() {
    setConfirming(false);
    if (session.isAuthenticated) {
      // Revoke the token on the server; leaving locally must not wait on a dead network.
      await api('/api/auth/logout', { method: 'POST', timeoutMs: 3000 }).catch(() => undefined);
    }
    // Leave the app pages first: signing out on one would bounce to /login instead of /.
    await navigate({ to: '/' });
    if (session.isGuest) exitGuestMode();
    else signOut();
  }

  if (session.isGuest)
    return (
      <div className="flex items-center gap-1 sm:gap-2">
        <span className="whitespace-nowrap rounded-full border border-amber-400/40 bg-amber-400/10 px-2.5 py-1 text-xs font-semibold text-amber-300">
          Guest Mode
        </span>
        {/* The whole label only where the header has room for it: not on a phone, nor from xl up,
            where it would send a tab under More. The accessible name stays whole. A no-break space:
            a flex item's leading space collapses ("Exitguest mode"). */}
        <button
          type="button"
          aria-label="Exit guest mode"
          onClick={() => setConfirming(true)}
          className="inline-flex items-center whitespace-nowrap rounded-lg px-2.5 py-1.5 text-sm text-slate-300 hover:bg-slate-800 pointer-coarse:min-h-11"
        >
          Exit<span className="hidden sm:inline xl:hidden">&nbsp;guest mode</span>
        </button>
        <MountWhenFirstOpen open={confirming}>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Exit guest mode"
            message={GUEST_EXIT_QUESTION}
            confirmLabel="Exit"
            onConfirm={leave}
            alternative={{
              label: 'Create an account instead',
              onSelect: () => {
                setConfirming(false);
                void navigate({ to: '/signup' });
              },
            }}
          />
        </MountWhenFirstOpen>
      </div>
    );

  const user = session.user;
  const name = calledName(user) ?? 'Account';
  return (
    <div ref={menu} className="relative">
      <button
        ref={menuButton}
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-lg px-2.5 py-1.5 text-sm hover:bg-slate-800 pointer-coarse:min-h-11"
      >
        <span
          aria-hidden
          className="flex h-7 w-7 items-center justify-center rounded-full bg-emerald-500/20 font-semibold text-emerald-300"
        >
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="hidden max-w-[10rem] truncate sm:inline">{name}</span>
        <ChevronDown aria-hidden className="h-4 w-4 text-slate-400" />
        <span className="sr-only">Account menu</span>
      </button>
      {/* No overflow clipping on the list: it cut the sides off a focused item's ring. */}
      {open && (
        <ul
          id={listId}
          className="absolute right-0 z-40 mt-2 w-48 rounded-xl border border-slate-700 bg-slate-900 p-1 shadow-xl"
        >
          {tabReady('profile') && (
            <li>
              <Link
                to="/profile"
                onClick={() => setOpen(false)}
                className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-slate-800 pointer-coarse:min-h-11"
              >
                <User aria-hidden className="h-4 w-4" />
                Profile
              </Link>
            </li>
          )}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setConfirming(true);
              }}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-800 pointer-coarse:min-h-11"
            >
              <LogOut aria-hidden className="h-4 w-4" />
              Log out
            </button>
          </li>
        </ul>
      )}
      <MountWhenFirstOpen open={confirming}>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Log out"
          message={LOGOUT_QUESTION}
          confirmLabel="Log out"
          onConfirm={leave}
          returnFocus={menuButton}
        />
      </MountWhenFirstOpen>
    </div>
  );
}
