import type { Topic, TopicId } from './listed-entity';

const LABELS: Record<TopicId, string> = {
  sanction: 'Sanctioned entity',
  'sanction.linked': 'Sanction-linked entity',
  'role.pep': 'Politician',
  'export.control': 'Export controlled',
  'export.risk': 'Trade risk',
  debarment: 'Debarred entity',
};

/** One shared object per topic: entities reference them, they are never copied. */
export const TOPICS: Record<TopicId, Topic> = Object.fromEntries(
  Object.entries(LABELS).map(([topicId, label]) => [
    topicId,
    { topicId, category: topicId.split('.')[0], label },
  ]),
) as Record<TopicId, Topic>;
