import { Button, Modal, Slider, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMonitorConfig } from '../configStore';
import { MONITOR_SWITCHES, SCROLL_SPEED_MAX, SCROLL_SPEED_MIN } from '../logic/monitorConfig';

/** Monitor config dialog (SPEC §2 dialogs, §3 "Monitor display config"): switches applied live. */
export function ConfigDialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('monitor');
  const config = useMonitorConfig((state) => state.config);
  const set = useMonitorConfig((state) => state.set);
  const reset = useMonitorConfig((state) => state.reset);
  return (
    <Modal
      open={open}
      title={t('config.title')}
      onCancel={onClose}
      width={450}
      footer={[
        <Button key="reset" onClick={reset} data-testid="monitor-config-reset">
          {t('config.reset')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('close')}
        </Button>,
      ]}
    >
      <div className="mm-config" data-testid="monitor-config">
        {MONITOR_SWITCHES.map((key) => (
          <label key={key} className="mm-config-row">
            <span>{t(`config.${key}`)}</span>
            <Switch size="small" checked={config[key]} onChange={(checked) => set({ [key]: checked })} data-testid={`config-${key}`} />
          </label>
        ))}
        <div className="mm-config-row">
          <span>{t('config.scrollSpeed')}</span>
          <Slider
            style={{ width: 160 }}
            min={SCROLL_SPEED_MIN}
            max={SCROLL_SPEED_MAX}
            step={0.1}
            value={config.scrollSpeed}
            onChange={(value) => set({ scrollSpeed: value })}
          />
        </div>
      </div>
    </Modal>
  );
}
