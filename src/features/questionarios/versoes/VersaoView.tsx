import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useLoad } from '@/ui/load/useLoad';
import { Carga } from './Carga';
import { DefinicaoLida } from './DefinicaoLida';
import { lerEscolha, type Escolha } from './escolhas';
import { useRotuloEscolha } from './useRotuloEscolha';

/** One version (or the open draft) read-only, with who published it and when. */
export function VersaoView({ id, escolha }: { id: string; escolha: Escolha }) {
  const { t, i18n } = useLingui();
  const rotulo = useRotuloEscolha();
  const lida = useLoad(() => lerEscolha(id, escolha));
  return (
    <Carga carga={lida}>
      {({ definicao, versao }) => {
        const quando = versao && i18n.date(new Date(versao.publicado_em), { dateStyle: 'short', timeStyle: 'short' });
        const quem = versao?.publicado_por?.nome;
        return (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {!quando ? t`Ainda não publicado: é o que o construtor está editando.` : quem ? t`Publicada em ${quando} por ${quem}.` : t`Publicada em ${quando}.`}
            </Typography>
            <DefinicaoLida rotulo={rotulo(escolha)} definicao={definicao} />
          </>
        );
      }}
    </Carga>
  );
}
