import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Papel } from '#contract/papel';

/** Each papel as a person reads it. */
export const PAPEL_NAMES: Record<Papel, MessageDescriptor> = {
  admin: msg`Administrador`,
  gestor: msg`Gestor`,
  tecnico: msg`Técnico`,
  leitor: msg`Leitor`,
};

/** What each papel may do, in one line, beside the choice of a papel. */
export const PAPEL_HINTS: Record<Papel, MessageDescriptor> = {
  admin: msg`Tudo, inclusive usuários e configurações`,
  gestor: msg`Sites, tipos de serviço, questionários e atividades`,
  tecnico: msg`Vê e executa as atividades atribuídas a ele`,
  leitor: msg`Só consulta`,
};
