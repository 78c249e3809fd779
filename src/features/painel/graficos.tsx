import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { PainelGrupo, PainelPonto } from '#contract/painel';
import { ALTURA_DA_SERIE, alturaDosGrupos } from './alturas';

const porcento = (valor: number | null) => (valor === null ? '—' : `${valor}%`);

/**
 * The charts of the painel, in their own module: @mui/x-charts comes with the first chart drawn,
 * never with the first page.
 */
export function GraficoDaSerie({ serie, rotulos, nome }: { serie: PainelPonto[]; rotulos: string[]; nome: string }) {
  return (
    <LineChart
      height={ALTURA_DA_SERIE}
      xAxis={[{ scaleType: 'point', data: rotulos }]}
      yAxis={[{ min: 0, max: 100, width: 40 }]}
      series={[{ data: serie.map((ponto) => ponto.media), label: nome, connectNulls: true, valueFormatter: porcento }]}
      hideLegend
    />
  );
}

export function GraficoDeGrupos({ grupos, nome }: { grupos: PainelGrupo[]; nome: string }) {
  return (
    <BarChart
      height={alturaDosGrupos(grupos.length)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: grupos.map((grupo) => grupo.nome), width: 120 }]}
      xAxis={[{ min: 0, max: 100 }]}
      series={[{ data: grupos.map((grupo) => grupo.media), label: nome, valueFormatter: porcento }]}
      hideLegend
    />
  );
}
