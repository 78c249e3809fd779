import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { AcaoHistorico, Localizacao } from '#contract/atividade';
import { formatCnpj } from '#contract/cnpj';
import { formatCoordenadas } from '#contract/coordenadas';
import type { ImagemTipo } from '#contract/imagem';
import type { StatusAcao } from '#contract/acaoStatus';
import type { AcaoRelatorio, PerguntaRelatorio, Relatorio } from '#contract/relatorio';
import { desenhavel, imagensEmOrdem } from './relatorioImagens';
import { PRIORIDADES, textoDaResposta } from './textos';

/** The bytes of an image the report shows; null when it cannot be read. */
export interface ImagemDoRelatorio {
  bytes: Buffer;
  tipo: ImagemTipo | string;
}

export interface FontesDoPdf {
  logo: () => Promise<ImagemDoRelatorio | null>;
  arquivo: (id: string) => Promise<ImagemDoRelatorio | null>;
}

// The app's own typeface, from the package already installed for the SPA: never fetched. Its
// "latin" files cover Portuguese; a character outside them prints as an empty box.
const FONTES = path.join(path.dirname(require.resolve('@fontsource/plus-jakarta-sans/package.json')), 'files');
const REGULAR = path.join(FONTES, 'plus-jakarta-sans-latin-400-normal.woff');
const NEGRITO = path.join(FONTES, 'plus-jakarta-sans-latin-700-normal.woff');

const MARGEM = 48;
const CINZA = '#5A6A85';
const TEXTO = '#2A3547';
const LINHA = '#DFE5EF';

const ACOES: Record<AcaoHistorico, string> = {
  criacao: 'Criou a atividade',
  edicao: 'Editou a atividade',
  respostas: 'Respondeu o questionário',
  iniciar: 'Iniciou a atividade',
  pausar: 'Pausou a atividade',
  retomar: 'Retomou a atividade',
  concluir: 'Concluiu a atividade',
  cancelar: 'Cancelou a atividade',
  reabrir: 'Reabriu a atividade',
  comentario: 'Comentou',
  comentario_editado: 'Editou um comentário',
  comentario_removido: 'Removeu um comentário',
  anexo: 'Anexou um arquivo',
  anexo_removido: 'Removeu um anexo',
};

const VINCULOS: Record<AcaoRelatorio['vinculo'], string> = {
  verificada: 'Correção verificada nesta visita',
  reaberta: 'Reaberta nesta visita: a correção não se confirmou',
  resolvida: 'Corrigida nesta visita',
  levantada: 'Aberta por um item crítico reprovado nesta visita',
  reincidencia: 'O item falhou de novo nesta visita',
};

const STATUS_DA_ACAO: Record<StatusAcao, string> = {
  aberta: 'Aberta',
  em_andamento: 'Em andamento',
  resolvida: 'Resolvida',
  verificada: 'Verificada',
  cancelada: 'Cancelada',
};

type ProximaImagem = () => Promise<ImagemDoRelatorio | null>;

/** Where the phone was at a transition: `-23,5614, -46,6559 (±12 m)`. */
const lugar = (local: Localizacao) => `${formatCoordenadas(local, 'pt-BR')} (±${Math.round(local.precisao)} m)`;

/** Draws a JPEG or a PNG; false for bytes pdfkit cannot read, which the caller names instead. */
function desenhar(draw: () => void): boolean {
  try {
    draw();
    return true;
  } catch {
    return false;
  }
}

function formatador(fuso: string) {
  const formato = new Intl.DateTimeFormat('pt-BR', { timeZone: fuso, dateStyle: 'short', timeStyle: 'short' });
  return (iso: string | null) => (iso ? formato.format(new Date(iso)) : '—');
}

/**
 * The report as an A4 PDF, drawn from the same Relatorio the page shows: the company's logo and
 * name, the activity's data, each visible question with its answer, photos and signature, the
 * conformidade and the histórico's summary, with page numbers at the foot.
 */
export async function relatorioPdf(relatorio: Relatorio, fontes: FontesDoPdf): Promise<Buffer> {
  const { atividade } = relatorio;
  // Read and converted while the pages are drawn; the answers' images come in the order the
  // questions below draw them.
  const logo = fontes.logo().then((imagem) => imagem && desenhavel(imagem, 'png'));
  const proximaImagem = imagensEmOrdem(relatorio, fontes.arquivo);
  const data = formatador(relatorio.fuso_horario);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGEM,
    bufferPages: true,
    info: { Title: `${atividade.codigo} – ${atividade.titulo}`, Author: relatorio.empresa.nome, Subject: 'Relatório da atividade' },
  });
  const partes: Buffer[] = [];
  doc.on('data', (parte: Buffer) => partes.push(parte));
  const fim = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('negrito', NEGRITO);
  const largura = doc.page.width - MARGEM * 2;
  const limite = () => doc.page.height - MARGEM - 20;
  const garantir = (altura: number) => {
    if (doc.y + altura > limite()) doc.addPage();
  };

  // Cabeçalho: logotipo e empresa.
  const topo = doc.y;
  const logotipo = await logo;
  if (logotipo) desenhar(() => doc.image(logotipo.bytes, MARGEM, topo, { fit: [140, 48] }));
  doc.font('negrito').fontSize(12).fillColor(TEXTO).text(relatorio.empresa.nome, MARGEM + 160, topo, { width: largura - 160, align: 'right' });
  if (relatorio.empresa.cnpj) doc.font('regular').fontSize(9).fillColor(CINZA).text(`CNPJ ${formatCnpj(relatorio.empresa.cnpj)}`, { width: largura - 160, align: 'right' });
  doc.y = Math.max(doc.y, topo + 56);
  doc.x = MARGEM;
  doc.moveTo(MARGEM, doc.y).lineTo(MARGEM + largura, doc.y).strokeColor(LINHA).stroke();
  doc.moveDown(0.8);

  doc.font('regular').fontSize(10).fillColor(CINZA).text('Relatório da atividade');
  doc.font('negrito').fontSize(18).fillColor(TEXTO).text(`${atividade.codigo} · ${atividade.titulo}`);
  doc.moveDown(0.5);

  const campos: Array<[string, string]> = [
    ['Site', [atividade.site.codigo, atividade.site.nome].filter(Boolean).join(' – ')],
    ['Endereço', atividade.site.endereco ?? '—'],
    ['Tipo de serviço', atividade.tipo_servico],
    ['Responsável', atividade.responsavel ?? '—'],
    ['Prioridade', PRIORIDADES[atividade.prioridade]],
    ['Agendada para', data(atividade.agendada_para)],
    ['Prazo', data(atividade.prazo)],
    ['Iniciada em', data(atividade.iniciada_em)],
    ['Concluída em', data(atividade.concluida_em)],
  ];
  if (atividade.iniciada_local) campos.push(['Início registrado em', lugar(atividade.iniciada_local)]);
  if (atividade.concluida_local) campos.push(['Conclusão registrada em', lugar(atividade.concluida_local)]);
  if (relatorio.questionario) campos.push(['Questionário', `${relatorio.questionario.titulo} (versão ${relatorio.questionario.versao})`]);
  for (const [rotulo, valor] of campos) {
    const y = doc.y;
    doc.font('regular').fontSize(9).fillColor(CINZA).text(rotulo, MARGEM, y, { width: 110 });
    doc.font('regular').fontSize(10).fillColor(TEXTO).text(valor, MARGEM + 120, y, { width: largura - 120 });
    doc.x = MARGEM;
    doc.moveDown(0.2);
  }
  if (atividade.descricao) {
    doc.moveDown(0.3).font('regular').fontSize(10).fillColor(TEXTO).text(atividade.descricao, { width: largura });
  }

  // Conformidade.
  doc.moveDown(0.8);
  const { conformidade } = relatorio;
  const percentual = conformidade.percentual === null ? 'Sem perguntas pontuadas' : `${conformidade.percentual.toLocaleString('pt-BR')}%`;
  doc.font('negrito').fontSize(13).fillColor(TEXTO).text(`Conformidade: ${percentual}`);
  if (conformidade.percentual !== null) {
    doc.font('regular').fontSize(9).fillColor(CINZA).text(`${conformidade.obtidos} de ${conformidade.maximo} ${conformidade.maximo === 1 ? 'ponto' : 'pontos'}`);
  }
  if (conformidade.reprovado) doc.font('negrito').fontSize(10).fillColor('#B3261E').text('Reprovado: uma pergunta crítica falhou.');

  for (const secao of relatorio.secoes) {
    doc.moveDown(1);
    garantir(60);
    doc.font('negrito').fontSize(13).fillColor(TEXTO).text(secao.titulo, MARGEM, doc.y, { width: largura });
    doc.moveTo(MARGEM, doc.y + 2).lineTo(MARGEM + largura, doc.y + 2).strokeColor(LINHA).stroke();
    doc.moveDown(0.5);
    for (const pergunta of secao.perguntas) await desenharPergunta(doc, pergunta, proximaImagem, { largura, garantir });
  }

  if (relatorio.acoes.length > 0) {
    doc.moveDown(1);
    garantir(60);
    doc.font('negrito').fontSize(13).fillColor(TEXTO).text('Ações corretivas', MARGEM, doc.y, { width: largura });
    doc.moveDown(0.4);
    for (const acao of relatorio.acoes) {
      garantir(48);
      doc.font('negrito').fontSize(10).fillColor(TEXTO).text(`${acao.codigo} · ${acao.titulo}`, MARGEM, doc.y, { width: largura });
      doc.font('regular').fontSize(9).fillColor(TEXTO).text([VINCULOS[acao.vinculo], data(acao.em), acao.por].filter(Boolean).join(' · '), { width: largura });
      const situacao = `Situação atual: ${STATUS_DA_ACAO[acao.status]}${acao.reincidente ? ' · Reincidente' : ''}`;
      doc.fillColor(CINZA).text(situacao, { width: largura });
      if (acao.texto) doc.text(`${acao.vinculo === 'resolvida' ? 'O que foi feito' : 'Observado'}: ${acao.texto}`, { width: largura });
      if (acao.fotos.length > 0) await desenharImagens(doc, acao.fotos.length, proximaImagem, { largura, garantir, assinatura: false });
      doc.moveDown(0.4);
    }
  }

  doc.moveDown(1);
  garantir(60);
  doc.font('negrito').fontSize(13).fillColor(TEXTO).text('Histórico', MARGEM, doc.y, { width: largura });
  doc.moveDown(0.4);
  for (const passo of relatorio.historico) {
    garantir(28);
    const vezes = passo.vezes > 1 ? ` (${passo.vezes} vezes)` : '';
    const linha = `${data(passo.em)} · ${passo.por ?? 'Pessoa removida'} · ${ACOES[passo.acao]}${vezes}`;
    doc.font('regular').fontSize(9).fillColor(TEXTO).text(linha, MARGEM, doc.y, { width: largura });
    if (passo.motivo) doc.fillColor(CINZA).text(`Motivo: ${passo.motivo}`, MARGEM + 12, doc.y, { width: largura - 12 });
  }

  const paginas = doc.bufferedPageRange();
  for (let indice = 0; indice < paginas.count; indice += 1) {
    doc.switchToPage(paginas.start + indice);
    const rodape = `${atividade.codigo} · Página ${indice + 1} de ${paginas.count}`;
    // Drawn below the bottom margin: lift the margin so the text does not open a new page.
    const margemInferior = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(CINZA).text(rodape, MARGEM, doc.page.height - MARGEM + 14, { width: largura, align: 'center', lineBreak: false });
    doc.page.margins.bottom = margemInferior;
  }
  doc.end();
  return fim;
}

async function desenharPergunta(
  doc: PDFKit.PDFDocument,
  pergunta: PerguntaRelatorio,
  proximaImagem: ProximaImagem,
  { largura, garantir }: { largura: number; garantir: (altura: number) => void },
) {
  garantir(40);
  const pontos = pergunta.pontos ? ` (${pergunta.pontos.obtidos}/${pergunta.pontos.maximo})` : '';
  doc.font('negrito').fontSize(10).fillColor(TEXTO).text(`${pergunta.enunciado}${pontos}`, MARGEM, doc.y, { width: largura });
  const { resposta } = pergunta;
  if (resposta === null) {
    doc.font('regular').fontSize(10).fillColor(CINZA).text('Sem resposta', { width: largura });
  } else if (resposta.tipo === 'arquivos') {
    await desenharImagens(doc, resposta.ids.length, proximaImagem, { largura, garantir, assinatura: pergunta.tipo === 'assinatura' });
  } else {
    doc.font('regular').fontSize(10).fillColor(TEXTO).text(textoDaResposta(resposta), { width: largura });
  }
  if (pergunta.critica_falhou) doc.font('negrito').fontSize(9).fillColor('#B3261E').text('Pergunta crítica não atendida', { width: largura });
  if (pergunta.comentario) doc.font('regular').fontSize(9).fillColor(CINZA).text(`Comentário: ${pergunta.comentario}`, { width: largura });
  doc.moveDown(0.6);
}

async function desenharImagens(
  doc: PDFKit.PDFDocument,
  quantas: number,
  proximaImagem: ProximaImagem,
  { largura, garantir, assinatura }: { largura: number; garantir: (altura: number) => void; assinatura: boolean },
) {
  const [caixaL, caixaA] = assinatura ? [220, 90] : [(largura - 16) / 3, 120];
  let coluna = 0;
  let y = doc.y + 4;
  for (let vez = 0; vez < quantas; vez += 1) {
    const imagem = await proximaImagem();
    if (coluna === 0) {
      doc.y = y;
      garantir(caixaA + 8);
      y = doc.y;
    }
    const x = MARGEM + coluna * (caixaL + 8);
    if (!(imagem && desenhar(() => doc.image(imagem.bytes, x, y, { fit: [caixaL, caixaA], align: 'center', valign: 'center' })))) {
      doc.rect(x, y, caixaL, caixaA).strokeColor(LINHA).stroke();
      doc.font('regular').fontSize(8).fillColor(CINZA).text('Imagem disponível no relatório on-line', x + 6, y + caixaA / 2 - 6, { width: caixaL - 12, align: 'center' });
    }
    coluna += 1;
    if (assinatura || coluna === 3) {
      coluna = 0;
      y += caixaA + 8;
    }
  }
  doc.x = MARGEM;
  doc.y = coluna === 0 ? y : y + caixaA + 8;
}
