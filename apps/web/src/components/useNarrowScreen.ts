import { Grid } from 'antd';

/**
 * Below antd's `md` breakpoint (768 px): a phone, or a small tablet upright. The shell then puts the
 * menu in a drawer and trims its header. Before antd has measured (first render), wide is assumed.
 */
export function useNarrowScreen(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.md === false;
}
