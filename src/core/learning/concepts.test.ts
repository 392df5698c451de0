import { describe, expect, it } from 'vitest';
import { learnedConcepts } from './concepts';

const concepts = [{ id: 'leverage' }, { id: 'forward-contracts' }, { id: 'moral-hazard' }];
const pages = [
  { id: 'a', definitions: ['leverage'] },
  { id: 'b', definitions: ['forward-contract'] },
  { id: 'c', definitions: ['moral-hazards-of-banking'] },
];

describe('learned concepts', () => {
  it('counts a concept learned once a visited page defines its term, singular or plural', () => {
    expect(learnedConcepts(concepts, pages, ['a', 'b'])).toEqual(['leverage', 'forward-contracts']);
  });

  it('ignores pages not visited and terms that only share a prefix', () => {
    expect(learnedConcepts(concepts, pages, ['c'])).toEqual([]);
    expect(learnedConcepts(concepts, pages, [])).toEqual([]);
  });
});
