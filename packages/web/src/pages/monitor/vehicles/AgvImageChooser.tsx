import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { AGV_IMAGES, agvImageUrl } from './agvImages';

/** The AGV image chooser (SPEC §2): the 15 images of SPEC §3; a click picks one and closes. */
export function AgvImageChooser({
  open,
  value,
  onPick,
  onClose,
}: {
  readonly open: boolean;
  readonly value: string | undefined;
  readonly onPick: (name: string) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('monitorAgv');
  return (
    <Modal open={open} title={t('image.title')} onCancel={onClose} footer={null} width={450} destroyOnHidden>
      <div className="mm-image-grid" data-testid="agv-image-chooser">
        {AGV_IMAGES.map((name) => (
          <button
            key={name}
            type="button"
            className={`mm-image-choice${name === value ? ' mm-image-chosen' : ''}`}
            data-image={name}
            aria-pressed={name === value}
            title={name}
            onClick={() => {
              onPick(name);
              onClose();
            }}
          >
            <img src={agvImageUrl(name)} alt={name} width={40} height={40} />
          </button>
        ))}
      </div>
    </Modal>
  );
}
