import type { Definicao } from '#contract/questionario';
import { isFailure } from '@/http/client';
import { comPrazo, PRAZO_DA_RESPOSTA_MS } from '@/http/prazo';
import { meuDiaNoAparelho } from '../../meu-dia/meuDiaNoAparelho';
import { enviosNoAparelho, type CampoDeImagem } from '../../questionarios/preenchimento/arquivos/enviosNoAparelho';
import { atividadesApi } from '../atividadesApi';
import { versaoDa } from '../detalhes/versaoDa';

/** Where an image waits, and what it is for, in the activity's own questionnaire. */
interface Destino {
  codigo: string;
  definicao: Definicao | null;
}

const campoDa = (definicao: Definicao | null, perguntaId: string): CampoDeImagem | null => {
  const tipo = definicao?.secoes.flatMap((secao) => secao.perguntas).find((pergunta) => pergunta.id === perguntaId)?.tipo;
  return tipo === 'foto' || tipo === 'assinatura' ? tipo : null;
};

/** The activity in this company, from the device's copy or else the server; null when it is not this company's. */
async function destinoDa(usuarioId: string, empresaId: string, atividadeId: string): Promise<Destino | null> {
  const copia = await meuDiaNoAparelho.daAtividade(meuDiaNoAparelho.chave(usuarioId, empresaId), atividadeId);
  if (copia) return { codigo: copia.pacote.atividade.codigo, definicao: copia.pacote.questionario };
  try {
    return await comPrazo(PRAZO_DA_RESPOSTA_MS, async (signal) => {
      const atividade = await atividadesApi.get(atividadeId, signal);
      return { codigo: atividade.codigo, definicao: await versaoDa(atividade) };
    });
  } catch (error) {
    // Another company's (or one removed since): it stays for that company's session, as it was.
    if (isFailure(error) && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

/**
 * Photos and signatures kept on the device by an earlier version of the app, before the sender
 * took them: only their key, `<person>:<activity>:<question>:<moment>`, says where they go, and
 * the sender leaves an image without a destination alone. Each of this person's whose activity
 * is in this company is given its destination (the question's type tells a photo from the
 * signature), and is sent like any other. Answers 'sem_rede' when the server could not be asked:
 * what is left is looked at again on the next round.
 */
export async function adotarImagensAntigas(usuarioId: string, empresaId: string): Promise<'feito' | 'sem_rede'> {
  const antigas = (await enviosNoAparelho.listar(usuarioId)).filter((imagem) => imagem.campo === undefined);
  const destinos = new Map<string, Destino | null>();
  for (const imagem of antigas) {
    const [atividadeId, perguntaId] = imagem.chave.slice(usuarioId.length + 1).split(':');
    if (!atividadeId || !perguntaId) continue;
    if (!destinos.has(atividadeId)) {
      try {
        destinos.set(atividadeId, await destinoDa(usuarioId, empresaId, atividadeId));
      } catch {
        return 'sem_rede';
      }
    }
    const destino = destinos.get(atividadeId);
    const campo = destino ? campoDa(destino.definicao, perguntaId) : null;
    if (!destino || !campo) continue;
    await enviosNoAparelho.destinar(imagem.chave, { empresa: empresaId, atividade: atividadeId, codigo: destino.codigo, pergunta: perguntaId, campo });
  }
  return 'feito';
}
