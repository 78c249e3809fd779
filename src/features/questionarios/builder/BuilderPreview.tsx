import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useCallback, useState } from 'react';
import type { Definicao } from '#contract/questionario';
import type { Resposta } from '#contract/questionarioRegras';
import { QuestionarioFormulario } from '../preenchimento/QuestionarioFormulario';

/** The questionnaire as the field person will fill it, answered here and kept only on screen. */
export const BuilderPreview = memo(function BuilderPreview({ definicao }: { definicao: Definicao }) {
  const { t } = useLingui();
  const [respostas, setRespostas] = useState<Record<string, Resposta>>({});
  const responder = useCallback((id: string, valor: Resposta) => setRespostas((atuais) => ({ ...atuais, [id]: valor })), []);
  return (
    <QuestionarioFormulario
      definicao={definicao}
      respostas={respostas}
      onAnswer={responder}
      resumoRotulo={t`Resultado da prévia`}
      previa
      barra={
        <Button size="small" onClick={() => setRespostas({})} disabled={Object.keys(respostas).length === 0}>
          <Trans>Limpar respostas</Trans>
        </Button>
      }
    />
  );
});
