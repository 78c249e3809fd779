import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Painel, PainelQuery } from '#contract/painel';
import { acoesAbertasPath, listaPath } from './painelAddress';
import { duracao, porcento } from './formatos';

interface Figura {
  rotulo: string;
  valor: string;
  detalhe?: string;
  href: string;
}

/** One figure of the painel: its value is a link to the list it counts. */
function FiguraCard({ rotulo, valor, detalhe, href }: Figura) {
  return (
    <Card variant="outlined">
      <CardActionArea component={Link} href={href} sx={{ p: 2, height: '100%' }}>
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {rotulo}
        </Typography>
        <Typography variant="h4" component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {valor}
        </Typography>
        {detalhe && (
          <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {detalhe}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}

/** The period's counts, its conformidade and time to conclude, and the open corrective actions, each opening what it counts. */
export function Figuras({ painel, query }: { painel: Painel; query: PainelQuery }) {
  const { t, i18n } = useLingui();
  const { atividades, conformidade, execucao, acoes_abertas } = painel;
  const numero = (valor: number) => i18n.number(valor);
  const avaliadas = numero(conformidade.avaliadas);
  const figuras: Figura[] = [
    { rotulo: t`Agendadas no período`, valor: numero(atividades.agendadas), href: listaPath(query) },
    { rotulo: t`Concluídas`, valor: numero(atividades.concluidas), href: listaPath(query, { status: 'concluida' }) },
    { rotulo: t`Atrasadas`, valor: numero(atividades.atrasadas), href: listaPath(query, { atrasadas: true }) },
    { rotulo: t`Canceladas`, valor: numero(atividades.canceladas), href: listaPath(query, { status: 'cancelada' }) },
    {
      rotulo: t`Conformidade média`,
      valor: porcento(i18n, conformidade.media),
      detalhe: t`de ${avaliadas} concluídas com pontuação`,
      href: listaPath(query, { status: 'concluida' }),
    },
    {
      rotulo: t`Tempo médio de execução`,
      valor: duracao(i18n, execucao.media_minutos),
      detalhe: t`do início à conclusão`,
      href: listaPath(query, { status: 'concluida' }),
    },
    { rotulo: t`Ações corretivas abertas`, valor: numero(acoes_abertas.total), detalhe: t`hoje, em qualquer período`, href: acoesAbertasPath(query) },
  ];
  return (
    <Box
      component="ul"
      aria-label={t`Números do período`}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
    >
      {figuras.map((figura) => (
        <li key={figura.rotulo}>
          <FiguraCard {...figura} />
        </li>
      ))}
    </Box>
  );
}
