import { Spin } from 'antd';
import { useEffect } from 'react';
import { progress } from '../progress/progress-store';

/** Shown while a page chunk loads; keeps the top loading bar running meanwhile. */
export function PageLoading() {
  useEffect(() => {
    progress.start();
    return progress.done;
  }, []);
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '96px 0' }}>
      <Spin size="large" />
    </div>
  );
}
