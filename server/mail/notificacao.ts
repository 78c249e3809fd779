import type { Idioma } from '#contract/limits';
import type { ParamsDaNotificacao, TipoNotificacao } from '#contract/notificacaoTextos';
import { palavrasDaNotificacao } from '../notificacoes/palavras';
import type { Mail } from './mailer';

/**
 * The mails' own words, per language: the notifications' titles and lines come from their
 * catalogs (server/notificacoes/palavras.ts), the names of Meu perfil and its section as the
 * screen says them.
 */
interface Textos {
  assunto(titulo: string): string;
  abra(empresa: string): string;
  porque: string;
  resumoAssunto(empresa: string, quantas: number): string;
  resumoAbertura(empresa: string): string;
  resumoPorque: string;
}

const TEXTOS: Record<Idioma, Textos> = {
  'pt-BR': {
    assunto: (titulo) => `Prumo: ${titulo}`,
    abra: (empresa) => `Abra no Prumo (${empresa}):`,
    porque: 'Você recebe este e-mail porque pediu avisos deste tipo por e-mail. Para mudar, abra Meu perfil, em Notificações:',
    resumoAssunto: (empresa, quantas) => `Prumo: resumo diário de ${empresa} (${quantas})`,
    resumoAbertura: (empresa) => `As suas notificações em ${empresa} desde o último resumo, cada uma com o seu link no Prumo:`,
    resumoPorque: 'Você recebe este resumo uma vez por dia porque o escolheu em vez de um e-mail por aviso. Para mudar, abra Meu perfil, em Notificações:',
  },
  en: {
    assunto: (titulo) => `Prumo: ${titulo}`,
    abra: (empresa) => `Open in Prumo (${empresa}):`,
    porque: 'You get this e-mail because you asked for notifications of this kind by e-mail. To change that, open My profile, under Notifications:',
    resumoAssunto: (empresa, quantas) => `Prumo: daily digest for ${empresa} (${quantas})`,
    resumoAbertura: (empresa) => `Your notifications in ${empresa} since the last digest, each with its link in Prumo:`,
    resumoPorque: 'You get this digest once a day because you chose it instead of one e-mail per notification. To change that, open My profile, under Notifications:',
  },
  fr: {
    assunto: (titulo) => `Prumo : ${titulo}`,
    abra: (empresa) => `Ouvrir dans Prumo (${empresa}) :`,
    porque: 'Vous recevez cet e-mail parce que vous avez demandé les notifications de ce type par e-mail. Pour changer cela, ouvrez Mon profil, rubrique Notifications :',
    resumoAssunto: (empresa, quantas) => `Prumo : résumé quotidien de ${empresa} (${quantas})`,
    resumoAbertura: (empresa) => `Vos notifications dans ${empresa} depuis le dernier résumé, chacune avec son lien dans Prumo :`,
    resumoPorque: 'Vous recevez ce résumé une fois par jour parce que vous l’avez choisi au lieu d’un e-mail par notification. Pour changer cela, ouvrez Mon profil, rubrique Notifications :',
  },
  ar: {
    assunto: (titulo) => `Prumo: ${titulo}`,
    abra: (empresa) => `افتح في Prumo (${empresa}):`,
    porque: 'تصلك هذه الرسالة لأنك طلبت الإشعارات من هذا النوع بالبريد الإلكتروني. لتغيير ذلك، افتح ملفي الشخصي، في قسم الإشعارات:',
    resumoAssunto: (empresa, quantas) => `Prumo: الملخص اليومي لـ ${empresa} (${quantas})`,
    resumoAbertura: (empresa) => `إشعاراتك في ${empresa} منذ آخر ملخص، ولكلٍّ منها رابطه في Prumo:`,
    resumoPorque: 'يصلك هذا الملخص مرة واحدة في اليوم لأنك اخترته بدلًا من رسالة لكل إشعار. لتغيير ذلك، افتح ملفي الشخصي، في قسم الإشعارات:',
  },
  zh: {
    assunto: (titulo) => `Prumo：${titulo}`,
    abra: (empresa) => `在 Prumo 中打开（${empresa}）：`,
    porque: '您收到这封邮件，是因为您选择了通过电子邮件接收此类通知。如需更改，请打开“我的资料”中的“通知”：',
    resumoAssunto: (empresa, quantas) => `Prumo：${empresa} 每日摘要（${quantas}）`,
    resumoAbertura: (empresa) => `自上次摘要以来您在 ${empresa} 的通知，每条都附有在 Prumo 中的链接：`,
    resumoPorque: '您每天收到一次此摘要，是因为您选择了它，而不是每条通知一封邮件。如需更改，请打开“我的资料”中的“通知”：',
  },
  vi: {
    assunto: (titulo) => `Prumo: ${titulo}`,
    abra: (empresa) => `Mở trong Prumo (${empresa}):`,
    porque: 'Bạn nhận được e-mail này vì bạn đã yêu cầu nhận thông báo loại này qua e-mail. Để thay đổi, hãy mở Hồ sơ của tôi, mục Thông báo:',
    resumoAssunto: (empresa, quantas) => `Prumo: bản tóm tắt hằng ngày của ${empresa} (${quantas})`,
    resumoAbertura: (empresa) => `Các thông báo của bạn tại ${empresa} kể từ bản tóm tắt trước, mỗi thông báo kèm liên kết trong Prumo:`,
    resumoPorque: 'Bạn nhận bản tóm tắt này mỗi ngày một lần vì bạn đã chọn nó thay cho một e-mail cho mỗi thông báo. Để thay đổi, hãy mở Hồ sơ của tôi, mục Thông báo:',
  },
};

/** A notification as a mail tells it: its kind and data, and the record's address in the app (`/acoes/…`). */
export interface NotificacaoDoEmail {
  tipo: TipoNotificacao;
  params: ParamsDaNotificacao;
  link: string;
}

interface Destinatario {
  to: string;
  idioma: Idioma;
  empresaNome: string;
  appUrl: string;
}

/** A notification by e-mail, in the person's language: the bell's words, a link straight to the record, and where to stop them. */
export function notificacaoMail(para: Destinatario & { notificacao: NotificacaoDoEmail }): Mail {
  const textos = TEXTOS[para.idioma];
  const { titulo, texto } = palavrasDaNotificacao(para.notificacao.tipo, para.notificacao.params, para.idioma);
  const link = `${para.appUrl}${para.notificacao.link}`;
  const blocos = [[titulo, texto], [textos.abra(para.empresaNome), link], [textos.porque, `${para.appUrl}/meu-perfil`]];
  return { to: para.to, subject: textos.assunto(titulo), ...corpo(para.idioma, blocos), link };
}

/** A person's notifications of one company gathered in one mail, each with its link. */
export function resumoDiarioMail(para: Destinatario & { notificacoes: readonly NotificacaoDoEmail[] }): Mail {
  const textos = TEXTOS[para.idioma];
  const itens = para.notificacoes.map(({ tipo, params, link }) => {
    const { titulo, texto } = palavrasDaNotificacao(tipo, params, para.idioma);
    return [titulo, texto, `${para.appUrl}${link}`];
  });
  const blocos = [[textos.resumoAbertura(para.empresaNome)], ...itens, [textos.resumoPorque, `${para.appUrl}/meu-perfil`]];
  return { to: para.to, subject: textos.resumoAssunto(para.empresaNome, itens.length), ...corpo(para.idioma, blocos), link: para.appUrl };
}

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const html = (texto: string) => texto.replace(/[&<>"]/g, (letra) => HTML[letra]!);

/**
 * The text of paragraphs of lines, and the same as HTML that names its language and, for
 * Arabic, its right-to-left direction, which a plain text cannot say to the mail reader.
 */
export function corpo(idioma: Idioma, blocos: readonly (readonly string[])[]): Pick<Mail, 'text' | 'html'> {
  const dir = idioma === 'ar' ? 'rtl' : 'ltr';
  const linha = (texto: string) => (/^https?:\/\//.test(texto) ? `<a href="${html(texto)}">${html(texto)}</a>` : html(texto));
  return {
    text: blocos.map((linhas) => linhas.join('\n')).join('\n\n'),
    html: `<!doctype html><html lang="${idioma}" dir="${dir}"><body dir="${dir}">${blocos.map((linhas) => `<p>${linhas.map(linha).join('<br>')}</p>`).join('')}</body></html>`,
  };
}
