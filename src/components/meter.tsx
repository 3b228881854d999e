import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export type MeterStatus = 'normal' | 'active' | 'success' | 'exception';

export interface MeterProps {
  /** 0–100 (clamped): the bar's length and `aria-valuenow`; undefined while not known (no value is announced). */
  percent: number | undefined;
  /** The progress bar's accessible name. */
  label: string;
  /** Colour as antd's Progress: normal (info), active (info, a light sweeping along), success, exception. */
  status?: MeterStatus;
  /** Beside the bar; by default the percent, or antd's tick / cross for success / exception. */
  text?: ReactNode;
  /** A spoken value where the percent alone says too little ("1.2 GB of 5 GB"). */
  valueText?: string;
  size?: 'default' | 'small';
  className?: string;
  style?: CSSProperties;
}

/**
 * A line progress bar drawn like antd's Progress (rounded track, colours from the theme's tokens,
 * the percent beside it), without antd's Progress and rc-progress (~5.6 KB gzip). A `progressbar`
 * with its value, range and name.
 */
export function Meter({ percent, label, status = 'normal', text, valueText, size = 'default', className, style }: MeterProps) {
  const { token } = theme.useToken();
  const value = percent === undefined ? undefined : Math.max(0, Math.min(100, Math.round(percent)));
  const color = { normal: token.colorInfo, active: token.colorInfo, success: token.colorSuccess, exception: token.colorError }[status];
  const shown = text ?? (status === 'success' ? <CheckCircleFilled /> : status === 'exception' ? <CloseCircleFilled /> : `${value ?? 0}%`);
  const vars = {
    '--meter-track': token.colorFillSecondary,
    '--meter-color': color,
    '--meter-text': status === 'success' || status === 'exception' ? color : token.colorText,
    '--meter-height': `${size === 'small' ? 6 : 8}px`,
    '--meter-font': `${size === 'small' ? token.fontSizeSM : token.fontSize}px`,
    '--meter-gap': `${token.marginXS}px`,
    '--meter-sweep': token.colorBgContainer,
    ...style,
  } as CSSProperties;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={valueText}
      data-status={status}
      className={['meter', status === 'active' && 'meter-active', className].filter(Boolean).join(' ')}
      style={vars}
    >
      <span className="meter-track">
        <span className="meter-bar" style={{ width: `${value ?? 0}%` }} />
      </span>
      <span className="meter-text">{shown}</span>
    </div>
  );
}
