import Button from '@mui/material/Button';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { failureMessage } from '#machines/callFailure';
import { notify } from '../../ui/toast/notify';
import { sitesApi } from './sitesApi';

interface SeguirSiteProps {
  siteId: string;
  /** As the site was read. */
  seguindo: boolean;
}

/**
 * "Seguir site" / "Deixar de seguir": a button saved at once, its label naming what the next press
 * does (so no aria-pressed, which would contradict it), shown as followed while the call runs and
 * put back when refused. Who follows a site hears of each activity concluded there.
 */
export function SeguirSite({ siteId, seguindo: lido }: SeguirSiteProps) {
  const { t } = useLingui();
  const [seguindo, setSeguindo] = useState(lido);
  const [enviando, setEnviando] = useState(false);

  const alternar = async () => {
    const quer = !seguindo;
    setSeguindo(quer);
    setEnviando(true);
    try {
      await sitesApi.seguir(siteId, quer);
      notify(quer ? t`Você será avisado das atividades concluídas neste site.` : t`Você deixou de seguir este site.`, 'success');
    } catch (error) {
      setSeguindo(!quer);
      notify(failureMessage(error), 'error');
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Button
      variant={seguindo ? 'contained' : 'outlined'}
      startIcon={seguindo ? <NotificationsActiveOutlined /> : <NotificationsNoneOutlined />}
      disabled={enviando}
      onClick={() => void alternar()}
      sx={{ alignSelf: 'flex-start' }}
    >
      {seguindo ? t`Deixar de seguir` : t`Seguir site`}
    </Button>
  );
}
