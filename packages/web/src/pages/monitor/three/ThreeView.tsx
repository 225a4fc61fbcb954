import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Monitor3DProps } from './Monitor3D';

/** three.js and the 3D scene load only when someone switches to 3D: 2D users never fetch them. */
const Monitor3D = lazy(() => import('./Monitor3D'));

export function ThreeView(props: Monitor3DProps) {
  const { t } = useTranslation('monitor3d');
  return (
    <Suspense fallback={<Spin className="mm-center" tip={t('loading')} size="large"><div /></Spin>}>
      <Monitor3D {...props} />
    </Suspense>
  );
}
