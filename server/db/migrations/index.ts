import type { Migration } from '../migrate';
import { contas } from './0001_contas';
import { equipe } from './0002_equipe';
import { sitesTiposServico } from './0003_sites_tipos_servico';
import { conviteVersao } from './0004_convite_versao';
import { questionarios } from './0005_questionarios';
import { atividades } from './0006_atividades';
import { buscaSobRls } from './0007_busca_sob_rls';
import { atividadeArquivos } from './0008_atividade_arquivos';
import { relatorioLinks } from './0009_relatorio_links';
import { comentariosAnexos } from './0010_comentarios_anexos';
import { emailVerificado } from './0011_email_verificado';
import { respostasEscritasLocalizacao } from './0015_respostas_escritas_localizacao';
import { segredosCifrados } from './0016_segredos_cifrados';
import { acoes } from './0017_acoes';
import { notificacoes } from './0018_notificacoes';
import { tokensApi } from './0019_tokens_api';
import { painel } from './0020_painel';
import { webhooks } from './0021_webhooks';
import { emailsDeNotificacao } from './0022_emails_de_notificacao';

/** Every migration, in order. A new migration is a new numbered file and one line here. */
export const migrations: readonly Migration[] = [
  contas,
  equipe,
  sitesTiposServico,
  conviteVersao,
  questionarios,
  atividades,
  buscaSobRls,
  atividadeArquivos,
  relatorioLinks,
  comentariosAnexos,
  emailVerificado,
  respostasEscritasLocalizacao,
  segredosCifrados,
  acoes,
  notificacoes,
  tokensApi,
  painel,
  webhooks,
  emailsDeNotificacao,
];
