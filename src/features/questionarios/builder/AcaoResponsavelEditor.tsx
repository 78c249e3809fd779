import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { PAPEIS_DA_ACAO, type PapelDaAcao, type Pergunta } from '#contract/questionario';
import { RecordAutocomplete } from '@/ui/form/RecordAutocomplete';
import { opcoes } from '../../atividades/lista/opcoes';

type Escolha = 'atividade' | 'pessoa' | PapelDaAcao;

/** Said as who gets the action, hence the article and the rule. */
const PAPEL_DA_ACAO_NOMES: Record<PapelDaAcao, MessageDescriptor> = {
  admin: msg`Um administrador (o com menos ações abertas)`,
  gestor: msg`Um gestor (o com menos ações abertas)`,
  tecnico: msg`Um técnico (o com menos ações abertas)`,
};

interface AcaoResponsavelEditorProps {
  pergunta: Pergunta;
  problemas: string[];
  atualizar: (campos: Partial<Omit<Pergunta, 'id'>>) => void;
}

/**
 * Who fixes what this critical question's failure raises (docs/acoes.md): the activity's
 * responsável, a person, or the least-loaded member of a papel. One choice, so choosing one
 * clears the other field.
 */
export function AcaoResponsavelEditor({ pergunta, problemas, atualizar }: AcaoResponsavelEditorProps) {
  const { t, i18n } = useLingui();
  const { responsaveis } = useMemo(() => opcoes(i18n, true), [i18n]);
  const { acao_responsavel_id: pessoa, acao_responsavel_papel: papel } = pergunta;
  // "A person" before one is picked is nothing the definition can hold: until then it stays the activity's responsável.
  const [escolhendoPessoa, setEscolhendoPessoa] = useState(false);
  const escolha: Escolha = pessoa || escolhendoPessoa ? 'pessoa' : (papel ?? 'atividade');
  const [erro] = problemas;

  const escolher = (nova: Escolha) => {
    setEscolhendoPessoa(nova === 'pessoa');
    if (nova === 'pessoa') atualizar({ acao_responsavel_papel: null });
    else atualizar({ acao_responsavel_id: null, acao_responsavel_papel: nova === 'atividade' ? null : nova });
  };
  const ajuda =
    escolha === 'atividade'
      ? t`Quem executou a atividade corrige o que esta pergunta reprovar.`
      : escolha === 'pessoa'
        ? t`Se a pessoa sair da empresa, a ação vai para o responsável da atividade.`
        : t`Quem tem esse papel e menos ações abertas ou em andamento; se ninguém tiver, o responsável da atividade.`;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        select
        size="small"
        id={`acao-responsavel-${pergunta.id}`}
        name={`acao-responsavel-${pergunta.id}`}
        label={t`Responsável pela ação corretiva`}
        value={escolha}
        error={Boolean(erro)}
        helperText={erro ?? ajuda}
        onChange={(event) => escolher(event.target.value as Escolha)}
        // A phone's width cuts the longer choices: they wrap, in the field and in the menu.
        sx={{ '& .MuiSelect-select': { whiteSpace: 'normal' } }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { '& .MuiMenuItem-root': { whiteSpace: 'normal' } } } } } } }}
      >
        <MenuItem value="atividade">{t`O responsável da atividade`}</MenuItem>
        <MenuItem value="pessoa">{t`Uma pessoa escolhida`}</MenuItem>
        {PAPEIS_DA_ACAO.map((valor) => (
          <MenuItem key={valor} value={valor}>
            {i18n._(PAPEL_DA_ACAO_NOMES[valor])}
          </MenuItem>
        ))}
      </TextField>
      {escolha === 'pessoa' && (
        <RecordAutocomplete
          name={`acao-responsavel-pessoa-${pergunta.id}`}
          size="small"
          label={t`Pessoa responsável pela ação`}
          helperText={pessoa ? undefined : t`Enquanto ninguém for escolhido, a ação vai para o responsável da atividade.`}
          value={pessoa ?? null}
          onChange={(escolhida) => {
            // Clearing the person keeps the picker open for another one.
            setEscolhendoPessoa(true);
            atualizar({ acao_responsavel_id: escolhida?.id ?? null, acao_responsavel_papel: null });
          }}
          {...responsaveis}
        />
      )}
    </Box>
  );
}
