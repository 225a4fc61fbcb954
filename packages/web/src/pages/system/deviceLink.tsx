import { SysconfigCalls } from '@agvs/contract';
import { Typography } from 'antd';
import { callApi } from '../../api/call';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';

export interface DeviceLinkTexts {
  readonly title: string;
  readonly hint: string;
  /** Said when the token could not be issued. */
  readonly failed: string;
}

/**
 * Issues a new token for a device user (a workplace pad, a store client) and shows its screen's
 * link once, to copy onto the tablet; earlier tokens keep working until revoked.
 */
export async function showDeviceLink(deviceUserId: string, urlOf: (token: string) => string, texts: DeviceLinkTexts, testId: string): Promise<void> {
  try {
    const { token } = await callApi(SysconfigCalls.issueToken, { body: { id: deviceUserId } });
    const url = urlOf(token);
    feedback.modal.info({
      title: texts.title,
      width: 720,
      content: (
        <>
          <Typography.Paragraph>{texts.hint}</Typography.Paragraph>
          <Typography.Paragraph copyable={{ text: url }} code data-testid={testId}>
            {url}
          </Typography.Paragraph>
        </>
      ),
    });
  } catch (err) {
    showFailure(err, texts.failed);
  }
}
