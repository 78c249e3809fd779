import { act, fireEvent, screen, within } from '@testing-library/react';
import { writeFileSync } from 'node:fs';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { QuestionarioBuilder } from '../../src/features/questionarios/builder/QuestionarioBuilder';
import { renderWithProviders } from '../support/app/renderWithProviders';
import { signedIn } from '../support/app/signedIn';
import { questionarioLido } from '../support/questionarioBuilder';
import { definicaoGrande } from '../support/questionarios';

/**
 * Run by `npm run bench -- builder` through Jest (jsdom, React's development build, the Lingui
 * macros compiled): the builder on a 300-question definition with 100 rules, drawn, then one keystroke.
 */
const PERGUNTAS = Number(process.env.PRUMO_BENCH_PERGUNTAS ?? 300);
const REGRAS = Number(process.env.PRUMO_BENCH_REGRAS ?? 100);
const DESENHOS = 5;
const TECLAS = 30;

function resumo(etapa: string, tempos: number[]) {
  const ordem = [...tempos].sort((a, b) => a - b);
  const em = (fracao: number) => Number((ordem[Math.min(ordem.length - 1, Math.floor(ordem.length * fracao))] ?? 0).toFixed(1));
  return { etapa, 'mediana ms': em(0.5), 'p95 ms': em(0.95), vezes: tempos.length };
}

const { definicao } = definicaoGrande(PERGUNTAS, REGRAS);
const lido = questionarioLido({ ...definicao });

let commits: number[] = [];
const registrar: ProfilerOnRenderCallback = (_id, _fase, duracao) => {
  commits.push(duracao);
};

function desenhar() {
  return renderWithProviders(
    <Profiler id="builder" onRender={registrar}>
      <QuestionarioBuilder id="q-1" onClose={() => {}} />
    </Profiler>,
  );
}

it('measures the builder on a large questionnaire', async () => {
  let versao = lido.versao;
  signedIn({
    'GET /api/questionarios/q-1': () => ({ status: 200, data: lido }),
    'PUT /api/questionarios/q-1': () => ({ status: 200, data: { ...lido, versao: (versao += 1) } }),
  });
  const ultima = new RegExp(`^${PERGUNTAS}\\. `);

  const desenhos: number[] = [];
  for (let vez = 0; vez < DESENHOS; vez += 1) {
    const inicio = performance.now();
    const { unmount } = desenhar();
    await screen.findByRole('option', { name: ultima }, { timeout: 120_000 });
    desenhos.push(performance.now() - inicio);
    unmount();
  }

  desenhar();
  const contorno = await screen.findByRole('listbox', { name: 'Estrutura do questionário' }, { timeout: 120_000 });
  const meio = `p${Math.floor(PERGUNTAS / 2)}`;
  fireEvent.click(within(contorno).getByRole('option', { name: new RegExp(`^${Math.floor(PERGUNTAS / 2) + 1}\\. `) }));
  const enunciado = await screen.findByRole('textbox', { name: 'Enunciado' });
  const imediatas: number[] = [];
  const completas: number[] = [];
  for (let vez = 0; vez < TECLAS; vez += 1) {
    commits = [];
    const inicio = performance.now();
    act(() => {
      fireEvent.change(enunciado, { target: { value: `Pergunta ${meio} ${'x'.repeat(vez + 1)}` } });
    });
    completas.push(performance.now() - inicio);
    // The first commit is what the person sees at once; the checks and the preview follow (useDeferredValue).
    imediatas.push(commits[0] ?? 0);
  }

  writeFileSync(
    process.env.PRUMO_BENCH_SAIDA ?? '/dev/stdout',
    JSON.stringify([
      resumo(`desenhar o construtor (${PERGUNTAS} perguntas, ${REGRAS} regras)`, desenhos),
      resumo('uma tecla: o que a pessoa vê de imediato (React Profiler)', imediatas),
      resumo('uma tecla: até a prévia e os problemas acompanharem', completas),
    ]),
  );
});
