import { useLingui } from '@lingui/react/macro';

/** 90 → "1 h 30 min": an estimate reads better in hours once it passes one. */
export function Duracao({ minutos }: { minutos: number | null }) {
  const { t } = useLingui();
  if (minutos === null) return null;
  const horas = Math.floor(minutos / 60);
  const resto = minutos % 60;
  if (horas === 0) return <>{t`${resto} min`}</>;
  return <>{resto === 0 ? t`${horas} h` : t`${horas} h ${resto} min`}</>;
}
