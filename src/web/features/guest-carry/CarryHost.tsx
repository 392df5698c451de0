import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { countText } from '../../../core/words';
import { beginCarry, carryPending, decline, guestLessonCount, runCarry } from '../../lib/guest-carry/carry';
import { OFFER } from '../../lib/guest-carry/flags';
import { localUserId, useSession } from '../../lib/session';
import { readJson, userKey } from '../../lib/storage';
import { announceCarry } from './announce';

// Mounted for signed-in learners once the page has settled: resumes a carry of guest progress that a
// reload interrupted, and asks a learner who signed in (not a new account) whether this device's guest
// lessons should join their account. The default answer is no.

export default function CarryHost() {
  const session = useSession();
  const userId = localUserId(session);
  const client = useQueryClient();
  const [offer, setOffer] = useState(() => readJson<boolean>(userKey(userId, OFFER)) === true);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setOffer(readJson<boolean>(userKey(userId, OFFER)) === true);
    if (!carryPending(userId)) return;
    void runCarry().then((report) => {
      if (!report) return;
      announceCarry(report);
      void client.invalidateQueries();
    });
  }, [userId, client]);

  async function add() {
    setBusy(true);
    if (beginCarry(userId, { preferences: false })) {
      const report = await runCarry();
      if (report) announceCarry(report);
      void client.invalidateQueries();
    }
    setBusy(false);
    setOffer(false);
  }

  function notNow() {
    decline(userId);
    setOffer(false);
  }

  if (!offer) return null;
  const lessons = guestLessonCount();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && notNow()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-slate-700 bg-slate-900 p-6 text-slate-100 shadow-2xl">
          <Dialog.Title className="text-lg font-semibold">Add this device’s guest progress?</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-300">
            {lessons > 0
              ? `In guest mode on this device you finished ${countText(lessons, 'lesson')}.`
              : 'In guest mode on this device you took quizzes or played crisis games.'}{' '}
            Add {lessons === 1 ? 'it' : 'them'} to this account? The server scores them as it scores any
            activity; lessons this account has already finished are left out. The guest paper portfolio stays
            on this device.
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close
              disabled={busy}
              className="min-h-11 rounded-lg border border-slate-700 px-4 py-2 font-medium hover:border-slate-500"
            >
              Not now
            </Dialog.Close>
            <button
              type="button"
              onClick={() => void add()}
              disabled={busy}
              className="min-h-11 rounded-lg bg-emerald-500 px-4 py-2 font-semibold text-slate-950 hover:bg-emerald-400 disabled:opacity-60"
            >
              {busy ? 'Adding…' : 'Add to my account'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
