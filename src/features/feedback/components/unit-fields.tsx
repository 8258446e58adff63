import { useTranslation } from 'react-i18next';
import { Alert, ListBoxItem, Select, Spinner } from '../../../../design-system';
import type { UnitChoice } from './use-unit-choice';

interface UnitFieldsProps {
  choice: UnitChoice;
  /** Message shown under the library field (the suggestion form requires one). */
  libraryError?: string | undefined;
  isDisabled?: boolean;
}

/** The campus and library selects both footer forms start with. */
export function UnitFields({ choice, libraryError, isDisabled }: UnitFieldsProps) {
  const { t } = useTranslation('footer');
  const { campuses, libraries, campus, library } = choice;
  if (choice.isError && !campuses.length) {
    return <Alert tone="danger">{t('units.loadFailed')}</Alert>;
  }
  if (!campuses.length && choice.isLoading) {
    return <Spinner aria-label={t('units.loading')} />;
  }
  if (!campuses.length) return <Alert tone="warning">{t('units.noCampuses')}</Alert>;
  return (
    <>
      {/* Libraries of the campus failed: another campus may still load. */}
      {choice.isError ? <Alert tone="danger">{t('units.loadFailed')}</Alert> : null}
      <Select
        label={t('units.campus')}
        items={campuses.map((item) => ({ id: item.cod_campus, name: item.nome_campus }))}
        value={campus}
        onChange={(key) => {
          if (typeof key === 'number') choice.chooseCampus(key);
        }}
        isDisabled={isDisabled}
        isRequired
      >
        {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
      </Select>
      <Select
        label={t('units.library')}
        items={libraries.map((item) => ({ id: item.cod_biblioteca, name: item.desc_biblioteca }))}
        value={library}
        onChange={(key) => {
          if (typeof key === 'number') choice.chooseLibrary(key);
        }}
        isDisabled={isDisabled || !libraries.length}
        isRequired
        isInvalid={!!libraryError}
        errorMessage={libraryError}
        // Said only once the campus is known to have none; while loading the field just waits.
        description={choice.isLoading || libraries.length ? undefined : t('units.noLibraries')}
      >
        {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
      </Select>
    </>
  );
}
