import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  IconArrowDown,
  IconArrowUp,
  IconBook,
  IconCalendar,
  IconCheck,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronUp,
  IconClose,
  IconDanger,
  IconEye,
  IconEyeOff,
  IconHome,
  IconInfo,
  IconMinus,
  IconMore,
  IconPlus,
  IconSearch,
  IconSuccess,
  IconTrash,
  IconUser,
  IconWarning,
} from '../../design-system';

const icons = {
  ArrowDown: IconArrowDown,
  ArrowUp: IconArrowUp,
  Book: IconBook,
  Calendar: IconCalendar,
  Check: IconCheck,
  ChevronDown: IconChevronDown,
  ChevronLeft: IconChevronLeft,
  ChevronRight: IconChevronRight,
  ChevronUp: IconChevronUp,
  Close: IconClose,
  Danger: IconDanger,
  Eye: IconEye,
  EyeOff: IconEyeOff,
  Home: IconHome,
  Info: IconInfo,
  Minus: IconMinus,
  More: IconMore,
  Plus: IconPlus,
  Search: IconSearch,
  Success: IconSuccess,
  Trash: IconTrash,
  User: IconUser,
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
