import type { Idioma } from '#contract/limits';
import type { Mail } from './mailer';
import { corpo } from './notificacao';

interface Textos {
  assunto(empresa: string, codigo: string): string;
  concluiu(empresa: string, atividade: string, site: string): string;
  veja: string;
  aviso: string;
}

/** The client reads the company's language (its idioma_padrao): they have no profile of their own. */
const TEXTOS: Record<Idioma, Textos> = {
  'pt-BR': {
    assunto: (empresa, codigo) => `${empresa}: relatório da atividade ${codigo}`,
    concluiu: (empresa, atividade, site) => `${empresa} concluiu a atividade ${atividade} em ${site}.`,
    veja: 'Veja o relatório:',
    aviso: 'O link abre só este relatório, sem senha: quem o tiver pode lê-lo. Você o recebe porque este endereço é o contato do local.',
  },
  en: {
    assunto: (empresa, codigo) => `${empresa}: report of activity ${codigo}`,
    concluiu: (empresa, atividade, site) => `${empresa} concluded activity ${atividade} at ${site}.`,
    veja: 'See the report:',
    aviso: 'The link opens only this report, with no password: whoever has it can read it. You get it because this address is the site’s contact.',
  },
  fr: {
    assunto: (empresa, codigo) => `${empresa} : rapport de l’activité ${codigo}`,
    concluiu: (empresa, atividade, site) => `${empresa} a terminé l’activité ${atividade} à ${site}.`,
    veja: 'Voir le rapport :',
    aviso: 'Le lien n’ouvre que ce rapport, sans mot de passe : quiconque l’a peut le lire. Vous le recevez parce que cette adresse est le contact du site.',
  },
  ar: {
    assunto: (empresa, codigo) => `${empresa}: تقرير النشاط ${codigo}`,
    concluiu: (empresa, atividade, site) => `أنجزت ${empresa} النشاط ${atividade} في ${site}.`,
    veja: 'اطّلع على التقرير:',
    aviso: 'يفتح الرابط هذا التقرير وحده، دون كلمة مرور: يمكن لمن يملكه قراءته. تصلك الرسالة لأن هذا العنوان هو جهة اتصال الموقع.',
  },
  zh: {
    assunto: (empresa, codigo) => `${empresa}：活动 ${codigo} 的报告`,
    concluiu: (empresa, atividade, site) => `${empresa} 已在 ${site} 完成活动 ${atividade}。`,
    veja: '查看报告：',
    aviso: '该链接只打开这份报告，无需密码：持有链接的人都能阅读。您收到此邮件，是因为此地址是该地点的联系人。',
  },
  vi: {
    assunto: (empresa, codigo) => `${empresa}: báo cáo hoạt động ${codigo}`,
    concluiu: (empresa, atividade, site) => `${empresa} đã hoàn thành hoạt động ${atividade} tại ${site}.`,
    veja: 'Xem báo cáo:',
    aviso: 'Liên kết chỉ mở báo cáo này, không cần mật khẩu: ai có liên kết đều đọc được. Bạn nhận được vì địa chỉ này là liên hệ của địa điểm.',
  },
};

export interface RelatorioDoEmail {
  to: string;
  idioma: Idioma;
  empresaNome: string;
  codigo: string;
  titulo: string;
  siteNome: string;
  /** The public report's address, with its token. */
  link: string;
}

/** The concluded activity's report handed to the site's contact: what was done, where, and the read-only link. */
export function relatorioAoClienteMail(relatorio: RelatorioDoEmail): Mail {
  const textos = TEXTOS[relatorio.idioma];
  const blocos = [
    [textos.concluiu(relatorio.empresaNome, `${relatorio.codigo} · ${relatorio.titulo}`, relatorio.siteNome)],
    [textos.veja, relatorio.link],
    [textos.aviso],
  ];
  return { to: relatorio.to, subject: textos.assunto(relatorio.empresaNome, relatorio.codigo), ...corpo(relatorio.idioma, blocos), link: relatorio.link };
}
