import type { AcaoCorretiva } from '#contract/acoes';
import type { Atividade } from '#contract/atividade';
import { asFailure, type CallFailure } from '#machines/callFailure';
import { juntar, type Lote } from '../detalhes/respostasMachine';
import { isFailure } from '@/http/client';
import { comPrazo, PRAZO_DA_RESPOSTA_MS, PRAZO_SEM_PROGRESSO_MS } from '@/http/prazo';
import { acoesApi } from '../../acoes/acoesApi';
import { enviosNoAparelho, novaChave, type DestinoDaImagem, type ImagemGuardada, type ParaResposta } from '../../questionarios/preenchimento/arquivos/enviosNoAparelho';
import { atividadesApi } from '../atividadesApi';
import { comentariosApi } from '../detalhes/comentarios/comentariosApi';
import { respostasNoAparelho, temRespostas } from '../detalhes/respostasNoAparelho';
import { abreOQuestionario, recusado, type EnviarItem, type EstadoEnvio, type ItemOutbox, type Outbox, type Rodada } from './outbox';
import type { AcaoNoAparelho, ComentarioNoAparelho, TransicaoNoAparelho } from './outboxDaSessao';
import { adotarImagensAntigas } from './imagensAntigas';
import { comTrava } from './trava';

/** What waits on the device besides the outbox's items: an activity's answers, and each photo or signature. */
export interface ParteDoAparelho {
  /** `respostas:<atividade>`, or the image's key on the device. */
  id: string;
  atividade_id: string;
  codigo?: string;
  tipo: 'respostas' | 'foto' | 'assinatura';
  /** The question an image answers. */
  pergunta?: string;
  nome?: string;
  estado: Exclude<EstadoEnvio, 'enviado'>;
  /** The share of an image sent so far, from 0 to 1, while it goes. */
  progresso?: number;
  /** What an image takes on the device. */
  bytes?: number;
  /** The server's refusal, when it refused. */
  falha?: CallFailure;
  /** Why the last try did not go, when the server was slow or could not answer (it goes again by itself). */
  adiada?: CallFailure;
}

/** What the server took, for a page that shows it: an image's id, the activity after its answers, or a corrective action checked on the visit. */
export type Aviso = { tipo: 'imagem'; chave: string; id: string } | { tipo: 'respostas'; atividade: Atividade } | { tipo: 'acao'; item: string; evento: AcaoNoAparelho['evento']; acao: AcaoCorretiva };

const semRede: CallFailure = { status: null, body: null };

/** A call of data, given up when the server takes too long: a request that never answers must not hold the round (and its lock). */
const aTempo = <T>(chamada: (signal: AbortSignal) => Promise<T>) => comPrazo(PRAZO_DA_RESPOSTA_MS, chamada);

/** Reached the server, or waited for it in vain: the person can be told why it did not go yet. */
const adiadaPeloServidor = (error: unknown) => isFailure(error) && (error.status !== null || error.prazo === true);

/** Whether anything of `enviado` is still kept as it was sent. */
const aindaGuardado = (guardado: Lote, enviado: Lote) =>
  (['respostas', 'comentarios'] as const).some((tipo) =>
    Object.entries(enviado[tipo]).some(([id, valor]) => id in guardado[tipo] && JSON.stringify(guardado[tipo][id]) === JSON.stringify(valor)),
  );

/** Whether the server's activity already has every value of the lote. */
const jaRecebido = (lote: Lote, atividade: Atividade) =>
  Object.entries(lote.respostas).every(([id, valor]) => JSON.stringify(atividade.respostas[id] ?? null) === JSON.stringify(valor)) &&
  Object.entries(lote.comentarios).every(([id, texto]) => (atividade.comentarios[id] ?? null) === (texto || null));

/**
 * The one sender of what a person wrote on this device in one company (docs/outbox.md). A round
 * goes through the outbox in order; before each item of an activity (but an iniciar or a retomar,
 * which the answers after it need first) it sends that activity's images, puts their ids in its
 * answers, and sends the answers; then it does the same for activities with nothing in the outbox.
 * A refusal holds that activity only, and never drops anything. Rounds take turns across tabs.
 */
export function criarRemetente(usuarioId: string, empresaId: string, outbox: Outbox) {
  const emCurso = new Map<string, number>();
  // Why a part did not go on its last try (a 5xx, no answer in time): it goes again later, and the page can say why.
  const naoAceitas = new Map<string, CallFailure>();
  /** The activity as a save answered it, with how many page writes of its answers the save had read. */
  const recebidas = new Map<string, { atividade: Atividade; escritas: number }>();
  // Page writes of each activity's answers: a save that read them all sent everything the page has.
  const escritas = new Map<string, number>();
  const ouvintes = new Set<(partes: ParteDoAparelho[]) => void>();
  const avisados = new Set<(aviso: Aviso) => void>();
  let partes: ParteDoAparelho[] = [];

  const daEmpresa = (empresa: string | undefined) => empresa === undefined || empresa === empresaId;
  const imagens = async (lugar: string) =>
    (await enviosNoAparelho.listar(lugar)).filter((imagem): imagem is ImagemGuardada & DestinoDaImagem => imagem.campo !== undefined && imagem.empresa === empresaId);

  const adiadaOuRecusada = (parteId: string, falha: CallFailure | undefined): Pick<ParteDoAparelho, 'falha' | 'adiada'> => {
    if (falha) return { falha };
    const adiada = naoAceitas.get(parteId);
    return adiada ? { adiada } : {};
  };
  const mostrar = () => {
    const vivas = partes.map((parte) => (emCurso.has(parte.id) ? { ...parte, estado: 'enviando' as const, progresso: emCurso.get(parte.id) } : parte));
    for (const ouvinte of ouvintes) ouvinte(vivas);
  };
  const publicar = async () => {
    const lotes = [...(await respostasNoAparelho.daPessoa(usuarioId))].filter(([, lote]) => daEmpresa(lote.empresa));
    partes = [
      ...(await imagens(usuarioId)).map(
        (imagem): ParteDoAparelho => ({
          id: imagem.chave,
          atividade_id: imagem.atividade,
          codigo: imagem.codigo,
          // A photo of an action's evidence is listed as a photo, under no question.
          tipo: imagem.campo === 'evidencia' ? 'foto' : imagem.campo,
          pergunta: imagem.pergunta,
          nome: imagem.nome,
          bytes: imagem.bytes,
          estado: imagem.falha ? 'conflito' : 'nao_enviado',
          ...adiadaOuRecusada(imagem.chave, imagem.falha),
        }),
      ),
      ...lotes.map(
        ([atividade_id, lote]): ParteDoAparelho => ({
          id: `respostas:${atividade_id}`,
          atividade_id,
          codigo: lote.codigo,
          tipo: 'respostas',
          estado: lote.falha ? 'conflito' : 'nao_enviado',
          ...adiadaOuRecusada(`respostas:${atividade_id}`, lote.falha),
        }),
      ),
    ];
    mostrar();
  };
  const avisar = (aviso: Aviso) => avisados.forEach((avisado) => avisado(aviso));

  /** One call of a part, shown as going; a refusal is kept by `recusar` and answers null, no answer is thrown to end the round. */
  async function chamar<T>(parteId: string, chamada: (progresso: (parte: number) => void) => Promise<T>, recusar: (falha: CallFailure) => Promise<void>): Promise<T | null> {
    emCurso.set(parteId, 0);
    mostrar();
    try {
      const resultado = await chamada((progresso) => {
        emCurso.set(parteId, progresso);
        mostrar();
      });
      naoAceitas.delete(parteId);
      return resultado;
    } catch (error) {
      if (adiadaPeloServidor(error)) naoAceitas.set(parteId, asFailure(error));
      else naoAceitas.delete(parteId);
      if (!isFailure(error) || !recusado(error.status)) throw error;
      await recusar(asFailure(error));
      return null;
    } finally {
      emCurso.delete(parteId);
      await publicar();
    }
  }

  /** The image's id where it goes: into its item, or into its answer. */
  async function referenciar(imagem: DestinoDaImagem, chave: string, arquivoId: string) {
    if (imagem.campo === 'evidencia') {
      await outbox.alterar(imagem.item, (corpo) => {
        const { fotos, imagens } = corpo as unknown as AcaoNoAparelho;
        return { ...corpo, fotos: [...fotos.filter((id) => id !== arquivoId), arquivoId], imagens: imagens.filter((outra) => outra !== chave) };
      });
      return;
    }
    await referenciarNaResposta(imagem, arquivoId);
  }

  /** The image's id in its answer, over what the device keeps, or else what the server has. */
  async function referenciarNaResposta(imagem: ParaResposta, arquivoId: string) {
    const chave = respostasNoAparelho.chave(usuarioId, imagem.atividade);
    const guardado = await respostasNoAparelho.ler(chave);
    const doServidor = guardado && imagem.pergunta in guardado.respostas ? null : await aTempo((signal) => atividadesApi.get(imagem.atividade, signal));
    await respostasNoAparelho.mudar(chave, (lote) => {
      const antes = lote?.respostas[imagem.pergunta] ?? doServidor?.respostas[imagem.pergunta];
      const fotos = Array.isArray(antes) ? (antes as string[]).filter((id) => id !== arquivoId) : [];
      const versao = lote?.versao ?? doServidor?.versao;
      return {
        ...lote,
        respostas: { ...lote?.respostas, [imagem.pergunta]: imagem.campo === 'assinatura' ? arquivoId : [...fotos, arquivoId] },
        comentarios: lote?.comentarios ?? {},
        ...(versao === undefined ? {} : { versao }),
        empresa: empresaId,
        ...(imagem.codigo ? { codigo: imagem.codigo } : {}),
      };
    });
  }

  /** Sends what the activity keeps on the device, images first; 'conflito' when a refusal holds it. */
  async function drenar(atividadeId: string): Promise<'enviado' | 'conflito'> {
    const daAtividade = await imagens(`${usuarioId}:${atividadeId}`);
    const itens = daAtividade.some((imagem) => imagem.campo === 'evidencia') ? new Set((await outbox.listar()).map((item) => item.id)) : new Set<string>();
    for (const imagem of daAtividade) {
      // Kept just before its item, which is not there yet: it goes with it, in a later turn.
      if (imagem.campo === 'evidencia' && !itens.has(imagem.item)) continue;
      if (imagem.falha) return 'conflito';
      const enviado = await chamar(
        imagem.chave,
        (progresso) =>
          comPrazo(PRAZO_SEM_PROGRESSO_MS, (signal, avancou) =>
            atividadesApi.enviarArquivo(
              atividadeId,
              imagem.arquivo,
              imagem.nome,
              (parte) => {
                avancou();
                progresso(parte);
              },
              signal,
            ),
          ),
        (falha) => enviosNoAparelho.marcar(imagem.chave, falha),
      );
      if (!enviado) return 'conflito';
      await referenciar(imagem, imagem.chave, enviado.id);
      await enviosNoAparelho.apagar(imagem.chave);
      avisar({ tipo: 'imagem', chave: imagem.chave, id: enviado.id });
    }
    const chave = respostasNoAparelho.chave(usuarioId, atividadeId);
    // Read again after each save: what the page wrote meanwhile goes in the same round.
    for (;;) {
      // Counted before reading: every write counted has landed (guardarRespostas counts once written).
      const lidas = escritas.get(atividadeId) ?? 0;
      const lote = await respostasNoAparelho.ler(chave);
      if (!temRespostas(lote) || !daEmpresa(lote.empresa)) return 'enviado';
      if (lote.falha) return 'conflito';
      const versao = lote.versao ?? (await aTempo((signal) => atividadesApi.get(atividadeId, signal))).versao;
      const atividade = await chamar(
        `respostas:${atividadeId}`,
        () => aTempo((signal) => atividadesApi.respostas(atividadeId, { respostas: lote.respostas, comentarios: lote.comentarios, versao }, signal)),
        (falha) => respostasNoAparelho.mudar(chave, (atual) => atual && { ...atual, falha }),
      );
      if (!atividade) return 'conflito';
      recebidas.set(atividadeId, { atividade, escritas: lidas });
      await respostasNoAparelho.tirar(chave, lote);
      avisar({ tipo: 'respostas', atividade });
    }
  }

  /**
   * An outbox item, after what its activity keeps on the device. A transition goes with the
   * activity's versao read just before: made offline, it was made over an older one by design, and
   * the server's machine still checks it against the activity as it is now.
   */
  const enviarItem: EnviarItem = async (item) => {
    const abre = abreOQuestionario(item);
    if (!abre && (await drenar(item.atividade_id)) === 'conflito') return 'aguardar';
    if (item.tipo === 'comentario') {
      await aTempo((signal) => comentariosApi.criar(item.atividade_id, (item.corpo as ComentarioNoAparelho).texto, signal));
      return 'enviado';
    }
    if (item.tipo === 'acao') {
      await enviarAcao(item.id, item.corpo as unknown as AcaoNoAparelho);
      return 'enviado';
    }
    // The page wrote answers while they went: they go first, in a later turn.
    if (!abre && temRespostas(await respostasNoAparelho.ler(respostasNoAparelho.chave(usuarioId, item.atividade_id)))) return 'aguardar';
    const { versao } = await aTempo((signal) => atividadesApi.get(item.atividade_id, signal));
    await aTempo((signal) => atividadesApi.transicao(item.atividade_id, { ...(item.corpo as TransicaoNoAparelho), versao }, signal));
    return 'enviado';
  };

  /**
   * A corrective action worked on at the visit, its photos already sent with the activity's images
   * (their ids are in the item as it is now). Over the versao the person saw: an action changed
   * since is the server's 409, a conflict the person resolves.
   */
  async function enviarAcao(itemId: string, lido: AcaoNoAparelho) {
    const corpo = ((await outbox.listar()).find((item) => item.id === itemId)?.corpo as unknown as AcaoNoAparelho | undefined) ?? lido;
    const { acao_id, evento, motivo, comentario, fotos } = corpo;
    const versao = corpo.versao ?? (await aTempo((signal) => acoesApi.get(acao_id, signal))).versao;
    const texto = { ...(motivo === undefined ? {} : { motivo }), ...(comentario === undefined ? {} : { comentario }), ...(fotos.length ? { fotos } : {}) };
    const acao = await aTempo((signal) => acoesApi.transicao(acao_id, { evento, ...texto, versao }, signal));
    avisar({ tipo: 'acao', item: itemId, evento, acao });
  }

  // Once per start of the app, and again while the server could not be asked.
  let antigasAdotadas = false;

  const rodar = (): Promise<Rodada> =>
    comTrava(`prumo-envios:${usuarioId}:${empresaId}`, async () => {
      if (!antigasAdotadas) antigasAdotadas = (await adotarImagensAntigas(usuarioId, empresaId)) === 'feito';
      const resultado = await outbox.enviar(enviarItem);
      if (resultado === 'sem_rede') return resultado;
      const presas = new Set((await outbox.listar()).filter((item) => item.estado !== 'enviado').map((item) => item.atividade_id));
      const atividades = new Set([...(await respostasNoAparelho.daPessoa(usuarioId)).keys(), ...(await imagens(usuarioId)).map((imagem) => imagem.atividade)]);
      for (const atividadeId of atividades) {
        if (presas.has(atividadeId)) continue;
        try {
          await drenar(atividadeId);
        } catch {
          return 'sem_rede';
        }
      }
      return resultado;
    }).finally(publicar);

  let rodada: Promise<Rodada> | null = null;
  let seguinte: Promise<Rodada> | null = null;

  /** A round now; one asked while another runs comes right after it, so that it sees what was just kept. */
  function enviar(): Promise<Rodada> {
    if (!rodada) {
      rodada = rodar().finally(() => (rodada = null));
      return rodada;
    }
    seguinte ??= rodada.then(() => {
      seguinte = null;
      return enviar();
    });
    return seguinte;
  }

  return {
    enviar,
    publicar,

    /** For the activity page: keeps its answers over what waits, sends them, and answers the activity as the server now has it. */
    async enviarRespostas(atividadeId: string, lote: Lote, onde: { codigo: string }): Promise<Atividade | undefined> {
      const chave = respostasNoAparelho.chave(usuarioId, atividadeId);
      // A round running meanwhile (the topbar's, another page's) may have sent them all: writing them again would send them twice.
      const recebida = recebidas.get(atividadeId);
      if (recebida && recebida.escritas === (escritas.get(atividadeId) ?? 0) && jaRecebido(lote, recebida.atividade)) return recebida.atividade;
      recebidas.delete(atividadeId);
      await respostasNoAparelho.mudar(chave, (guardado) => {
        // A refusal stays until the person chose over the values it brought (their choice goes with that versao).
        const falha = guardado?.falha;
        const atuais = (falha?.body as { atuais?: { versao: number } } | null | undefined)?.atuais;
        const escolhida = atuais !== undefined && lote.versao !== undefined && lote.versao >= atuais.versao;
        // Once chosen, the lote is what the person kept: a value they gave up for the server's leaves with the refusal.
        return { ...(escolhida ? lote : juntar(guardado ?? null, lote)), empresa: empresaId, codigo: onde.codigo, ...(falha && !escolhida ? { falha } : {}) };
      });
      await enviar();
      const resto = await respostasNoAparelho.ler(chave);
      if (resto?.falha) throw resto.falha;
      if (temRespostas(resto) && aindaGuardado(resto, lote)) throw naoAceitas.get(`respostas:${atividadeId}`) ?? semRede;
      return recebidas.get(atividadeId)?.atividade;
    },

    /**
     * Answers just written on the page, over what waits (what is on its way is there already, and
     * leaves once the server took it). A refusal kept there stays until the person chooses (then
     * the page sends again through enviarRespostas).
     */
    async guardarRespostas(atividadeId: string, lote: Lote, onde: { codigo: string; falha?: CallFailure | null }) {
      await respostasNoAparelho.mudar(respostasNoAparelho.chave(usuarioId, atividadeId), (guardado) => {
        const falha = onde.falha ?? guardado?.falha;
        return { ...juntar(guardado ?? null, lote), empresa: empresaId, codigo: onde.codigo, ...(falha ? { falha } : {}) };
      });
      escritas.set(atividadeId, (escritas.get(atividadeId) ?? 0) + 1);
      await publicar();
    },
    /** Only at the person's word (they read the activity again instead). */
    async descartarRespostas(atividadeId: string) {
      await respostasNoAparelho.apagar(respostasNoAparelho.chave(usuarioId, atividadeId));
      await publicar();
    },

    /**
     * A corrective action worked on at the visit, with the photos of its evidence (already resized):
     * the photos are kept first, then the item that names them, which goes in order with the
     * activity's other writes. Starts a round; the item shows how it went.
     */
    async guardarAcao(onde: { atividade_id: string; codigo: string }, acao: Omit<AcaoNoAparelho, 'fotos' | 'imagens'>, fotos: { nome: string; arquivo: Blob }[]) {
      const id = crypto.randomUUID();
      const imagens: string[] = [];
      for (const foto of fotos) {
        const chave = novaChave(`${usuarioId}:${onde.atividade_id}:evidencia-${id}`);
        await enviosNoAparelho.guardar(chave, foto.nome, foto.arquivo, { campo: 'evidencia', item: id, empresa: empresaId, atividade: onde.atividade_id, codigo: onde.codigo });
        imagens.push(chave);
      }
      const corpo: AcaoNoAparelho = { ...acao, fotos: [], imagens };
      const item = await outbox.adicionar({ atividade_id: onde.atividade_id, codigo: onde.codigo, tipo: 'acao', corpo: { ...corpo } }, id);
      await publicar();
      void enviar();
      return item;
    },
    /** Only at the person's word: the item, with the photos of its evidence still on the device. */
    async descartarItem(item: ItemOutbox) {
      if (item.tipo === 'acao') {
        for (const chave of (item.corpo as unknown as AcaoNoAparelho).imagens) await enviosNoAparelho.apagar(chave);
      }
      await outbox.descartar(item.id);
      await publicar();
    },

    async guardarImagem(chave: string, nome: string, arquivo: Blob, destino: Omit<ParaResposta, 'empresa'>) {
      await enviosNoAparelho.guardar(chave, nome, arquivo, { ...destino, empresa: empresaId });
      await publicar();
      void enviar();
    },
    async tentarImagem(chave: string) {
      await enviosNoAparelho.marcar(chave, null);
      await enviar();
    },
    /** Only at the person's word. */
    async descartarImagem(chave: string) {
      await enviosNoAparelho.apagar(chave);
      await publicar();
    },

    ouvir(ouvinte: (partes: ParteDoAparelho[]) => void) {
      ouvintes.add(ouvinte);
      return () => void ouvintes.delete(ouvinte);
    },
    aoReceber(avisado: (aviso: Aviso) => void) {
      avisados.add(avisado);
      return () => void avisados.delete(avisado);
    },
    /** The parts as last read, for a screen that mounts after. */
    partes: () => partes,
  };
}

export type Remetente = ReturnType<typeof criarRemetente>;
