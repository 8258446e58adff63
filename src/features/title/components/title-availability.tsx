import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Heading, Link, Skeleton, type Tone } from '../../../../design-system';
import type { CopyStatus, Title } from '../../../api/generated/model';
import { paths, type TitleTab } from '../../../config/paths';
import { primaryActionOf, type PrimaryAction } from '../../../lib/availability/primary-action';
import { useIsSignedIn } from '../../../stores/auth-store';
import { titleQueries } from '../api/title-queries';
import { libraryLinesOf } from '../utils/library-lines';
import { TitleLinks } from './title-links';
import * as styles from './title-availability.css';

// The hold panel's code (and the holds feature's form) comes only when a patron asks for it.
const HoldTab = lazy(async () => ({ default: (await import('./tabs/hold-tab')).HoldTab }));

const toneOfStatus: Record<CopyStatus, Tone> = {
  disponivel: 'success',
  emprestado: 'warning',
  reservado: 'info',
  quarentena: 'neutral',
  em_transito: 'neutral',
};

/** One line per library: "Disponível · Biblioteca Central · 869.3 A447d · 1 de 2 na estante". */
function LibraryLines({ title }: { title: Title }) {
  const { t } = useTranslation('catalogue');
  const copies = useQuery(titleQueries.copies(title.cod_acervo));
  if (copies.isPending) return <Skeleton lines={1} />;
  const lines = libraryLinesOf(copies.data ?? [], title.chamada ?? null);
  // No copies listed (or the call failed; the copies tab says so): the record's own counts.
  if (lines.length === 0)
    return (
      <p className={styles.line}>
        {title.exemplares.total > 0
          ? t('availability', {
              available: title.exemplares.disponiveis,
              total: title.exemplares.total,
            })
          : t('availabilityBlock.noCopies')}
      </p>
    );
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line.codBiblioteca} className={styles.line}>
          <Badge tone={toneOfStatus[line.status]}>
            {line.statusText ?? t(`copies.statuses.${line.status}`)}
          </Badge>{' '}
          {[
            line.library,
            line.callNumber,
            t('availabilityBlock.onShelf', { available: line.available, total: line.total }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </li>
      ))}
    </ul>
  );
}

/**
 * Whether the title's links are its first offer, decided without the permissions (they only
 * tell a loan request or a refused hold apart), so the links stand in one place from the first
 * render: in the block, and the record leaves them out.
 */
export const linksLead = (title: Title) =>
  (title.links?.length ?? 0) > 0 &&
  primaryActionOf({ exemplares: title.exemplares, online: true }) === 'online';

/**
 * The title's one primary action; undefined until the permissions answer (a loan request is
 * offered only on their word). The hold tab reads it too, to point to the form here.
 */
export function useTitlePrimaryAction(title: Title): PrimaryAction | undefined {
  const permissions = useQuery(titleQueries.permissions(title.cod_acervo));
  if (permissions.isPending) return undefined;
  return primaryActionOf({
    exemplares: title.exemplares,
    online: (title.links?.length ?? 0) > 0,
    permissions: permissions.data,
  });
}

/**
 * The top of the title page (issue 39): where the title is, library by library, and the one
 * action the rules choose (the same rules as the result cards and the hold and loan-request
 * tabs). On the hold tab's address the hold panel opens right here, in the first screen, not
 * under the record and the tabs.
 */
export function TitleAvailability({ title, active }: { title: Title; active: TitleTab }) {
  const { t } = useTranslation('catalogue');
  return (
    <section className={styles.block} aria-labelledby="disponibilidade">
      <Heading level={2} id="disponibilidade" size="sm">
        {t('availabilityBlock.heading')}
      </Heading>
      {/* In the first pass, unlike the tabs: the route's loader awaits the copies and the
          permissions with the record (catalogue-loaders.ts), so the block is drawn whole at once,
          and a second pass would only swap a placeholder for a taller block under the reader. */}
      <LibraryLines title={title} />
      {linksLead(title) ? null : <PrimaryActionOf title={title} active={active} />}
      {/* The links come with the record itself, in the first pass, where the record had them. */}
      {linksLead(title) ? (
        <TitleLinks
          codAcervo={title.cod_acervo}
          title={title.titulo}
          catalogued={title.links ?? []}
        />
      ) : null}
    </section>
  );
}

/** The one action, or the hold panel when the address is the hold tab's. */
function PrimaryActionOf({ title, active }: { title: Title; active: TitleTab }) {
  const { t } = useTranslation('catalogue');
  const signedIn = useIsSignedIn();
  const action = useTitlePrimaryAction(title);
  const codAcervo = title.cod_acervo;
  const holdTab = paths.title.href(codAcervo, 'reserva');
  const holdOpen = active === 'reserva';
  return action === undefined ? (
    <Skeleton lines={1} />
  ) : action === 'hold' ? (
    holdOpen ? (
      <Suspense fallback={<Skeleton lines={3} />}>
        <HoldTab title={title} />
      </Suspense>
    ) : (
      // A visitor signs in first and comes back to this panel; the tabs stay where they are.
      <div>
        <Link
          variant="standalone"
          href={signedIn ? holdTab : paths.login.href(holdTab)}
          routerOptions={{ preventScrollReset: true }}
        >
          {t('availabilityBlock.hold')}
        </Link>
      </div>
    )
  ) : action === 'request' ? (
    <div>
      <Link variant="standalone" href={paths.title.href(codAcervo, 'solicitacao-emprestimo')}>
        {t('availabilityBlock.request')}
      </Link>
    </div>
  ) : action ? (
    // Borrowing at the desk and reading on site need no form, and the links of a title
    // whose hold is refused stay in its record: the line says where to go.
    <p className={styles.hint}>{t(`availabilityBlock.${action}`)}</p>
  ) : null;
}
