import { Flex, Spin } from 'antd';

/** Shown while the first route's guard runs (reading user info) before anything can render. */
export function BootFallback() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }} data-testid="boot-loading">
      <Spin size="large" />
    </Flex>
  );
}
