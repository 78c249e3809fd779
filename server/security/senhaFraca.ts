import { ZxcvbnFactory, type MatchExtended } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as comum } from '@zxcvbn-ts/language-common';
import { dictionary as ptBr } from '@zxcvbn-ts/language-pt-br';
import { motivo } from '#contract/mensagensDoCampo';
import { httpErrors } from '../http/errors';

// zxcvbn's scale: 3 is "safely unguessable" (about 10^8 guesses), its own advice for a minimum.
const NOTA_MINIMA = 3;

let avaliador: ZxcvbnFactory | undefined;
// The dictionaries take about half a second to load: the first password set pays for them, not every start.
const avaliar = () => (avaliador ??= new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary: { ...comum, ...ptBr } }));

export interface Pessoa {
  nome: string;
  email: string;
}

const doDicionario = (parte: MatchExtended, nome: string) => parte.pattern === 'dictionary' && parte.dictionaryName === nome;

/** The person's e-mail and name, whole and in words, which an attacker who knows them tries first. */
function dadosDe(pessoa: Pessoa | undefined): string[] {
  if (!pessoa) return [];
  const { nome, email } = pessoa;
  return [email, nome, ...`${email} ${nome}`.split(/[^\p{L}\p{N}]+/u)].filter((dado) => dado.length >= 3);
}

/**
 * Refuses, beside `campo`, a password that is on a list of common passwords or that is easy to
 * guess (ASVS 2.1.7), the person's own e-mail and name counted as known words.
 */
export function exigirSenhaForte(campo: string, senha: string, pessoa?: Pessoa): void {
  const { score, sequence } = avaliar().check(senha, dadosDe(pessoa));
  const daLista = sequence.length === 1 && doDicionario(sequence[0]!, 'passwords-common');
  if (score >= NOTA_MINIMA && !daLista) return;
  const pessoal = sequence.some((parte) => doDicionario(parte, 'userInputs'));
  throw httpErrors.invalidField(campo, motivo(pessoal ? 'senha_pessoal' : 'senha_fraca'));
}
