// The caller's plan, read once per request: only the Pro analytics routes ask, never the order path.
import type { FastifyRequest } from 'fastify';
import type { Plan } from '../../../shared/api/profile';
import type { Db } from '../../db/connect';
import { planOf } from '../profile/store';

const seen = new WeakMap<FastifyRequest, Promise<Plan>>();

export function requestPlan(db: Db, request: FastifyRequest): Promise<Plan> {
  let plan = seen.get(request);
  if (!plan) {
    plan = planOf(db, request.user.id);
    seen.set(request, plan);
  }
  return plan;
}
