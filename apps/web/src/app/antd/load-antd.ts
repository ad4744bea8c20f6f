import { loadAntdTexts } from '../../i18n/antd-texts';

/**
 * antd's provider and its texts in the active language, fetched together by whatever first draws with
 * antd (the signed-in routes, the password change, the error page): sign-in loads no antd at all.
 */
export async function loadAntd() {
  const [frame] = await Promise.all([import('./AntdFrame'), loadAntdTexts()]);
  return frame;
}
