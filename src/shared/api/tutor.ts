import { z } from 'zod';
import { uuidId } from './ids';

// The tutor's calls (spec app-and-learning §3 Chat message, Chat context, Navigation decision; §7
// chat, ai-navigation and ai-tutor calls). Bodies are closed: unknown fields are dropped.

export const MESSAGE_MAX = 1000;
export const REPLY_MAX = 8000;
export const MEMORY_MESSAGES = 5;
export const EMPTY_MESSAGE = 'Please type a question.';

export const sender = z.enum(['user', 'ai', 'system']);

export const chatContext = z
  .object({
    currentCourse: z.string().max(100).optional(),
    userProgress: z
      .object({
        completedLessons: z.array(z.string().max(64)).max(100).optional(),
        nextOnPath: z
          .string()
          .max(64)
          .optional()
          .describe('The next lesson on the guest’s learning path, offered first to "what next?"'),
      })
      .optional()
      .describe('A guest’s own progress (kept in their browser), used only to suggest their next lesson'),
    recentMessages: z
      .array(z.object({ sender, content: z.string().max(REPLY_MAX) }))
      .max(MEMORY_MESSAGES)
      .optional()
      .describe('The last 5 messages when session memory is on'),
    rememberContext: z.boolean().optional(),
    timestamp: z.string().max(40).optional(),
  })
  .describe('Chat context (spec §3); treated as data, never as instructions');
export type ChatContext = z.infer<typeof chatContext>;

const messageText = z.string().max(MESSAGE_MAX, `Please keep a question under ${MESSAGE_MAX} characters.`);

export const streamBody = z.object({
  message: messageText,
  context: chatContext.optional(),
  conversationId: uuidId().optional(),
});
export type StreamBody = z.infer<typeof streamBody>;

export const citationSchema = z.object({ lessonId: z.string(), title: z.string(), url: z.string() });
export type CitationDto = z.infer<typeof citationSchema>;

/** One `data:` line of POST /api/ai-learning/chat/stream. */
export type StreamEvent =
  | { type: 'chunk'; content: string }
  | {
      type: 'complete';
      content: string;
      citations: CitationDto[];
      provider: 'offline' | 'openai' | 'fallback';
    };

export const messagesBody = z.object({
  message: messageText,
  context: chatContext.optional(),
  conversationId: uuidId().optional(),
});
export const messagesAnswer = z.object({ conversationId: z.string(), messageId: z.string() });

export const aiResponseBody = z.object({
  conversationId: uuidId(),
  content: z.string().max(REPLY_MAX),
  context: chatContext.optional(),
});
export const aiResponseAnswer = z.object({ messageId: z.string() });

export const chatMessageSchema = z.object({
  id: z.string(),
  content: z.string(),
  sender,
  timestamp: z.string(),
});
export type ChatMessageDto = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(chatMessageSchema),
});
export type ConversationDto = z.infer<typeof conversationSchema>;
export const conversationsAnswer = z.object({ conversations: z.array(conversationSchema) });
export type ConversationsAnswer = z.infer<typeof conversationsAnswer>;
export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const conversationParams = z.object({ id: uuidId(CONVERSATION_NOT_FOUND) });
export const successAnswer = z.object({ success: z.literal(true) });

export const navIntent = z.enum(['navigate_tab', 'open_course', 'open_game', 'open_modal', 'action']);
export const scoredAction = z.object({
  intent: navIntent,
  target: z.string(),
  score: z.number().min(0).max(1),
});
export type ScoredActionDto = z.infer<typeof scoredAction>;
export const patternsQuery = z.object({ query: z.string().max(MESSAGE_MAX) });
export const patternsAnswer = z.array(scoredAction);

export const trackQueryBody = z.object({
  userId: z.string().max(64).optional().describe('Ignored: the caller is the token’s user'),
  query: messageText,
});
export const trackDecisionBody = z.object({
  userId: z.string().max(64).optional().describe('Ignored: the caller is the token’s user'),
  query: messageText,
  intent: navIntent,
  target: z.string().max(100),
  confidence: z.number().min(0).max(1),
  metadata: z
    .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((m) => Object.keys(m).length <= 20, 'At most 20 metadata fields')
    .optional(),
});
export const trackDecisionAnswer = z.object({ decisionId: z.string() });
export const navFeedbackBody = z.object({
  decisionId: uuidId(),
  wasSuccessful: z.boolean(),
  feedback: z.string().max(500).optional(),
});

export const aiTutorBody = z.object({
  message: messageText.optional(),
  context: z.enum(['achievement_recommendation', 'general']).default('general'),
});
export const aiTutorAnswer = z.object({ response: z.string() });

// GET /api/ai-learning/allowance (decision 0013): the free plan's daily tutor questions.
export const allowanceAnswer = z.object({
  limit: z.number().nullable(),
  used: z.number(),
  remaining: z.number().nullable(),
  resetsAt: z.string(),
});
export type AllowanceAnswer = z.infer<typeof allowanceAnswer>;
