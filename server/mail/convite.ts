import type { Papel } from '#contract/papel';
import { CONVITE_VALIDADE_DIAS } from '#contract/usuarios';
import type { Mail } from './mailer';

const PAPEL_NOMES: Record<Papel, string> = {
  admin: 'administrador',
  gestor: 'gestor',
  tecnico: 'técnico',
  leitor: 'leitor',
};

export interface ConviteMail {
  to: string;
  empresaNome: string;
  papel: Papel;
  convidadoPor: string;
  token: string;
  /** The address already has an account: the person signs in and accepts, no sign-up needed. */
  contaExistente: boolean;
  appUrl: string;
}

/** The invitation mail: a sign-up link for a new person, the sign-in page for an existing account. */
export function conviteMail(convite: ConviteMail): Mail {
  const papel = PAPEL_NOMES[convite.papel];
  const link = convite.contaExistente
    ? `${convite.appUrl}/login`
    : `${convite.appUrl}/auth/register?convite=${encodeURIComponent(convite.token)}`;
  const passo = convite.contaExistente
    ? `Entre no Prumo com a sua conta (${convite.to}) e aceite o convite no aviso do topo da página:\n${link}\n\n` +
      `O convite aparece quando o seu e-mail estiver confirmado: se ainda não o confirmou, abra o link que enviamos ` +
      `quando você criou a conta, ou peça um novo no aviso do topo da página.`
    : `Para criar a sua conta e entrar na empresa, abra o link abaixo:\n${link}`;
  return {
    to: convite.to,
    subject: `Prumo: convite para ${convite.empresaNome}`,
    text:
      `${convite.convidadoPor} convidou você para a empresa ${convite.empresaNome} no Prumo, como ${papel}.\n\n` +
      `${passo}\n\n` +
      `O convite vale por ${CONVITE_VALIDADE_DIAS} dias. Se você não esperava este e-mail, pode ignorá-lo.`,
    link,
  };
}
