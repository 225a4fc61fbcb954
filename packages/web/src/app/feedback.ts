import { App, message, Modal, notification } from 'antd';

type Feedback = ReturnType<typeof App.useApp>;

/**
 * Messages, notifications and dialogs for code outside React (the HTTP client, the session).
 * FeedbackBridge hands over antd's App instances so they follow the current theme and locale;
 * the static functions only serve until it has mounted.
 */
let current: Feedback = { message, notification, modal: Modal as unknown as Feedback['modal'] };

export function setFeedback(next: Feedback): void {
  current = next;
}

export const feedback = {
  get message(): Feedback['message'] {
    return current.message;
  },
  get notification(): Feedback['notification'] {
    return current.notification;
  },
  get modal(): Feedback['modal'] {
    return current.modal;
  },
};
