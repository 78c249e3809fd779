import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Redirect } from 'wouter';
import type { AcaoCorretiva } from '#contract/acoes';
import { pode } from '#contract/permissoes';
import { acoesDisponiveis, type AcaoContexto } from '#machines/acaoMachine';
import { NOT_FOUND_PATH } from '@/app/caminhos';
import { useAtor } from '@/app/session/useAtor';
import { Dado } from '@/ui/Dado';
import { TextLink } from '@/ui/form/TextLink';
import { abrirPath } from '@/ui/list/listAddress';
import { ListError } from '@/ui/list/ListError';
import { PageSpinner } from '@/ui/PageSpinner';
import { StaleAlert } from '@/ui/StaleAlert';
import { useLoad } from '@/ui/load/useLoad';
import { PRIORIDADE_NOMES } from '../../atividades/detalhes/atividadeNomes';
import { detalhesPath } from '../../atividades/lista/atividadesAddress';
import { useFusoHorario } from '../../configuracoes/useConfiguracoesDaEmpresa';
import { AcaoEditor } from '../editor/AcaoEditor';
import { FEITAS, ORIGEM_NOMES, STATUS_CORES, STATUS_NOMES } from '../acaoNomes';
import { acoesApi } from '../acoesApi';
import { AcaoHistorico } from './AcaoHistorico';
import { AcaoTransicoes } from './AcaoTransicoes';
import { useTransicaoDaAcao } from './useTransicaoDaAcao';

/** The sites list opens a site's editor from its address. */
const SITES_PATH = '/sites';

/** An action's page: an unknown or another company's id is the 404 page. */
export function AcaoDetalhes({ id }: { id: string }) {
  const carga = useLoad(() => acoesApi.get(id));
  // What a write answered, kept until a reload reads a newer versao.
  const [escrita, setEscrita] = useState<AcaoCorretiva | null>(null);
  const lida = carga.data;
  const acao = escrita && (!lida || escrita.versao > lida.versao) ? escrita : lida;
  if (carga.failureStatus === 404) return <Redirect to={NOT_FOUND_PATH} replace />;
  if (!acao) return carga.status === 'failed' ? <ListError message={carga.failureMessage} onRetry={carga.retry} /> : <PageSpinner />;
  return <AcaoAberta acao={acao} gravada={setEscrita} recarregar={carga.reload} />;
}

interface AcaoAbertaProps {
  acao: AcaoCorretiva;
  gravada: (acao: AcaoCorretiva) => void;
  recarregar: () => void;
}

function AcaoAberta({ acao, gravada, recarregar }: AcaoAbertaProps) {
  const { t, i18n } = useLingui();
  const ator = useAtor();
  const fuso = useFusoHorario();
  const [editando, setEditando] = useState(false);
  const transicoes = useTransicaoDaAcao(acao, gravada);
  const { problema } = transicoes;
  // Whether the person is on the next visit to the site is known where that visit is carried
  // out; here a técnico works on their own actions and a gestor or admin on all.
  const contexto: AcaoContexto = {
    ator,
    responsavelId: acao.responsavel?.id ?? null,
    naVisitaSeguinte: false,
  };
  // The machine knows who works on an action; the papel's permission comes first, as on the server (a leitor never acts).
  const eventos = pode(ator.papel, 'acoes.trabalhar') ? acoesDisponiveis(acao.status, contexto) : [];
  const editavel = pode(ator.papel, 'acoes.editar') && acao.status !== 'verificada' && acao.status !== 'cancelada';
  const quando = (valor: string) => i18n.date(valor, { dateStyle: 'short', timeStyle: 'short', timeZone: fuso });
  const recarregarTudo = () => {
    transicoes.limparProblema();
    recarregar();
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }}>
      <Box component="header" sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {acao.codigo}
            </Typography>
            <Chip size="small" color={STATUS_CORES[acao.status]} label={i18n._(STATUS_NOMES[acao.status])} />
            {acao.atrasada && <Chip size="small" color="error" variant="outlined" label={t`Atrasada`} />}
            {acao.reincidente && <Chip size="small" color="warning" variant="outlined" label={t`Reincidente`} />}
          </Box>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
            {acao.titulo}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, '&:empty': { display: 'none' } }}>
          <AcaoTransicoes codigo={acao.codigo} eventos={eventos} enviando={transicoes.enviando} onExecutar={transicoes.executar} />
          {editavel && (
            <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditando(true)}>
              {t`Editar`}
            </Button>
          )}
        </Box>
        {transicoes.feita && (
          <Alert severity="success" role="status" onClose={transicoes.esquecerFeita}>
            {i18n._(FEITAS[transicoes.feita](acao.codigo))}
          </Alert>
        )}
        {problema?.desatualizada && <StaleAlert onReload={recarregarTudo}>{problema.message}</StaleAlert>}
        {problema && !problema.desatualizada && (
          <Alert severity="error" role="alert" onClose={transicoes.limparProblema}>
            {problema.message}
          </Alert>
        )}
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
          <Dado rotulo={t`Responsável`}>{acao.responsavel?.nome ?? t`Sem responsável`}</Dado>
          <Dado rotulo={t`Prioridade`}>{i18n._(PRIORIDADE_NOMES[acao.prioridade])}</Dado>
          <Dado rotulo={t`Prazo`}>{acao.prazo ? quando(acao.prazo) : t`Sem prazo`}</Dado>
          <Dado rotulo={t`Site`}>
            <TextLink href={abrirPath(SITES_PATH, acao.site.id)}>{acao.site.nome}</TextLink>
          </Dado>
          <Dado rotulo={t`Origem`}>{i18n._(ORIGEM_NOMES[acao.origem])}</Dado>
          {acao.atividade_id && (
            <Dado rotulo={t`Atividade`}>
              <TextLink href={detalhesPath(acao.atividade_id)}>{t`Abrir a atividade`}</TextLink>
            </Dado>
          )}
          <Dado rotulo={t`Aberta em`}>{quando(acao.criado_em)}</Dado>
        </Box>
        {acao.descricao && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {acao.descricao}
          </Typography>
        )}
      </Box>
      {/* Read again after each change of the action, so the newest entry is there. */}
      <AcaoHistorico key={acao.versao} acaoId={acao.id} fuso={fuso} />
      {editando && (
        <AcaoEditor
          id={acao.id}
          onClose={() => setEditando(false)}
          onSaved={(salva) => {
            setEditando(false);
            gravada(salva);
          }}
        />
      )}
    </Box>
  );
}
