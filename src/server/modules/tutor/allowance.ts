import { localTime } from '../../../core/gamification/time';
import {
  type Allowance,
  allowanceOf,
  limitReachedMessage,
  nextDayStart,
  waitText,
} from '../../../core/tutor/allowance';
import type { Deps } from '../../deps';
import { httpError } from '../../errors';
import { allowanceFacts, questionsOn, spendQuestion } from './store';

// The free plan's daily tutor allowance, enforced here on the server (Pro is unlimited).

export function createAllowance(deps: Deps) {
  const limit = deps.config.TUTOR_FREE_DAILY_MESSAGES;

  async function today(userId: string) {
    const now = deps.clock();
    const facts = await allowanceFacts(deps.db, userId);
    return {
      now,
      facts,
      day: localTime(now, facts.timeZone).day,
      resetsAt: nextDayStart(now, facts.timeZone),
    };
  }

  return {
    limit,
    async of(userId: string): Promise<Allowance> {
      const { facts, day, resetsAt } = await today(userId);
      const used = await questionsOn(deps.db, userId, day);
      return allowanceOf(facts.pro ? null : limit, used, resetsAt);
    },
    /** Counts one question; 429 (with Retry-After) once a free learner's day is used up. */
    async spend(userId: string): Promise<Allowance> {
      const { now, facts, day, resetsAt } = await today(userId);
      if (facts.pro) return allowanceOf(null, await questionsOn(deps.db, userId, day), resetsAt);
      const used = await spendQuestion(deps.db, userId, day, limit);
      if (used === null) {
        const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
        throw httpError(429, limitReachedMessage(limit, waitText(now, resetsAt)), {
          'retry-after': String(seconds),
        });
      }
      return allowanceOf(limit, used, resetsAt);
    },
  };
}
