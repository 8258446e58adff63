import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Checkbox, Link, VisuallyHidden } from '../../../../design-system';
import type { NetworkSearchRecord, OnlineLink, SearchRecord } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { useCodedValueLabels } from '../../../lib/i18n/coded-value-labels';
import { basketActions, useIsInBasket } from '../../../stores/basket-store';
import type { DisplayMode } from '../utils/search-url';
import { ResultCover } from './result-cover';
import { ResultLinks } from './result-links';
import { OtherTitles, SummariesLink } from './result-extras';
import { ResultAvailability } from './result-availability';
import { onlineIsTheAction } from './result-rules';
import * as styles from './search.css';
import * as layout from './results-layout.css';

const isNetworkRecord = (record: SearchRecord): record is NetworkSearchRecord =>
  'instituicao' in record;

/**
 * One record of a result list (spec section 3, catalogue record in search results), detailed (D:
 * cover, facts, badges, links) or compact (C: one dense line without the cover). Memoised: a
 * facet toggle re-renders the results page while the previous records stay on screen, and the
 * twenty unchanged items are most of that work.
 */
export const ResultItem = memo(function ResultItem({
  record,
  isBelowTheFold = false,
  display = 'D',
  links = [],
  otherTitles = [],
  isIndexed = false,
  isSelected = false,
  onSelect,
}: {
  record: SearchRecord | NetworkSearchRecord;
  /** Not in the first screenful: its cover loads lazily. */
  isBelowTheFold?: boolean;
  display?: DisplayMode;
  links?: OnlineLink[];
  /** Parallel, uniform and series titles (`GET /titulos-adicionais`). */
  otherTitles?: string[];
  /** Whether it has indexed content, summaries (`GET /acervos-indexados`). */
  isIndexed?: boolean;
  isSelected?: boolean;
  onSelect?: (record: SearchRecord, isSelected: boolean) => void;
}) {
  const { t } = useTranslation('search');
  const coded = useCodedValueLabels();
  const inBasket = useIsInBasket(record.cod_acervo);
  const headingId = `registro-${record.cod_acervo}`;
  const facts: [string, string | null | undefined][] = [
    [t('results.author'), record.autor],
    [t('results.year'), record.ano_publicacao],
    [t('results.workType'), coded.workType(record.cod_tipo_obra, record.desc_tipo_obra)],
    [
      t('results.language'),
      record.idioma_desc ? coded.language(record.idioma, record.idioma_desc) : null,
    ],
    [t('results.institution'), isNetworkRecord(record) ? record.instituicao.desc_empresa : null],
  ];
  const compact = display === 'C';
  const isNetwork = isNetworkRecord(record);
  const onlineFirst = onlineIsTheAction(record, links, isNetwork);
  const shownFacts = facts.filter((entry): entry is [string, string] => !!entry[1]);
  return (
    <li
      className={compact ? styles.compactRecord : `${styles.record} ${layout.record}`}
      aria-labelledby={headingId}
    >
      {onSelect ? (
        <Checkbox
          className={styles.recordSelect}
          isSelected={isSelected}
          onChange={(isTicked) => onSelect(record, isTicked)}
        >
          {/* Text inside the label, not an aria-label: a label with no content fails IBM's
              label_content_exists, and the box alone says what it is beside its title. */}
          <VisuallyHidden>{t('selection.select', { title: record.titulo })}</VisuallyHidden>
        </Checkbox>
      ) : null}
      {compact ? null : (
        <ResultCover
          codAcervo={record.cod_acervo}
          own={record.link_capa}
          isBelowTheFold={isBelowTheFold}
        />
      )}
      <div className={compact ? styles.compactBody : `${styles.recordBody} ${layout.body}`}>
        <h3 id={headingId} className={compact ? styles.compactTitle : styles.recordTitle}>
          <Link href={paths.title.href(record.cod_acervo)} variant="subtle">
            {record.titulo}
          </Link>
        </h3>
        {compact ? null : <OtherTitles titles={otherTitles} />}
        {/* What a patron came for first: where the title stands and what to do about it. */}
        <ResultAvailability record={record} links={links} isNetwork={isNetwork} />
        <dl className={styles.facts}>
          {(compact ? shownFacts.slice(0, 2) : shownFacts).map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.factTerm}>{term}:</dt>
              <dd className={styles.factValue}>{value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.badges}>
          {record.acesso_remoto === 'cr' && !onlineFirst ? (
            <Badge tone="info">{t('results.online')}</Badge>
          ) : null}
          {record.possui_acessibilidade === 'S' ? (
            <Badge tone="success">{t('results.accessible')}</Badge>
          ) : null}
        </div>
        {isIndexed && !compact ? (
          <SummariesLink codAcervo={record.cod_acervo} title={record.titulo} />
        ) : null}
        {links.length > 0 && !onlineFirst ? (
          <ResultLinks codAcervo={record.cod_acervo} title={record.titulo} links={links} />
        ) : null}
        <div>
          <Button
            variant={inBasket ? 'secondary' : 'quiet'}
            size="sm"
            aria-label={t(inBasket ? 'results.inBasketLabel' : 'results.addToBasketLabel', {
              title: record.titulo,
            })}
            onPress={() =>
              inBasket ? basketActions.removed(record.cod_acervo) : basketActions.added(record)
            }
          >
            {t(inBasket ? 'results.inBasket' : 'results.addToBasket')}
          </Button>
        </div>
      </div>
    </li>
  );
});
