/** The chat window's messages (spec 3 §4 "Chat") as a reducer, so the stream handling is testable. */
import { STUDY_MESSAGES } from '../../../../shared/messages';
import type { AnswerCitation, AnswerConfidence } from './citations';

export interface ChatMessage {
  id: string;
  role: 'user' | 'smarty';
  content: string;
  isStreaming: boolean;
  /** A status line (e.g. the topic introduction being prepared) rather than an answer. */
  isStatus?: boolean;
  isError?: boolean;
  /** The numbered sources the answer cites as [n] (issue 14). */
  citations?: AnswerCitation[] | undefined;
  /** How well the sources back the answer. */
  confidence?: AnswerConfidence | undefined;
}

export type ChatAction =
  | { type: 'load'; messages: ChatMessage[] }
  | { type: 'send'; id: string; replyId: string; question: string }
  | { type: 'start-reply'; replyId: string; status?: string }
  | { type: 'thinking'; replyId: string; message: string }
  | { type: 'content'; replyId: string; text: string }
  | {
      type: 'complete';
      replyId: string;
      fullResponse: string;
      citations?: AnswerCitation[];
      confidence?: AnswerConfidence | undefined;
    }
  | { type: 'stop'; replyId: string }
  | { type: 'fail'; replyId: string; id: string; message: string };

function update(messages: ChatMessage[], id: string, change: (m: ChatMessage) => ChatMessage): ChatMessage[] {
  return messages.map((m) => (m.id === id ? change(m) : m));
}

export function chatReducer(messages: ChatMessage[], action: ChatAction): ChatMessage[] {
  switch (action.type) {
    case 'load':
      return action.messages;
    case 'send':
      return [
        ...messages,
        { id: action.id, role: 'user', content: action.question, isStreaming: false },
        { id: action.replyId, role: 'smarty', content: '', isStreaming: true },
      ];
    case 'start-reply':
      return [
        ...messages,
        {
          id: action.replyId,
          role: 'smarty',
          content: action.status ?? '',
          isStreaming: true,
          isStatus: Boolean(action.status),
        },
      ];
    case 'thinking':
      return update(messages, action.replyId, (m) =>
        m.content === '' || m.isStatus ? { ...m, content: action.message, isStatus: true } : m,
      );
    case 'content':
      return update(messages, action.replyId, (m) => ({
        ...m,
        content: m.isStatus ? action.text : m.content + action.text,
        isStatus: false,
      }));
    case 'complete':
      return update(messages, action.replyId, (m) => ({
        ...m,
        content: action.fullResponse || (m.isStatus ? '' : m.content),
        isStreaming: false,
        isStatus: false,
        ...(action.citations?.length ? { citations: action.citations } : {}),
        ...(action.confidence ? { confidence: action.confidence } : {}),
      }));
    case 'stop':
      return messages
        .map((m) => (m.id === action.replyId ? { ...m, isStreaming: false, isStatus: false } : m))
        .filter((m) => !(m.id === action.replyId && m.content.trim() === ''));
    case 'fail':
      return [
        ...messages.filter((m) => !(m.id === action.replyId && (m.content.trim() === '' || m.isStatus))),
        {
          id: action.id,
          role: 'smarty' as const,
          content: `${STUDY_MESSAGES.errorPrefix}${action.message}`,
          isStreaming: false,
          isError: true,
        },
      ].map((m) => (m.id === action.replyId ? { ...m, isStreaming: false } : m));
    default:
      return messages;
  }
}

/** Spec 3 §9: the new-message badge caps at 9+. */
export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** Spec 3 §4: within 50 px of the bottom counts as at the bottom. */
export const NEAR_BOTTOM_PX = 50;
export function isNearBottom(el: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;
}
