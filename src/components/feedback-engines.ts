// The notice engine (antd's notification and message hooks, with rc-notification), loaded with the
// first notice or message (src/components/feedback.tsx).
import { message, notification } from 'antd';

export const useNotificationEngine = notification.useNotification;
export const useMessageEngine = message.useMessage;
