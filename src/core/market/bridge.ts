// A Brownian bridge over a binary tree of steps, with a multiplicative variance cascade.
//
// The root holds the sum of all 2^depth steps; each node's sum is split between its two halves by a
// bridge draw conditioned on the parent, so the value at any step is reached by one walk from the root:
// depth draws, whatever the step's distance from the start. The cascade splits each node's variance
// w : 1−w with w drawn around ½ (on the lowest `cascadeLevels` levels), which gives the steps a
// variance that is itself random and clustered in time: fat tails and calm/wild periods, like real
// markets (Mandelbrot's multifractal model). Given the variances, the steps are Gaussian and
// independent, so the bridge split is exact.
import { normal } from './random';

export type BridgeParams = {
  /** Stream of the counter-based random source (e.g. a symbol's id). */
  stream: number;
  /** Extra key so several trees share one stream (market factor, intraday, …). */
  tag: number;
  depth: number;
  /** Mean of one step. */
  mean: number;
  /** Average variance of one step. */
  variance: number;
  /** How many of the lowest levels split variance randomly (the rest split it evenly). */
  cascadeLevels: number;
  /** Spread of the split weight: w = logistic(spread · Z). 0 means no cascade. */
  spread: number;
  /** How many of the very lowest levels split evenly after all (fine steps need no cascade). */
  evenBottomLevels?: number;
};

export type Node = { sum: number; variance: number };

/** The weight of the left half's variance at a node. */
function weight(p: BridgeParams, level: number, index: number): number {
  if (p.spread === 0 || level < p.depth - p.cascadeLevels || level >= p.depth - (p.evenBottomLevels ?? 0)) {
    return 0.5;
  }
  return 1 / (1 + Math.exp(-p.spread * normal(p.stream, p.tag + level, index, 1)));
}

/** Splits a node (level, index) into its two halves, conditioned on its sum. */
export function split(p: BridgeParams, level: number, index: number, node: Node): [Node, Node] {
  const half = 2 ** (p.depth - level - 1);
  const w = weight(p, level, index);
  const leftVariance = node.variance * w;
  const rightVariance = node.variance - leftVariance;
  const spread = node.variance > 0 ? Math.sqrt((leftVariance * rightVariance) / node.variance) : 0;
  const left =
    p.mean * half + w * (node.sum - p.mean * 2 * half) + spread * normal(p.stream, p.tag + level, index, 0);
  return [
    { sum: left, variance: leftVariance },
    { sum: node.sum - left, variance: rightVariance },
  ];
}

export function root(p: BridgeParams): Node {
  const steps = 2 ** p.depth;
  const variance = steps * p.variance;
  return { sum: p.mean * steps + Math.sqrt(variance) * normal(p.stream, p.tag - 1, 0, 0), variance };
}

/** Walks to step k: the sum of all steps before it, and step k itself. Cost: `depth` splits. */
export function walk(p: BridgeParams, k: number, top: Node = root(p)): { before: number; step: Node } {
  let node = top;
  let index = 0;
  let before = 0;
  for (let level = 0; level < p.depth; level++) {
    const [left, right] = split(p, level, index, node);
    if ((k >> (p.depth - 1 - level)) & 1) {
      before += left.sum;
      node = right;
      index = 2 * index + 1;
    } else {
      node = left;
      index = 2 * index;
    }
  }
  return { before, step: node };
}

/**
 * Every node of `leafLevel` (default: the steps) in [from, to): visits only the nodes that overlap
 * the range, so the cost is about (to − from) + 2·leafLevel splits. Returns the sum before `from`
 * and the nodes. A coarser leafLevel gives sums of blocks of steps that agree exactly with the steps.
 */
export function range(
  p: BridgeParams,
  from: number,
  to: number,
  top: Node = root(p),
  leafLevel: number = p.depth,
): { before: number; steps: Node[] } {
  const steps: Node[] = [];
  let before = 0;
  const visit = (level: number, index: number, node: Node) => {
    const span = 2 ** (leafLevel - level);
    const start = index * span;
    const end = start + span;
    if (end <= from) {
      before += node.sum;
      return;
    }
    if (start >= to) return;
    if (level === leafLevel) {
      steps.push(node);
      return;
    }
    const [left, right] = split(p, level, index, node);
    visit(level + 1, 2 * index, left);
    visit(level + 1, 2 * index + 1, right);
  };
  visit(0, 0, top);
  return { before, steps };
}
