import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { RADIUS_MAX, RADIUS_MIN, type Direction, type Mode } from '#machines/customizerSettings';
import { IdiomaMuiSelect } from '../../i18n/IdiomaMuiSelect';
import { LIGHT_THEMES, THEMES } from '#contract/palettes';
import { useCustomizer, useCustomizerSend } from './CustomizerProvider';
import { THEME_NAMES } from './themeNames';

export function CustomizerDrawer() {
  const { t, i18n } = useLingui();
  const settings = useCustomizer();
  const send = useCustomizerSend();

  return (
    <Drawer anchor="right" open onClose={() => send({ type: 'customizer.close' })} slotProps={{ paper: { sx: { width: 320, p: 3 } } }}>
      <Box sx={{ display: 'grid', gap: 3 }} role="region" aria-labelledby="personalizar-titulo">
        <Typography id="personalizar-titulo" variant="h5" component="h2">
          <Trans>Personalizar</Trans>
        </Typography>
        <FormControl>
          <FormLabel id="modo-label">
            <Trans>Modo</Trans>
          </FormLabel>
          <ToggleButtonGroup
            exclusive
            aria-labelledby="modo-label"
            value={settings.activeMode}
            onChange={(_, mode: Mode | null) => mode && send({ type: 'customizer.mode', mode })}
          >
            <ToggleButton value="light">{t`Claro`}</ToggleButton>
            <ToggleButton value="dark">{t`Escuro`}</ToggleButton>
          </ToggleButtonGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="direcao-label">
            <Trans>Direção do texto</Trans>
          </FormLabel>
          <ToggleButtonGroup
            exclusive
            aria-labelledby="direcao-label"
            value={settings.activeDir}
            onChange={(_, dir: Direction | null) => dir && send({ type: 'customizer.dir', dir })}
          >
            <ToggleButton value="ltr">{t`Esquerda para a direita`}</ToggleButton>
            <ToggleButton value="rtl">{t`Direita para a esquerda`}</ToggleButton>
          </ToggleButtonGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="tema-label">
            <Trans>Tema</Trans>
          </FormLabel>
          <Box role="radiogroup" aria-labelledby="tema-label" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {THEMES.map((theme) => (
              <Box
                key={theme}
                component="button"
                type="button"
                role="radio"
                aria-checked={settings.activeTheme === theme}
                aria-label={i18n._(THEME_NAMES[theme])}
                title={i18n._(THEME_NAMES[theme])}
                onClick={() => send({ type: 'customizer.theme', theme })}
                sx={{
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  cursor: 'pointer',
                  border: 3,
                  borderColor: settings.activeTheme === theme ? 'text.primary' : 'transparent',
                  background: `linear-gradient(135deg, ${LIGHT_THEMES[theme].primary.main} 50%, ${LIGHT_THEMES[theme].secondary.main} 50%)`,
                }}
              />
            ))}
          </Box>
        </FormControl>
        <IdiomaMuiSelect />
        <FormControl>
          <FormLabel id="raio-label">
            <Trans>Arredondamento dos cantos</Trans>
          </FormLabel>
          <Slider
            aria-labelledby="raio-label"
            min={RADIUS_MIN}
            max={RADIUS_MAX}
            value={settings.borderRadius}
            valueLabelDisplay="auto"
            onChange={(_, radius) => send({ type: 'customizer.radius', radius: radius as number })}
          />
        </FormControl>
      </Box>
    </Drawer>
  );
}
