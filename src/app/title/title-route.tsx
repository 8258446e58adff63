import { lazy, Suspense } from 'react';
import { Skeleton, Spinner } from '../../../design-system';
import { TitlePage } from '../../features/title/routes/title-page';
import {
  PlaceHoldSlotProvider,
  type PlaceHoldProps,
  type PlaceHoldSlot,
} from '../../lib/place-hold-slot/place-hold-slot';

// The form and its texts load only when a signed-in patron opens a hold tab that offers it.
const PlaceHoldForm = lazy(async () => ({
  default: (await import('../../features/holds/components/place-hold-form')).PlaceHoldForm,
}));

function PlaceHold(props: PlaceHoldProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <PlaceHoldForm {...props} />
    </Suspense>
  );
}

const slot: PlaceHoldSlot = { Form: PlaceHold };

// The comments section and its texts load after the record, so the title page's code stays small.
const TitleCommentsSection = lazy(async () => ({
  default: (await import('../../features/comments/components/title-comments')).TitleComments,
}));

function TitleComments(props: { codAcervo: number }) {
  return (
    <Suspense fallback={<Skeleton lines={3} />}>
      <TitleCommentsSection {...props} />
    </Suspense>
  );
}

/**
 * The title page with the holds feature's form handed to its hold tab and the comments
 * feature's section below the tabs (features stay apart).
 */
export function TitleRoute() {
  return (
    <PlaceHoldSlotProvider value={slot}>
      <TitlePage comments={TitleComments} />
    </PlaceHoldSlotProvider>
  );
}
