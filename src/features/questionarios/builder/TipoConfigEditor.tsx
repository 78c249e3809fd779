import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { QUESTIONARIO_MAX, type ConfigPergunta, type Pergunta } from '#contract/questionario';
import { numeroOuNulo } from './campos';
import { ProblemasDoCampo } from './ProblemasDoCampo';

interface TipoConfigEditorProps {
  pergunta: Pergunta;
  problemas: string[];
  atualizar: (campos: Partial<Omit<Pergunta, 'id'>>) => void;
}

/** What número (limits, decimals, unit) and foto (how many photos) ask beyond the common fields. */
export function TipoConfigEditor({ pergunta, problemas, atualizar }: TipoConfigEditorProps) {
  const { t } = useLingui();
  if (pergunta.tipo !== 'numero' && pergunta.tipo !== 'foto') return null;
  const config = pergunta.config ?? {};
  const mudar = (campos: ConfigPergunta) => atualizar({ config: { ...config, ...campos } });
  const numero = (label: string, campo: 'minimo' | 'maximo' | 'decimais', limites: { min?: number; max?: number; step?: number } = {}) => (
    <TextField
      size="small"
      type="number"
      label={label}
      value={config[campo] ?? ''}
      error={problemas.length > 0 && campo !== 'decimais'}
      slotProps={{ htmlInput: limites }}
      onChange={(event) => mudar({ [campo]: numeroOuNulo(event.target.value) })}
    />
  );
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
        {pergunta.tipo === 'numero' ? (
          <>
            {numero(t`Mínimo`, 'minimo')}
            {numero(t`Máximo`, 'maximo')}
            {numero(t`Casas decimais`, 'decimais', { min: 0, max: QUESTIONARIO_MAX.decimais, step: 1 })}
            <TextField
              size="small"
              label={t`Unidade`}
              value={config.unidade ?? ''}
              slotProps={{ htmlInput: { maxLength: QUESTIONARIO_MAX.unidade } }}
              onChange={(event) => mudar({ unidade: event.target.value || null })}
            />
          </>
        ) : (
          <>
            {numero(t`Mínimo de fotos`, 'minimo', { min: 0, max: QUESTIONARIO_MAX.fotos, step: 1 })}
            {numero(t`Máximo de fotos`, 'maximo', { min: 1, max: QUESTIONARIO_MAX.fotos, step: 1 })}
          </>
        )}
      </Box>
      <ProblemasDoCampo id={`config-${pergunta.id}`} mensagens={problemas} />
    </Box>
  );
}
