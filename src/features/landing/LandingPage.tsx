import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { IdiomaSelect } from '../../i18n/IdiomaSelect';
import { BrandMark } from '../../ui/BrandMark';

export function LandingPage() {
  const { t } = useLingui();
  const features = [
    { title: t`Sites`, text: t`Os locais onde sua equipe trabalha, com endereço, contato e observações.` },
    { title: t`Questionários`, text: t`Checklists com fotos, assinaturas e pontuação, preenchidos em campo.` },
    { title: t`Atividades`, text: t`Agende, acompanhe o andamento e entregue o relatório ao cliente.` },
  ];
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Container component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 3 }}>
        <BrandMark />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <IdiomaSelect />
          <Button component={Link} href="/login" variant="outlined">
            <Trans>Entrar</Trans>
          </Button>
          <Button component={Link} href="/auth/register" variant="contained">
            <Trans>Criar conta</Trans>
          </Button>
        </Box>
      </Container>
      <Container component="main" sx={{ py: { xs: 6, md: 12 } }}>
        <Typography variant="h2" component="h1" sx={{ maxWidth: 760, fontSize: { xs: 34, md: 52 } }}>
          <Trans>O trabalho de campo da sua empresa, do agendamento ao relatório.</Trans>
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 640, fontSize: 18 }}>
          <Trans>
            O Prumo organiza inspeções, manutenções, auditorias e instalações: cadastre seus sites e tipos de serviço, monte os
            questionários, agende as atividades e acompanhe cada uma enquanto a equipe trabalha.
          </Trans>
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, mt: 4, flexWrap: 'wrap' }}>
          <Button component={Link} href="/login" variant="contained" size="large">
            <Trans>Entrar no Prumo</Trans>
          </Button>
          <Button component={Link} href="/auth/register" variant="outlined" size="large">
            <Trans>Cadastrar minha empresa</Trans>
          </Button>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 8, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {features.map((feature) => (
            <Box component="li" key={feature.title} sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 2 }}>
              <Typography variant="h6" component="h2">
                {feature.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {feature.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
