import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RESPOSTAS_SIM_NAO, type Pergunta } from '#contract/questionario';
import type { Resposta } from '#contract/questionarioRegras';
import { CampoData } from '@/ui/datas/CampoData';
import { SIM_NAO_NOMES } from '../builder/builderNomes';
import { numeroOuNulo } from '../builder/campos';
import { useArquivosDoPreenchimento } from './arquivos/ArquivosContext';
import { AssinaturaCampo } from './arquivos/AssinaturaCampo';
import { FotosCampo } from './arquivos/FotosCampo';
import { LocalizacaoCampo } from './LocalizacaoCampo';

interface RespostaCampoProps {
  pergunta: Pergunta;
  /** The question's label element, which names the input. */
  rotuloId: string;
  valor: Resposta | undefined;
  somenteLeitura: boolean;
  /** The builder's preview: photos, signature and location are simulated (no files context there either). */
  previa: boolean;
  onChange: (valor: Resposta) => void;
}

type Escolhas = { opcoes: readonly string[]; outro?: string | null };
const escolhasDe = (valor: Resposta | undefined): Escolhas =>
  valor && typeof valor === 'object' && 'opcoes' in valor ? valor : { opcoes: [], outro: null };

/** The input the field person gets for each type. */
export function RespostaCampo({ pergunta, rotuloId, valor, somenteLeitura, previa, onChange }: RespostaCampoProps) {
  const { t, i18n } = useLingui();
  const config = pergunta.config ?? {};
  const nomeado = { 'aria-labelledby': rotuloId };
  const disabled = somenteLeitura;
  const arquivos = useArquivosDoPreenchimento();
  if (!previa && arquivos && pergunta.tipo === 'foto') {
    return <FotosCampo pergunta={pergunta} rotuloId={rotuloId} fotos={Array.isArray(valor) ? valor : []} arquivos={arquivos} disabled={disabled} onChange={onChange} />;
  }
  if (!previa && arquivos && pergunta.tipo === 'assinatura') {
    return <AssinaturaCampo perguntaId={pergunta.id} rotuloId={rotuloId} assinatura={typeof valor === 'string' ? valor : null} arquivos={arquivos} disabled={disabled} onChange={onChange} />;
  }
  if (!previa && pergunta.tipo === 'localizacao') {
    return <LocalizacaoCampo rotuloId={rotuloId} valor={valor} disabled={disabled} onChange={onChange} />;
  }

  switch (pergunta.tipo) {
    case 'data':
    case 'hora':
      return (
        <CampoData
          tipo={pergunta.tipo === 'data' ? 'data' : 'hora'}
          size="small"
          value={typeof valor === 'string' ? valor : ''}
          disabled={disabled}
          aria-labelledby={rotuloId}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'texto_curto':
    case 'texto_longo':
      return (
        <TextField
          size="small"
          fullWidth
          multiline={pergunta.tipo === 'texto_longo'}
          minRows={pergunta.tipo === 'texto_longo' ? 3 : undefined}
          value={typeof valor === 'string' ? valor : ''}
          disabled={disabled}
          slotProps={{ htmlInput: nomeado }}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'numero':
      return (
        <TextField
          size="small"
          type="number"
          value={typeof valor === 'number' ? valor : ''}
          disabled={disabled}
          slotProps={{
            htmlInput: { ...nomeado, min: config.minimo ?? undefined, max: config.maximo ?? undefined, step: config.decimais ? 10 ** -config.decimais : 1 },
            input: config.unidade ? { endAdornment: <InputAdornment position="end">{config.unidade}</InputAdornment> } : undefined,
          }}
          onChange={(event) => onChange(numeroOuNulo(event.target.value))}
        />
      );
    case 'sim_nao':
      return (
        <RadioGroup row {...nomeado} value={typeof valor === 'string' ? valor : ''} onChange={(event) => onChange(event.target.value)}>
          {RESPOSTAS_SIM_NAO.map((resposta) => (
            <FormControlLabel key={resposta} value={resposta} disabled={disabled} control={<Radio size="small" />} label={i18n._(SIM_NAO_NOMES[resposta])} />
          ))}
        </RadioGroup>
      );
    case 'escolha_unica':
    case 'multipla_escolha': {
      const escolhas = escolhasDe(valor);
      const outroLigado = escolhas.outro !== null && escolhas.outro !== undefined;
      const unica = pergunta.tipo === 'escolha_unica';
      const marcar = (id: string, marcado: boolean) =>
        onChange({
          opcoes: unica ? (marcado ? [id] : []) : marcado ? [...escolhas.opcoes, id] : escolhas.opcoes.filter((atual) => atual !== id),
          outro: unica && marcado ? null : (escolhas.outro ?? null),
        });
      const Controle = unica ? Radio : Checkbox;
      return (
        <Box>
          <FormGroup {...nomeado} role={unica ? 'radiogroup' : 'group'}>
            {pergunta.opcoes.map((opcao, indice) => {
              const numero = indice + 1;
              return (
                <FormControlLabel
                  key={opcao.id}
                  disabled={disabled}
                  control={
                    <Controle size="small" name={pergunta.id} checked={escolhas.opcoes.includes(opcao.id)} onChange={(event) => marcar(opcao.id, event.target.checked)} />
                  }
                  label={opcao.rotulo || t`Opção ${numero}`}
                />
              );
            })}
            {config.permite_outro && (
              <FormControlLabel
                disabled={disabled}
                control={
                  <Controle
                    size="small"
                    name={pergunta.id}
                    checked={outroLigado}
                    onChange={(event) => onChange({ opcoes: unica && event.target.checked ? [] : escolhas.opcoes, outro: event.target.checked ? '' : null })}
                  />
                }
                label={t`Outro`}
              />
            )}
          </FormGroup>
          {outroLigado && (
            <TextField size="small" label={t`Qual?`} disabled={disabled} value={escolhas.outro ?? ''} onChange={(event) => onChange({ ...escolhas, outro: event.target.value })} />
          )}
        </Box>
      );
    }
    case 'avaliacao':
      return (
        <Box role="radiogroup" {...nomeado}>
          <Rating name={pergunta.id} disabled={disabled} value={typeof valor === 'number' ? valor : null} getLabelText={(nota) => t`${nota} de 5`} onChange={(_, nota) => onChange(nota)} />
        </Box>
      );
    case 'foto': {
      const fotos = Array.isArray(valor) ? valor : [];
      return (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" aria-describedby={rotuloId} onClick={() => onChange([...fotos, `foto-${fotos.length + 1}`])}>
            <Trans>Adicionar foto</Trans>
          </Button>
          {fotos.length > 0 && (
            <Button size="small" onClick={() => onChange([])}>
              <Trans>Remover fotos</Trans>
            </Button>
          )}
          <Typography variant="body2" color="text.secondary">
            {plural(fotos.length, { one: '# foto (na prévia, nenhuma imagem é enviada)', other: '# fotos (na prévia, nenhuma imagem é enviada)' })}
          </Typography>
        </Box>
      );
    }
    case 'assinatura':
      return (
        <Button size="small" variant="outlined" aria-describedby={rotuloId} aria-pressed={typeof valor === 'string'} onClick={() => onChange(typeof valor === 'string' ? null : 'assinatura-previa')}>
          {typeof valor === 'string' ? <Trans>Assinado (desfazer)</Trans> : <Trans>Assinar</Trans>}
        </Button>
      );
    case 'localizacao':
      return (
        <Button
          size="small"
          variant="outlined"
          aria-describedby={rotuloId}
          aria-pressed={valor !== null && valor !== undefined}
          onClick={() => onChange(valor ? null : { latitude: 0, longitude: 0, precisao: null })}
        >
          {valor ? <Trans>Localização registrada (desfazer)</Trans> : <Trans>Registrar a localização</Trans>}
        </Button>
      );
  }
}
