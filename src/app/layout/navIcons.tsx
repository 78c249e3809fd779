import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import FaceOutlined from '@mui/icons-material/FaceOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import type { ReactElement } from 'react';

// Kept beside the layout, not in the route table, so the first page does not carry the icons.
export const NAV_ICONS = {
  meuDia: <TodayOutlined />,
  atividades: <AssignmentOutlined />,
  acoes: <TaskAltOutlined />,
  sites: <PlaceOutlined />,
  questionarios: <ChecklistOutlined />,
  tipos: <HandymanOutlined />,
  usuarios: <GroupOutlined />,
  painel: <InsightsOutlined />,
  configuracoes: <SettingsOutlined />,
  perfil: <AccountCircleOutlined />,
  contatos: <ContactsOutlined />,
  blog: <ArticleOutlined />,
  chats: <ChatOutlined />,
  notas: <StickyNote2Outlined />,
  chamados: <ConfirmationNumberOutlined />,
  idiomas: <TranslateOutlined />,
  email: <EmailOutlined />,
  perfilSocial: <FaceOutlined />,
  seguidores: <PeopleOutlined />,
  amigos: <HandshakeOutlined />,
  galeria: <PhotoLibraryOutlined />,
  loja: <StorefrontOutlined />,
  carrinho: <ShoppingCartOutlined />,
} satisfies Record<string, ReactElement>;

/** An icon of the sidebar, named in the route table and in each resource's descriptor. */
export type NavIcon = keyof typeof NAV_ICONS;
