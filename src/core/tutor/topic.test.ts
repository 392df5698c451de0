import { expect, it } from 'vitest';
import { topicOf } from './topic';

it('reads questions about the learner’s own things as such', () => {
  expect(topicOf('why did my order not fill?')).toBe('orders');
  expect(topicOf('how is my portfolio doing')).toBe('portfolio');
  expect(topicOf('what should I study next?')).toBe('next');
  expect(topicOf('where do I start?')).toBe('next');
  expect(topicOf("I'm new to investing")).toBe('next');
  expect(topicOf('what is my streak?')).toBe('progress');
  expect(topicOf('what is a limit order?')).toBe('content');
});

it('reads "recommend" as asking what to study only when it asks for a lesson', () => {
  expect(topicOf('recommend me a lesson')).toBe('next');
  expect(topicOf('what would you recommend?')).toBe('next');
  expect(topicOf('recommend a good pizza place')).toBe('content');
  expect(topicOf('which stock do you recommend')).toBe('content');
});
