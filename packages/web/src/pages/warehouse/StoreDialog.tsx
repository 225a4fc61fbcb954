import type { StoreContainer, StoreView } from '@agvs/contract';
import { Button, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type StoreAction = 'inbound' | 'outbound' | 'transfer';

/** What the store-keeper chose; the page turns it into the booking call. */
export interface StoreChoice {
  readonly containerId: string;
  readonly binId?: string;
  readonly lotId?: string;
  readonly quantity?: number;
}

/**
 * One booking on the tablet: every choice a large button (bins, lots), the quantity a large
 * number field. The container is the one tapped on the screen.
 */
export function StoreDialog({
  action,
  container,
  view,
  busy,
  onBook,
  onClose,
}: {
  readonly action: StoreAction;
  readonly container: StoreContainer & { readonly binId: string | null };
  readonly view: StoreView;
  readonly busy: boolean;
  readonly onBook: (choice: StoreChoice) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('warehouse');
  const [binId, setBinId] = useState<string | undefined>(action === 'inbound' ? (container.binId ?? undefined) : undefined);
  const [lotId, setLotId] = useState<string | undefined>(action === 'outbound' && container.lines.length === 1 ? container.lines[0]!.lotId : undefined);
  const [quantity, setQuantity] = useState<number | null>(null);
  const bins = view.bins.filter((b) => b.id !== container.binId || action === 'inbound');
  const lots = action === 'outbound' ? container.lines.map((l) => ({ id: l.lotId, code: l.lotNo, name: `${l.partNo} · ${l.quantity}` })) : view.lots;
  const ready = (action === 'outbound' || binId) && (action === 'transfer' || (lotId && quantity && quantity > 0));
  return (
    <Modal
      open
      className="st-dialog"
      width={900}
      title={t(`store.${action}Of`, { code: container.code })}
      onCancel={onClose}
      footer={
        <Button type="primary" className="st-ok" disabled={!ready} loading={busy} data-testid="store-book" onClick={() => onBook({ containerId: container.id, binId, lotId, quantity: quantity ?? undefined })}>
          {t('booking.book')}
        </Button>
      }
    >
      {action !== 'outbound' && (
        <>
          <div className="st-label">{t(action === 'transfer' ? 'booking.toBin' : 'booking.bin')}</div>
          <div className="st-choices">
            {bins.map((b) => (
              <Button key={b.id} className="st-choice" type={binId === b.id ? 'primary' : 'default'} disabled={b.containers.length >= b.capacity && b.id !== container.binId} onClick={() => setBinId(b.id)} data-testid="store-bin-choice">
                {b.code} ({b.containers.length}/{b.capacity})
              </Button>
            ))}
          </div>
        </>
      )}
      {action !== 'transfer' && (
        <>
          <div className="st-label">{t('booking.lot')}</div>
          <div className="st-choices">
            {lots.map((l) => (
              <Button key={l.id} className="st-choice" type={lotId === l.id ? 'primary' : 'default'} onClick={() => setLotId(l.id)} data-testid="store-lot-choice">
                {l.code}
                <br />
                {l.name}
              </Button>
            ))}
          </div>
          <div className="st-label">{t('booking.quantity')}</div>
          <InputNumber min={1} precision={0} value={quantity} onChange={setQuantity} inputMode="numeric" data-testid="store-quantity" />
        </>
      )}
    </Modal>
  );
}
