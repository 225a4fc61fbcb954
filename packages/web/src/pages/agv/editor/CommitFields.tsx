import { Input, InputNumber, Typography } from 'antd';
import { useEffect, useState } from 'react';

/**
 * Inputs that change the drawing when the user is done (Enter or leaving the field), so typing a
 * name is one undo step, not one per letter. `check` answers why a value is refused, or null.
 */
export function CommitText({ value, onCommit, check, testId, disabled }: { readonly value: string; onCommit(value: string): void; check?(value: string): string | null; readonly testId: string; readonly disabled?: boolean }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const problem = text === value ? null : (check?.(text.trim()) ?? null);
  const done = () => {
    const next = text.trim();
    if (next === value) return;
    if (check?.(next)) return setText(value);
    onCommit(next);
  };
  return (
    <>
      <Input value={text} disabled={disabled} status={problem ? 'error' : undefined} onChange={(e) => setText(e.target.value)} onBlur={done} onPressEnter={done} data-testid={testId} />
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </>
  );
}

export function CommitNumber({ value, onCommit, min, testId, step }: { readonly value: number; onCommit(value: number): void; readonly min?: number; readonly testId: string; readonly step?: number }) {
  const [number, setNumber] = useState<number | null>(value);
  useEffect(() => setNumber(value), [value]);
  const done = () => {
    if (number === null || !Number.isFinite(number) || (min !== undefined && number < min)) return setNumber(value);
    if (number !== value) onCommit(number);
  };
  return (
    <InputNumber
      value={number}
      min={min}
      step={step}
      style={{ width: '100%' }}
      onChange={(v) => setNumber(typeof v === 'number' ? v : null)}
      onBlur={done}
      onPressEnter={done}
      onStep={(v) => onCommit(v)}
      data-testid={testId}
    />
  );
}
