import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { QUESTIONARIO_MAX, type Condicao, type Operador, type Pergunta } from '#contract/questionario';
import { CampoData } from '@/ui/datas/CampoData';
import { OPERADOR_NOMES, SIM_NAO_NOMES } from './builderNomes';
import { numeroOuNulo } from './campos';
import { escolhasDe, novaCondicao, OPERADORES_POR_TIPO } from './condicoes';

interface CondicaoEditorProps {
  condicao: Condicao;
  numero: number;
  /** The questions before the rule's own, in order: their place is their number. */
  anteriores: Pergunta[];
  onChange: (condicao: Condicao) => void;
  onRemove: () => void;
}

/** "<pergunta anterior> <operador> <valor>", each part chosen from what the earlier question allows. */
export function CondicaoEditor({ condicao, numero, anteriores, onChange, onRemove }: CondicaoEditorProps) {
  const { t, i18n } = useLingui();
  const alvo = anteriores.find((anterior) => anterior.id === condicao.pergunta);
  const operadores = alvo ? OPERADORES_POR_TIPO[alvo.tipo] : [condicao.operador];
  const nomeDaEscolha = (valor: string) => {
    if (valor === 'sim' || valor === 'nao' || valor === 'na') return alvo?.tipo === 'sim_nao' ? i18n._(SIM_NAO_NOMES[valor]) : valor;
    return alvo?.opcoes.find((opcao) => opcao.id === valor)?.rotulo || valor;
  };

  const valor = () => {
    if (!alvo || condicao.operador === 'respondida' || condicao.operador === 'nao_respondida') return null;
    const rotulo = t`Valor da condição ${numero}`;
    if (alvo.tipo === 'sim_nao' || alvo.tipo === 'escolha_unica' || alvo.tipo === 'multipla_escolha') {
      const multipla = condicao.operador === 'um_de';
      return (
        <TextField
          select
          size="small"
          label={rotulo}
          value={multipla ? (condicao.valores ?? []) : String(condicao.valor ?? '')}
          slotProps={{ select: { multiple: multipla, renderValue: multipla ? (valores) => (valores as string[]).map(nomeDaEscolha).join(', ') : undefined } }}
          onChange={(event) => {
            const escolhido = event.target.value as string | string[];
            onChange(Array.isArray(escolhido) ? { ...condicao, valores: escolhido } : { ...condicao, valor: escolhido });
          }}
        >
          {escolhasDe(alvo).map((escolha) => (
            <MenuItem key={escolha} value={escolha}>
              {nomeDaEscolha(escolha)}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    const numerico = alvo.tipo === 'numero' || alvo.tipo === 'avaliacao';
    const mudar = (texto: string) => {
      const { valor: _antigo, ...sem } = condicao;
      const novo = numerico ? numeroOuNulo(texto) : texto;
      onChange(novo === null || novo === '' ? sem : { ...sem, valor: novo });
    };
    if (alvo.tipo === 'data' || alvo.tipo === 'hora') {
      return <CampoData tipo={alvo.tipo} size="small" label={rotulo} value={String(condicao.valor ?? '')} onChange={(event) => mudar(event.target.value)} />;
    }
    return (
      <TextField
        size="small"
        type={numerico ? 'number' : 'text'}
        label={rotulo}
        value={condicao.valor ?? ''}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: QUESTIONARIO_MAX.opcao_rotulo } }}
        onChange={(event) => mudar(event.target.value)}
      />
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 2fr) minmax(0, 1.3fr) minmax(0, 1.3fr) auto' }, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t`Pergunta da condição ${numero}`}
        value={condicao.pergunta}
        onChange={(event) => {
          const nova = anteriores.find((anterior) => anterior.id === event.target.value);
          if (nova) onChange(novaCondicao(nova));
        }}
      >
        {!alvo && <MenuItem value={condicao.pergunta}>{t`Pergunta que não vem antes desta`}</MenuItem>}
        {anteriores.map((pergunta, indice) => (
          <MenuItem key={pergunta.id} value={pergunta.id}>
            {`${indice + 1}. ${pergunta.enunciado || t`Pergunta sem enunciado`}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t`Comparação da condição ${numero}`}
        value={condicao.operador}
        onChange={(event) => alvo && onChange(novaCondicao(alvo, event.target.value as Operador))}
      >
        {operadores.map((operador) => (
          <MenuItem key={operador} value={operador}>
            {i18n._(OPERADOR_NOMES[operador])}
          </MenuItem>
        ))}
      </TextField>
      {valor() ?? <span />}
      <IconButton aria-label={t`Remover a condição ${numero}`} onClick={onRemove} sx={{ gridColumn: { xs: 2, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' } }}>
        <DeleteOutlined />
      </IconButton>
    </Box>
  );
}
