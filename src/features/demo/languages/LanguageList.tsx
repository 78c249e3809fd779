import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/ui/EmptyState';
import { DemoData } from '../DemoData';
import { useLanguages } from './useLanguages';

/** The languages the demo offers, each with its flag and its own name. */
export function LanguageList() {
  const { t } = useLingui();
  const load = useLanguages();
  return (
    <DemoData load={load}>
      {(languages) =>
        languages.length === 0 ? (
          <EmptyState icon={<TranslateOutlined />} title={t`Nenhum idioma`}>
            {t`A demonstração não trouxe nenhum idioma.`}
          </EmptyState>
        ) : (
          <Paper variant="outlined" sx={{ maxWidth: 480 }}>
            <List aria-label={t`Idiomas da demonstração`}>
              {languages.map((language) => (
                <ListItem key={language.id}>
                  {/* The flag is decoration beside the name, which says it all. */}
                  <ListItemIcon aria-hidden sx={{ fontSize: 28, minWidth: 48 }}>
                    {language.icon}
                  </ListItemIcon>
                  <ListItemText primary={language.flagname} />
                </ListItem>
              ))}
            </List>
          </Paper>
        )
      }
    </DemoData>
  );
}
