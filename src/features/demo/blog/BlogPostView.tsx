import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { EmptyState } from '@/ui/EmptyState';
import { DemoData } from '../DemoData';
import { BlogArticle } from './BlogArticle';
import { BlogComments } from './BlogComments';
import { BLOG_PATH } from './blogLabels';
import { CommentForm } from './CommentForm';
import { useBlogPost } from './useBlogPost';

/** The post whose title has this slug, its comments and a form to add one; a slug that matches none says so. */
export function BlogPostView({ slug }: { slug: string }) {
  const { t } = useLingui();
  const { load, post, comment } = useBlogPost(slug);
  const back = (
    <Button component={Link} href={BLOG_PATH} startIcon={<ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}>
      {t`Voltar ao blog`}
    </Button>
  );

  if (load.status === 'failed' && load.failureCode === 'nao_encontrado') {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <EmptyState icon={<ArticleOutlined />} title={t`Publicação não encontrada`}>
          {t`Nenhuma publicação do blog tem este endereço. Os dados da demonstração mudam a cada visita.`}
        </EmptyState>
        {back}
      </Box>
    );
  }

  return (
    <DemoData load={load}>
      {() =>
        post && (
          <Box sx={{ display: 'grid', gap: 3, maxWidth: 880 }}>
            <Box>{back}</Box>
            <Paper component="article" variant="outlined" aria-labelledby="publicacao-titulo" sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 3 }}>
              <BlogArticle post={post} />
              <Divider />
              <Box component="section" aria-labelledby="comentarios-titulo" sx={{ display: 'grid', gap: 3 }}>
                <Typography variant="h5" component="h3" id="comentarios-titulo">
                  {t`Comentários (${post.comments.length})`}
                </Typography>
                <CommentForm onSend={comment} />
                <BlogComments comments={post.comments} />
              </Box>
            </Paper>
          </Box>
        )
      }
    </DemoData>
  );
}
