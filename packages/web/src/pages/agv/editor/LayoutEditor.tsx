import { LayoutDraftCalls } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Select, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../../api/call';
import { useSiteChoices } from '../site/siteChoices';
import { EditorWorkspace } from './EditorWorkspace';

/**
 * The layout editor page (issue 13): pick a layout, draw its draft, check and publish it. The
 * layout is in the address (`?layoutId=`), so a link from the layout list opens it.
 */
export default function LayoutEditor() {
  const { t } = useTranslation('layoutEditor');
  const [params, setParams] = useSearchParams();
  const layoutId = params.get('layoutId');
  const { layouts } = useSiteChoices();
  const draft = useQuery({
    queryKey: ['layoutDraft', layoutId],
    queryFn: () => callApi(LayoutDraftCalls.draft, { query: { id: layoutId! } }),
    enabled: !!layoutId,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  return (
    <Card
      title={t('title')}
      extra={
        <Space>
          <Typography.Text>{t('layoutPick')}</Typography.Text>
          <Select
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 260 }}
            value={layoutId ?? undefined}
            placeholder={t('layoutPlaceholder')}
            options={layouts}
            onChange={(id: string) => setParams({ layoutId: id })}
            data-testid="editor-layout-pick"
          />
        </Space>
      }
    >
      {!layoutId && <Empty description={t('noLayout')} />}
      {layoutId && draft.isLoading && <Spin />}
      {layoutId && draft.isError && <Alert type="error" showIcon message={t('loadFailed')} />}
      {draft.data && <EditorWorkspace key={`${draft.data.layoutId}:${draft.dataUpdatedAt}`} draft={draft.data} />}
    </Card>
  );
}
