import { useQuery } from '@tanstack/react-query';
import { areaPathQuery } from '../../api/system';

/** An area code as people name it, province / city / district; the code itself until the names arrive (or for an unknown code). */
export function useAreaName(code: string | null | undefined): string {
  const { data } = useQuery({ ...areaPathQuery(code ?? ''), enabled: !!code });
  if (!code) return '';
  return data?.length ? data.map((a) => a.name).join(' / ') : code;
}

/** An area code shown as its path, province / city / district. */
export function AreaName({ code }: { code: string }) {
  return <>{useAreaName(code)}</>;
}
