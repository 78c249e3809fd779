import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Questionario } from '#contract/questionario';
import { FilterSelect } from '@/ui/list/FilterSelect';
import { ComparacaoView } from './ComparacaoView';
import { escolhasDe, RASCUNHO, type Escolha } from './escolhas';
import { useRotuloEscolha } from './useRotuloEscolha';
import { VersaoView } from './VersaoView';

const comoEscolha = (valor: string): Escolha => (valor === RASCUNHO ? RASCUNHO : Number(valor));

/**
 * Read one version, or compare two: by default the latest version with the open draft, or the
 * last two versions when nothing waits to be published.
 */
export function VersoesConteudo({ questionario }: { questionario: Questionario }) {
  const { t } = useLingui();
  const rotulo = useRotuloEscolha();
  const escolhas = escolhasDe(questionario);
  const versoes = escolhas.filter((escolha): escolha is number => escolha !== RASCUNHO);
  const podeComparar = escolhas.length >= 2;
  const [modo, setModo] = useState<'ver' | 'comparar'>('ver');
  const [ver, setVer] = useState<Escolha>(versoes[0] ?? RASCUNHO);
  const [de, setDe] = useState<number>(escolhas[0] === RASCUNHO ? (versoes[0] ?? 1) : (versoes[1] ?? 1));
  const [para, setPara] = useState<Escolha>(escolhas[0] ?? RASCUNHO);
  const opcoes = (lista: Escolha[]) => lista.map((escolha) => ({ value: String(escolha), label: rotulo(escolha) }));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={modo}
          onChange={(_, escolhido: 'ver' | 'comparar' | null) => escolhido && setModo(escolhido)}
          aria-label={t`Modo`}
        >
          <ToggleButton value="ver">{t`Ver uma versão`}</ToggleButton>
          <ToggleButton value="comparar" disabled={!podeComparar}>
            {t`Comparar`}
          </ToggleButton>
        </ToggleButtonGroup>
        {modo === 'ver' ? (
          <FilterSelect label={t`Versão`} value={String(ver)} options={opcoes(escolhas)} onChange={(valor) => setVer(comoEscolha(valor))} />
        ) : (
          <>
            <FilterSelect
              label={t`De`}
              value={String(de)}
              options={opcoes(versoes.filter((versao) => versao !== para))}
              onChange={(valor) => setDe(Number(valor))}
            />
            <FilterSelect
              label={t`Para`}
              value={String(para)}
              options={opcoes(escolhas.filter((escolha) => escolha !== de))}
              onChange={(valor) => setPara(comoEscolha(valor))}
            />
          </>
        )}
      </Box>
      {modo === 'ver' ? (
        <VersaoView key={String(ver)} id={questionario.id} escolha={ver} />
      ) : (
        <ComparacaoView key={`${de}:${para}`} id={questionario.id} de={de} para={para} />
      )}
    </Box>
  );
}
