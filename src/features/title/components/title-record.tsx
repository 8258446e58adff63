import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Title } from '../../../api/generated/model';
import * as styles from './title-record.css';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';
import { useCodedValueLabels } from '../../../lib/i18n/coded-value-labels';
import { imageAddress } from '../../../lib/urls/safe-url';
import { MaterialType } from './material-type';
import { TitleLinks } from './title-links';

function Cover({ title }: { title: Title }) {
  const { t } = useTranslation('catalogue');
  const fallback = useQuery(publicConfigQueries.defaultImage());
  // A cover address that fails to load falls back to the default image too.
  const [broken, setBroken] = useState(false);
  // Both addresses come from the server: a `javascript:` or `data:text/html` one is no image.
  const own = !broken ? imageAddress(title.link_capa) : null;
  const src = own ?? imageAddress(fallback.data?.imagem);
  // The default image's address is on its way: its place is kept, so nothing moves when it comes.
  if (!src && fallback.isPending) return <div className={styles.cover} aria-hidden="true" />;
  if (!src) return null;
  return (
    <img
      className={styles.cover}
      src={src}
      // The default image says nothing about the title: screen readers skip it.
      alt={own ? t('record.cover', { title: title.titulo }) : ''}
      onError={() => setBroken(true)}
    />
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.definition}>{children}</dd>
    </>
  );
}

const list = (items: string[]) =>
  items.length === 1 ? (
    items[0]
  ) : (
    <ul className={styles.plainList}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

/** The main record of the detail page: cover and the catalogued fields, in reading order. */
export function TitleRecord({
  title,
  linksShownAbove = false,
}: {
  title: Title;
  /** The availability block above offers the links as its action: the record does not repeat them. */
  linksShownAbove?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const coded = useCodedValueLabels();
  const volume = [title.volume, title.tomo, title.parte].filter(Boolean).join(' / ');
  return (
    <div className={styles.layout}>
      <Cover title={title} />
      <dl className={styles.fields}>
        {title.autor ? <Field label={t('record.author')}>{title.autor}</Field> : null}
        {title.outros_autores?.length ? (
          <Field label={t('record.otherAuthors')}>{list(title.outros_autores)}</Field>
        ) : null}
        {title.editora ? <Field label={t('record.publisher')}>{title.editora}</Field> : null}
        {title.ano_publicacao ? (
          <Field label={t('record.year')}>{title.ano_publicacao}</Field>
        ) : null}
        {title.edicao ? <Field label={t('record.edition')}>{title.edicao}</Field> : null}
        {volume ? <Field label={t('record.volume')}>{volume}</Field> : null}
        {title.serie ? <Field label={t('record.series')}>{title.serie}</Field> : null}
        {title.idioma_desc || title.idioma ? (
          <Field label={t('record.language')}>
            {typeof title.idioma_desc === 'string'
              ? coded.language(title.idioma, title.idioma_desc)
              : title.idioma}
          </Field>
        ) : null}
        {title.descricao_fisica ? (
          <Field label={t('record.physicalDescription')}>{title.descricao_fisica}</Field>
        ) : null}
        {title.chamada ? <Field label={t('record.callNumber')}>{title.chamada}</Field> : null}
        {title.isbn?.length ? <Field label={t('record.isbn')}>{list(title.isbn)}</Field> : null}
        {title.issn?.length ? <Field label={t('record.issn')}>{list(title.issn)}</Field> : null}
        <Field label={t('record.materialType')}>
          <MaterialType
            codAcervo={title.cod_acervo}
            name={coded.workType(title.cod_tipo_obra, title.desc_tipo_obra)}
          />
        </Field>
        {title.assunto?.length ? (
          <Field label={t('record.subjects')}>{list(title.assunto)}</Field>
        ) : null}
        {title.notas?.length ? <Field label={t('record.notes')}>{list(title.notas)}</Field> : null}
        {title.links?.length && !linksShownAbove ? (
          <Field label={t('record.links')}>
            <TitleLinks
              codAcervo={title.cod_acervo}
              title={title.titulo}
              catalogued={title.links}
            />
          </Field>
        ) : null}
      </dl>
    </div>
  );
}
