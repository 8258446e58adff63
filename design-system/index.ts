/**
 * The design system's only public entry point. Named re-exports only (no side effects here), so
 * a bundler keeps just what an app imports.
 */
// Providers, settings and messages
export {
  DesignSystemProvider,
  type DesignSystemProviderProps,
} from './provider/DesignSystemProvider';
export {
  applyDisplaySettings,
  displaySettingsClassNames,
  type DisplaySettings,
} from './provider/displaySettings';
export {
  DesignSystemMessagesProvider,
  useMessages,
  type DesignSystemMessagesProviderProps,
} from './messages/MessagesProvider';
export {
  defaultMessages,
  formatMessage,
  type DesignSystemMessageKey,
  type DesignSystemMessages,
} from './messages/messages';
export { RouterProvider, I18nProvider, DialogTrigger } from 'react-aria-components';

// Tokens
export { vars } from './tokens/contract.css';
export {
  schemeClass,
  zoomClass,
  boldClass,
  rootClass,
  zoomLevels,
  type Zoom,
} from './tokens/themes.css';
export { colorSchemes, palettes, type ColorScheme, type Palette } from './tokens/palettes';
export { contrastRatio } from './tokens/color';
export { space, fontSize, radius, type Space, type FontSize } from './tokens/scale';
export { sprinkles, type Sprinkles } from './styles/sprinkles.css';

// Components
export {
  Accordion,
  Disclosure,
  type AccordionProps,
  type DisclosureProps,
} from './Disclosure/Disclosure';
export { Alert, type AlertProps } from './Alert/Alert';
export type { NoticeTone } from './Alert/ToneIcon';
export { Badge, type BadgeProps, type Tone } from './Badge/Badge';
export { BarChart, type BarChartProps, type BarChartSeries } from './BarChart/BarChart';
export { Box, type BoxProps } from './Box/Box';
export {
  Breadcrumb,
  Breadcrumbs,
  type BreadcrumbProps,
  type BreadcrumbsProps,
} from './Breadcrumbs/Breadcrumbs';
export {
  Button,
  IconButton,
  type ButtonProps,
  type ButtonVariant,
  type IconButtonProps,
} from './Button/Button';
export { Calendar, RangeCalendar } from './Calendar/CalendarParts';
export { Card, type CardProps } from './Card/Card';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup/CheckboxGroup';
export { Cluster, type ClusterProps } from './Cluster/Cluster';
export { ComboBox, type ComboBoxProps } from './ComboBox/ComboBox';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { DatePicker, type DatePickerProps } from './DatePicker/DatePicker';
export {
  DescriptionList,
  type DescriptionListProps,
  type DescriptionRow,
} from './DescriptionList/DescriptionList';
export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker/DateRangePicker';
export {
  Description,
  FieldError,
  Label,
  type FieldBaseProps,
  type FieldErrorProps,
  type LabelProps,
} from './Field/Field';
export { Form, FormActions, type FormProps } from './Form/Form';
export { Heading, type HeadingProps } from './Heading/Heading';
export { Link, type LinkProps } from './Link/Link';
export { ListBoxItem, type ListBoxItemProps } from './ListBoxItem/ListBoxItem';
export { Loader, type LoaderProps } from './Loader/Loader';
export { Menu, MenuButton, MenuItem, MenuTrigger, type MenuButtonProps } from './Menu/Menu';
export { Meter, ProgressBar, type MeterProps, type ProgressBarProps } from './Meter/Meter';
export { Modal, type ModalProps, type ModalSize } from './Modal/Modal';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField';
export { Pagination, type PaginationProps } from './Pagination/Pagination';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './RadioGroup/RadioGroup';
export { PrintView, type PrintViewProps } from './PrintView/PrintView';
export {
  RecordHeader,
  RecordList,
  RecordListEmpty,
  RecordListItem,
  type RecordEmphasis,
  type RecordListEmptyProps,
  type RecordListItemProps,
  type RecordListProps,
} from './RecordList/RecordList';
export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable/DataTable';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField';
export { Select, type SelectProps } from './Select/Select';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { Stack, type StackProps } from './Stack/Stack';
export { Switch, type SwitchProps } from './Switch/Switch';
export {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type ColumnProps,
  type TableBodyProps,
} from './Table/Table';
export { Tab, TabList, TabPanel, Tabs, type TabListProps } from './Tabs/Tabs';
export { Tag, TagGroup, type TagGroupProps, type TagProps } from './TagGroup/TagGroup';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { TextField, type TextFieldProps } from './TextField/TextField';
export {
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  ToastRegion,
  type CreateToastQueueOptions,
  type ToastContent,
  type ToastOptions,
  type ToastQueue,
  type ToastRegionProps,
} from './Toast/Toast';
export { Tooltip, TooltipTrigger, type TooltipProps } from './Tooltip/Tooltip';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';

// Icons (one module each)
export { Icon, type IconProps } from './icons/Icon';
export { IconArrowDown } from './icons/IconArrowDown';
export { IconArrowUp } from './icons/IconArrowUp';
export { IconBook } from './icons/IconBook';
export { IconCalendar } from './icons/IconCalendar';
export { IconCheck } from './icons/IconCheck';
export { IconChevronDown } from './icons/IconChevronDown';
export { IconChevronLeft } from './icons/IconChevronLeft';
export { IconChevronRight } from './icons/IconChevronRight';
export { IconChevronUp } from './icons/IconChevronUp';
export { IconClose } from './icons/IconClose';
export { IconDanger } from './icons/IconDanger';
export { IconEye } from './icons/IconEye';
export { IconEyeOff } from './icons/IconEyeOff';
export { IconHome } from './icons/IconHome';
export { IconInfo } from './icons/IconInfo';
export { IconMinus } from './icons/IconMinus';
export { IconMore } from './icons/IconMore';
export { IconPlus } from './icons/IconPlus';
export { IconSearch } from './icons/IconSearch';
export { IconSuccess } from './icons/IconSuccess';
export { IconTrash } from './icons/IconTrash';
export { IconUser } from './icons/IconUser';
export { IconWarning } from './icons/IconWarning';
