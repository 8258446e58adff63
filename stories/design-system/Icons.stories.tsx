import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  IconArrowDown,
  IconArrowLeftRight,
  IconArrowUp,
  IconBan,
  IconBarChart,
  IconBell,
  IconBook,
  IconBookmark,
  IconCalendar,
  IconCheck,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronUp,
  IconClose,
  IconCopy,
  IconCreditCard,
  IconDanger,
  IconDatabase,
  IconEye,
  IconEyeOff,
  IconFileCheck,
  IconFileSearch,
  IconFileText,
  IconGlobe,
  IconGraduationCap,
  IconHash,
  IconHeart,
  IconHome,
  IconInbox,
  IconInfo,
  IconLightbulb,
  IconListChecks,
  IconLock,
  IconMenu,
  IconMessageSquare,
  IconMinus,
  IconMore,
  IconPlus,
  IconRefresh,
  IconSearch,
  IconSend,
  IconShield,
  IconShoppingBasket,
  IconShoppingCart,
  IconSuccess,
  IconTag,
  IconTicket,
  IconTrash,
  IconUpload,
  IconUser,
  IconUsers,
  IconWarning,
} from '../../design-system';

const icons = {
  ArrowDown: IconArrowDown,
  ArrowLeftRight: IconArrowLeftRight,
  ArrowUp: IconArrowUp,
  Ban: IconBan,
  BarChart: IconBarChart,
  Bell: IconBell,
  Book: IconBook,
  Bookmark: IconBookmark,
  Calendar: IconCalendar,
  Check: IconCheck,
  ChevronDown: IconChevronDown,
  ChevronLeft: IconChevronLeft,
  ChevronRight: IconChevronRight,
  ChevronUp: IconChevronUp,
  Close: IconClose,
  Copy: IconCopy,
  CreditCard: IconCreditCard,
  Danger: IconDanger,
  Database: IconDatabase,
  Eye: IconEye,
  EyeOff: IconEyeOff,
  FileCheck: IconFileCheck,
  FileSearch: IconFileSearch,
  FileText: IconFileText,
  Globe: IconGlobe,
  GraduationCap: IconGraduationCap,
  Hash: IconHash,
  Heart: IconHeart,
  Home: IconHome,
  Inbox: IconInbox,
  Info: IconInfo,
  Lightbulb: IconLightbulb,
  ListChecks: IconListChecks,
  Lock: IconLock,
  Menu: IconMenu,
  MessageSquare: IconMessageSquare,
  Minus: IconMinus,
  More: IconMore,
  Plus: IconPlus,
  Refresh: IconRefresh,
  Search: IconSearch,
  Send: IconSend,
  Shield: IconShield,
  ShoppingBasket: IconShoppingBasket,
  ShoppingCart: IconShoppingCart,
  Success: IconSuccess,
  Tag: IconTag,
  Ticket: IconTicket,
  Trash: IconTrash,
  Upload: IconUpload,
  User: IconUser,
  Users: IconUsers,
  Warning: IconWarning,
};

function Gallery() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {Object.entries(icons).map(([name, Component]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <Component />
          {name}
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'Design system/Icons', component: Gallery } satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default (aria-hidden); pass `label` to give an icon a name. */
export const All: Story = {};
export const Labelled: Story = { render: () => <IconWarning label="Warning" /> };
