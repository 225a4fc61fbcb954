import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from './feedback';

/** Sits inside antd's <App> and lends its instances to code outside React. */
export function FeedbackBridge(): null {
  const { message, notification, modal } = App.useApp();
  useEffect(() => setFeedback({ message, notification, modal }), [message, notification, modal]);
  return null;
}
