import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { Anexo, AnexoTipo } from '#contract/atividadeAnexo';
import { tamanhoLegivel } from './tamanhoLegivel';

function Icone({ tipo }: { tipo: AnexoTipo }) {
  if (tipo === 'application/pdf') return <PictureAsPdfOutlined />;
  if (tipo.startsWith('image/')) return <ImageOutlined />;
  if (tipo.includes('spreadsheet')) return <TableChartOutlined />;
  return <DescriptionOutlined />;
}

interface AnexoItemProps {
  anexo: Anexo;
  fuso: string;
  podeRemover: boolean;
  onBaixar: () => void;
  onRemover: () => void;
}

/** One attachment: its name (a download), size, who sent it and when, and Remover for whoever may. */
export function AnexoItem({ anexo, fuso, podeRemover, onBaixar, onRemover }: AnexoItemProps) {
  const { t, i18n } = useLingui();
  const quem = anexo.enviado_por?.nome ?? t`Alguém que saiu da empresa`;
  const quando = i18n.date(anexo.criado_em, { dateStyle: 'short', timeStyle: 'short', timeZone: fuso });
  const tamanho = tamanhoLegivel(i18n, anexo.tamanho);
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
        <Icone tipo={anexo.tipo} />
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Link component="button" type="button" variant="body2" onClick={onBaixar} sx={{ textAlign: 'start', overflowWrap: 'anywhere', fontWeight: 600 }}>
          {anexo.nome}
        </Link>
        <Typography variant="caption" color="text.secondary" component="p">
          {t`${tamanho} · ${quem}, ${quando}`}
        </Typography>
      </Box>
      <Tooltip title={t`Baixar`}>
        <IconButton aria-label={t`Baixar ${anexo.nome}`} onClick={onBaixar}>
          <FileDownloadOutlined />
        </IconButton>
      </Tooltip>
      {podeRemover && (
        <Tooltip title={t`Remover anexo`}>
          <IconButton aria-label={t`Remover ${anexo.nome}`} onClick={onRemover}>
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
