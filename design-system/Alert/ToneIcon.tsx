import { IconDanger } from '../icons/IconDanger';
import { IconInfo } from '../icons/IconInfo';
import { IconSuccess } from '../icons/IconSuccess';
import { IconWarning } from '../icons/IconWarning';
import { useMessages } from '../messages/MessagesProvider';
import { icon } from './Alert.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

/** The tone's icon, named so meaning never rests on colour alone. */
export function ToneIcon({ tone }: { tone: NoticeTone }) {
  const messages = useMessages();
  const props = { className: icon({ tone }), label: messages[tone === 'danger' ? 'error' : tone] };
  if (tone === 'success') return <IconSuccess {...props} />;
  if (tone === 'warning') return <IconWarning {...props} />;
  if (tone === 'danger') return <IconDanger {...props} />;
  return <IconInfo {...props} />;
}
