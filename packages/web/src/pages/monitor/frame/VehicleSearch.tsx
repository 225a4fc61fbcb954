import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback';
import type { MapVehicle, VehicleStore } from '../logic/vehicleStore';
import { matchVehicles } from '../logic/vehicleSearch';

export interface VehicleSearchProps {
  readonly store: VehicleStore;
  /** A vehicle was chosen: the monitor centres, highlights and shows its card. */
  onChoose(agvUid: string): void;
}

const live = (store: VehicleStore): MapVehicle[] =>
  store.getUids().flatMap((uid) => {
    const vehicle = store.get(uid);
    return vehicle ? [vehicle] : [];
  });

/**
 * The toolbar's vehicle search over the live vehicles (code or name). Suggestions are computed as
 * the user types, from the store at that moment, so the box costs nothing between keystrokes.
 * Enter takes the first suggestion, or says that nothing matches.
 */
export function VehicleSearch({ store, onChoose }: VehicleSearchProps) {
  const { t } = useTranslation('monitor');
  const [text, setText] = useState('');
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);

  const suggest = (query: string) => {
    setText(query);
    setOptions(matchVehicles(live(store), query).map((v) => ({ value: v.agvUid, label: v.agvName === v.agvUid ? v.agvUid : `${v.agvUid} · ${v.agvName}` })));
  };

  const choose = (agvUid: string) => {
    setText('');
    setOptions([]);
    onChoose(agvUid);
  };

  // With suggestions open, Enter picks the active one (AutoComplete); without any, nothing matched.
  const submit = () => {
    if (text.trim() && options.length === 0) feedback.message.warning(t('toolbar.vehicleNotFound', { query: text.trim() }));
  };

  return (
    <AutoComplete
      className="mm-vehicle-search"
      value={text}
      options={options}
      onSearch={suggest}
      onSelect={choose}
      popupMatchSelectWidth={260}
      defaultActiveFirstOption
      data-testid="vehicle-search"
    >
      <Input
        size="small"
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('toolbar.searchVehicle')}
        aria-label={t('toolbar.searchVehicle')}
        onPressEnter={submit}
        data-testid="vehicle-search-input"
      />
    </AutoComplete>
  );
}
