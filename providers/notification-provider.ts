import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import type { App } from 'antd';
import { resourceName } from './i18n-provider';
import { isSessionEndedText, sessionEndedText } from './session-ended';

/** antd's notification API (the portal's `useNotice()`, src/components/feedback.tsx). */
type NotificationApi = ReturnType<typeof App.useApp>['notification'];

/** Refine's generic titles, which say nothing the text does not ("Success", "Successful", "Error"). */
const GENERIC = new Set(['', 'Success', 'Successful', 'Error']);

/**
 * Keys refine gives the notices of failed reads, ending in the resource's identifier:
 * `{id}-{resource}-getOne-notification`, `{id}-{resource}-getMany-notification`, `{resource}-useList-notification`.
 */
const READ_KEY = /(?:^|-)([a-z_]+)-(?:getOne|getMany|useList|useInfiniteList)-notification$/;

/**
 * How a refine notice reads on screen, like the spec's catalogue (§8): the prefix or the success text
 * as the title, the reason (if any) below it. Refine passes the main text as `message` and its
 * title as `description`; the portal's own notices pass their prefix as `message` and the reason as
 * `description`. Either way the title is `message`, and a generic description is dropped.
 */
export function noticeContent({
  key,
  message,
  description,
  type,
}: Pick<OpenNotificationParams, 'key' | 'message' | 'description' | 'type'>): {
  message: string;
  description?: string;
} {
  // A lost session says so, in one notice whatever failed (never "Error Selecting …" on the sign-in page).
  if (isSessionEndedText(message) || isSessionEndedText(description))
    return { message: sessionEndedText(isSessionEndedText(message) ? message : (description ?? '')) };
  const text = description && !GENERIC.has(description.trim()) ? description : undefined;
  // A failed read says which record it could not select (spec §8: 'Error Selecting Sales Partner').
  const read = type === 'error' && GENERIC.has(message.trim()) ? READ_KEY.exec(key ?? '') : null;
  if (read) return { message: `Error Selecting ${resourceName(read[1])}`, description: text };
  return { message, description: text };
}

/**
 * Refine notifications as antd notices, shown through `notification` (the portal's `useNotice()`, whose
 * placement and 6000 ms duration the FeedbackProvider in the colour-mode provider sets). Written here
 * instead of importing @refinedev/antd's, so the login page does not load that package.
 */
export function notificationProvider(notification: NotificationApi): NotificationProvider {
  return {
    open: ({ key, message, description, type }) => {
      const kind = type === 'progress' ? 'info' : type;
      // One session notice at a time, however many requests met the lost session.
      const session = isSessionEndedText(message) || isSessionEndedText(description);
      notification[kind]({ key: session ? 'session-ended' : key, ...noticeContent({ key, message, description, type }) });
    },
    close: (key) => notification.destroy(key),
  };
}
