import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert as Notice,
  Badge,
  Button,
  ConfirmDialog,
  Heading,
  RecordHeader,
  RecordList,
  RecordListItem,
} from '../../../../design-system';
import type { AreaAuthorSubjectInterest, CodeDescription } from '../../../api/generated/model';
import { describeError } from '../../../lib/errors/describe-error';
import { useFormat } from '../../../lib/format/use-format';
import { dsiKinds, interestProfileMutations } from '../api/interest-profile-queries';
import { areaDeleteBody, areaItemKey, isoToday } from '../utils/interest-rules';
import { KindValidityForm } from './kind-validity-form';
import * as styles from './interest-profile.css';

const headingId = 'interesses-atuais';

interface AreaInterestListProps {
  interests: AreaAuthorSubjectInterest[];
  /** Classification schemes of knowledge areas, to name an area's scheme (may be empty). */
  areaSchemes: readonly CodeDescription[];
  isFetching: boolean;
}

/**
 * The patron's areas, authors and subjects, one group per kind, each item with its validity and
 * a remove button (after a confirmation); each group has its validity change, which the
 * contract makes for every interest of the kind at once (`PUT .../validade` with `tipoDSI`).
 */
export function AreaInterestList({ interests, areaSchemes, isFetching }: AreaInterestListProps) {
  const { t } = useTranslation('interest-profile');
  const { t: tErrors } = useTranslation('errors');
  const { date } = useFormat();
  const remove = useMutation(interestProfileMutations.removeArea());
  const [toRemove, setToRemove] = useState<AreaAuthorSubjectInterest | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removed, setRemoved] = useState<string | null>(null);
  // The pressed button leaves with its item: the focus goes to the list's heading.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) document.getElementById(headingId)?.focus();
  }, [focusRequest]);
  const today = isoToday();
  const failure = remove.isError ? describeError(remove.error, tErrors) : null;
  const schemeName = (code: number | null | undefined) =>
    areaSchemes.find((scheme) => scheme.codigo === String(code))?.descricao;

  const confirmRemove = () => {
    if (!toRemove) return;
    const interest = toRemove;
    setRemoved(null);
    remove.mutate(
      { data: areaDeleteBody(interest) },
      {
        onSuccess: () => {
          setRemoved(interest.descricao);
          setFocusRequest((n) => n + 1);
        },
      },
    );
  };

  return (
    <div className={styles.section} aria-busy={isFetching || undefined}>
      <Heading level={2} id={headingId} tabIndex={-1}>
        {t('areas.current')}
      </Heading>
      {removed ? (
        <Notice tone="success" live="status" onDismiss={() => setRemoved(null)}>
          {t('areas.removed', { name: removed })}
        </Notice>
      ) : null}
      {failure ? (
        <Notice tone={failure.tone} live="alert" onDismiss={() => remove.reset()}>
          {failure.message}
        </Notice>
      ) : null}
      {interests.length === 0 ? <p className={styles.plain}>{t('areas.empty')}</p> : null}
      {dsiKinds.map((kind) => {
        const ofKind = interests.filter((interest) => interest.tipoDSI === kind);
        if (ofKind.length === 0) return null;
        const groupId = `interesses-${kind}`;
        return (
          <section key={kind} aria-labelledby={groupId} className={styles.group}>
            <Heading level={3} size="sm" id={groupId}>
              {t(`kinds.plural.${kind}`)} ({ofKind.length})
            </Heading>
            <RecordList aria-label={t(`kinds.plural.${kind}`)}>
              {ofKind.map((interest) => {
                const scheme = kind === 'area' ? schemeName(interest.codTipoArea) : undefined;
                const expired = interest.validade < today;
                return (
                  <RecordListItem key={areaItemKey(interest)}>
                    <RecordHeader>
                      <Heading level={4} size="sm" className={styles.itemTitle}>
                        {interest.descricao}
                      </Heading>
                      {expired ? <Badge tone="warning">{t('list.expired')}</Badge> : null}
                    </RecordHeader>
                    {scheme ? <p className={styles.muted}>{scheme}</p> : null}
                    <p className={styles.plain}>
                      {t('list.validUntil', { date: date(interest.validade) })}
                    </p>
                    <div className={styles.actions}>
                      <Button
                        variant="quiet"
                        size="sm"
                        aria-label={t('list.removeLabel', { name: interest.descricao })}
                        isPending={
                          remove.isPending &&
                          remove.variables.data.codigo === interest.codigo &&
                          remove.variables.data.tipoDSI === kind
                        }
                        onPress={() => {
                          setToRemove(interest);
                          setConfirming(true);
                        }}
                      >
                        {t('list.remove')}
                      </Button>
                    </div>
                  </RecordListItem>
                );
              })}
            </RecordList>
            <KindValidityForm kind={kind} />
          </section>
        );
      })}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('confirm.title')}
        confirmLabel={t('confirm.remove')}
        cancelLabel={t('confirm.keep')}
        isDestructive
        onConfirm={confirmRemove}
      >
        <p>{t('confirm.text', { name: toRemove?.descricao ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
