import { lessons } from './catalogue';
import { type Lesson, type TopicTag, topicTag } from './schema';

// The ten topic tags (spec §3 Timeline catalogue) mapped to the lessons that carry them. The map
// is derived from each lesson's own `topics`, so it can only name lessons that exist.

export const topicTags: readonly TopicTag[] = topicTag.options;

export function isTopicTag(value: string): value is TopicTag {
  return (topicTags as readonly string[]).includes(value);
}

export function buildTopicMap(from: readonly Pick<Lesson, 'id' | 'topics'>[]): Record<TopicTag, string[]> {
  const map = Object.fromEntries(topicTags.map((t) => [t, [] as string[]])) as Record<TopicTag, string[]>;
  for (const l of from) {
    for (const t of l.topics) {
      if (isTopicTag(t) && !map[t].includes(l.id)) map[t].push(l.id);
    }
  }
  return map;
}

export const topicMap: Readonly<Record<TopicTag, readonly string[]>> = buildTopicMap(lessons);
