import type { ReactNode } from 'react';

/**
 * A labelled field as antd's vertical Form.Item draws one: the label, the control, the error under it
 * announced (role alert) and named by the control's aria-describedby (`${id}_help`, as antd names it).
 */
export function AuthField({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className={error ? 'kg-field kg-field--invalid' : 'kg-field'}>
      <label className="kg-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}_help`} className="kg-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
