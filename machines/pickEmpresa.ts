import type { EmpresaDoUsuario, User } from '#contract/auth';

/** The company the session works in: the one chosen last, while the person still belongs to it, else their first. */
export function pickEmpresa(user: User, escolhida: string | null): EmpresaDoUsuario | null {
  return user.empresa.find((empresa) => empresa.id === escolhida) ?? user.empresa[0] ?? null;
}
