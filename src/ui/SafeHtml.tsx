import Box, { type BoxProps } from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML from elsewhere, drawn after DOMPurify took out what could run: scripts, event handlers, `javascript:`
 * links, forms and frames. Links it keeps open in a new tab, away from the app.
 */
export function SafeHtml({ html, ...box }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => {
    DOMPurify.addHook('afterSanitizeAttributes', openLinksApart);
    try {
      return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['form', 'style'] });
    } finally {
      DOMPurify.removeHook('afterSanitizeAttributes');
    }
  }, [html]);
  return <Box {...box} dangerouslySetInnerHTML={{ __html: clean }} />;
}

function openLinksApart(node: Element): void {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}
