import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Form, Heading, Link, SearchField } from '../../../design-system';
import { paths } from '../../config/paths';
import * as styles from '../shell/app-layout.css';

/** Where a search from anywhere outside the search page lands: the home page reads `termo`. */
export const searchHref = (termo: string) =>
  `${paths.home.href()}?${new URLSearchParams({ termo }).toString()}`;

/**
 * Any path no route matches (spec section 2; its content is not shown, so we offer the two ways
 * on: search the collection, or go home). The search field is required (spec section 5).
 */
export function FallbackPage() {
  const { t } = useTranslation('personal-area');
  const navigate = useNavigate();
  const [termo, setTermo] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = termo.trim();
    if (term) void navigate(searchHref(term));
  };
  return (
    <section className={styles.page} aria-labelledby="pagina-nao-encontrada">
      <Heading level={1} id="pagina-nao-encontrada">
        {t('fallback.title')}
      </Heading>
      <p>{t('fallback.text')}</p>
      <Form onSubmit={submit} role="search" aria-label={t('fallback.searchLabel')}>
        <SearchField
          label={t('fallback.searchLabel')}
          name="termo"
          value={termo}
          onChange={setTermo}
          isRequired
          validate={(value) => (value.trim() ? null : t('fallback.required'))}
        />
        <Button type="submit">{t('fallback.searchButton')}</Button>
      </Form>
      <Link href={paths.home.href()} variant="standalone">
        {t('fallback.home')}
      </Link>
    </section>
  );
}
