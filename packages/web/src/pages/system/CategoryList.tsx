import { categoryResource } from '@agvs/contract';
import { Breadcrumb } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleList } from './sysconfig/SimpleList';

interface Level {
  readonly id: string;
  readonly name: string;
}

/** Category tree, one level at a time: "children" opens a category, the breadcrumb goes back up. */
export default function CategoryList() {
  const { t } = useTranslation('systemPages');
  const [path, setPath] = useState<Level[]>([]);
  const parent = path.at(-1);
  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[{ id: '', name: t('category.root') }, ...path].map((level, i) => ({
          key: level.id,
          title: <a onClick={() => setPath(path.slice(0, i))}>{level.name}</a>,
        }))}
      />
      <SimpleList
        key={parent?.id ?? 'root'}
        manifest={categoryResource}
        titleKey="category.title"
        fixed={{ pid: parent?.id ?? '0' }}
        rowActions={(row) => [
          <a key="children" onClick={() => setPath([...path, { id: row.id, name: String(row['name']) }])}>
            {t('category.children')}
          </a>,
        ]}
      />
    </>
  );
}
