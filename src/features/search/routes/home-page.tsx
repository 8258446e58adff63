import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Tab, TabList, TabPanel, Tabs, VisuallyHidden } from '../../../../design-system';
import type { SearchGuide } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { GuideNotFound } from '../components/guide-not-found';
import { SimpleSearchForm, type SimpleSearch } from '../components/simple-search-form';
import {
  LazyAdvancedSearchForm,
  LazyGuideForm,
  LazyGuideResults,
  loadGuideViews,
} from '../guides/components/lazy-guide-views';
import { codeBeforeHydrating } from '../../../lib/render/code-before-hydrating';
import {
  guideOfAddress,
  guidesInOrder,
  hasGuideForm,
  hasGuideResults,
} from '../guides/utils/guide-rules';
import { withGuideParams } from '../guides/utils/guide-url';
import * as styles from '../components/search.css';
import {
  defaultDisplayOf,
  hasSearch,
  newSearch,
  readSearchUrl,
  writeSearchUrl,
  type SearchUrlState,
} from '../utils/search-url';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';
import { usePageTitle } from '../../../lib/document-title/use-page-title';

export { loadResults } from './results-loader';

// Institution texts sit below the fold and bring the HTML sanitiser: load them after the form.
const InstitutionContent = lazy(() => import('../components/institution-content'));

// A page that lists or shows another guide's form (any address but the bare home page, which is
// the app's base path) fetches those views now, while start-up runs, instead of after its first
// render; a page the server rendered waits for them before hydrating, since its markup holds
// them. A failure is left to the page, which fetches again when it renders them and reports it.
if (
  globalThis.location &&
  (location.pathname !== import.meta.env.BASE_URL || location.search !== '')
)
  codeBeforeHydrating(loadGuideViews());

/**
 * On the bare home page, the guide views are fetched once the visitor turns to the page (focus
 * or a pointer inside it): a search typed there does not wait for their code, and a visit that
 * never searches does not download it, nor run it while the page loads.
 */
const fetchGuideViews = () => void loadGuideViews().catch(() => undefined);

/**
 * `/` and `/{guia}` (spec section 2): the search guides as tabs, the chosen guide's form, and
 * either the results of the search in the URL or the institution's home content.
 */
export function HomePage() {
  const { t } = useTranslation('search');
  const { guia } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  // Start-up has already put the guides in the cache; this reads them.
  const { data: guides = [] } = useQuery(publicConfigQueries.searchGuides());
  const sorted = guidesInOrder(guides);
  const guide = guideOfAddress(sorted, guia);
  // The new-acquisitions guide lists compactly unless the URL says otherwise (spec section 9).
  const state = readSearchUrl(searchParams, { exibicao: defaultDisplayOf(guide) });
  // The bare address is the catalogue's home and is named after it alone; a guide's address is
  // named after the guide, and a search after its words and page, so each page has its title.
  const searched = hasSearch(state);
  usePageTitle(guia || searched ? (guide?.descricao ?? t('guides.notFoundTitle')) : undefined, {
    query: state.linhas ? state.linhas.map((row) => row.termo).join(' ') : state.termo,
    pageNumber: state.pagina,
  });

  const { isRefining, typed, formBox, openRefine } = useRefine(state);
  // The general search only: another guide's results keep its tab in sight, which names them.
  const isGeneral = guide !== undefined && guide === guideOfAddress(sorted, undefined);
  // Each search is a new history entry, so Back returns to the previous result page. The page
  // stays where it is (a facet, the sort, a page of results: the list moves the focus itself).
  const navigateWithin = useCallback(
    (params: Parameters<typeof setSearchParams>[0], replace = false) =>
      setSearchParams(params, { preventScrollReset: true, replace }),
    [setSearchParams],
  );
  // The index guide's titles keep which index and word they came from across pages and filters.
  const go = useCallback(
    (next: SearchUrlState, { replace = false }: { replace?: boolean } = {}) =>
      navigateWithin(
        (current) =>
          guide ? withGuideParams(writeSearchUrl(next), current, guide) : writeSearchUrl(next),
        replace,
      ),
    [navigateWithin, guide],
  );

  const showsResults = !!guide && hasGuideResults(guide, state, searchParams);
  // Above the simple search's results the form is one slim row (issue 39: the first result on
  // the first screen); the guides' tabs and the full form are one press of "Refine" away.
  const isSlim =
    showsResults && isGeneral && guide.tipo !== 'advanced' && !hasGuideForm(guide) && !isRefining;
  const { slimBox, rememberFocus } = useFocusHandOver(isSlim);

  return (
    <div className={styles.page} onFocus={fetchGuideViews} onPointerOver={fetchGuideViews}>
      {/* What the page is: the header already names the catalogue and the institution. Above
          the slim search it is read, not shown: the results' count says what the page holds. */}
      {isSlim ? (
        <VisuallyHidden elementType="h1">{t('home.heading')}</VisuallyHidden>
      ) : (
        <h1 className={styles.pageTitle}>{t('home.heading')}</h1>
      )}
      {isSlim ? (
        <div ref={slimBox}>
          <SimpleSearchForm
            initial={state}
            onSearch={(search) => go(newSearch(state, { ...search, linhas: null }))}
            onRefine={openRefine}
          />
        </div>
      ) : guide ? (
        <div ref={formBox}>
          <GuideTabs
            guides={sorted}
            current={guide}
            state={typed ? { ...state, ...typed } : state}
            params={searchParams}
            onSearch={(search) => {
              rememberFocus(formBox.current);
              go(newSearch(state, search));
            }}
            onChange={go}
            onNavigate={navigateWithin}
          />
        </div>
      ) : (
        <GuideNotFound slug={guia ?? ''} guides={sorted} />
      )}
      {showsResults ? (
        <LazyGuideResults
          guide={guide}
          state={state}
          params={searchParams}
          onChange={go}
          onNavigate={navigateWithin}
        />
      ) : (
        <Suspense fallback={null}>
          <InstitutionContent />
        </Suspense>
      )}
    </div>
  );
}

/**
 * "Refine search" above the results: the full form opens in the slim one's place with what was
 * typed in it (sent or not), and takes the focus, since the button pressed is gone. It stays
 * open for the visit; the typed words give way to the address's once another search is made.
 */
function useRefine(state: SearchUrlState) {
  const searchKey = `${state.termo}|${state.tipo}|${state.similar}`;
  const [opened, setOpened] = useState<{ on: string; typed: SimpleSearch } | null>(null);
  const formBox = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  useEffect(() => {
    if (!opened || !focusPending.current) return;
    focusPending.current = false;
    formBox.current?.querySelector<HTMLInputElement>('input[name="termo"]')?.focus();
  }, [opened]);
  return {
    isRefining: opened !== null,
    typed: opened?.on === searchKey ? opened.typed : null,
    formBox,
    openRefine: (typed: SimpleSearch) => {
      focusPending.current = true;
      setOpened({ on: searchKey, typed });
    },
  };
}

/**
 * A search from the full form (the home page's) brings the slim one in its place: the focus
 * goes to the same control there (the term, or the button that submitted), not to the page's
 * body, so a keyboard or screen-reader user stays where they were.
 */
function useFocusHandOver(isSlim: boolean) {
  const slimBox = useRef<HTMLDivElement>(null);
  const target = useRef<string | null>(null);
  useEffect(() => {
    if (!isSlim || !target.current) return;
    slimBox.current?.querySelector<HTMLElement>(target.current)?.focus();
    target.current = null;
  }, [isSlim]);
  return {
    slimBox,
    rememberFocus: (form: HTMLElement | null) => {
      const active = document.activeElement;
      target.current =
        !form || !active || !form.contains(active)
          ? null
          : active.matches('input[name="termo"]')
            ? 'input[name="termo"]'
            : active.matches('button[type="submit"]')
              ? 'button[type="submit"]'
              : null;
    },
  };
}

function GuideTabs({
  guides,
  current,
  state,
  params,
  onSearch,
  onChange,
  onNavigate,
}: {
  guides: SearchGuide[];
  current: SearchGuide;
  state: SearchUrlState;
  params: URLSearchParams;
  onSearch: (search: Pick<SearchUrlState, 'termo' | 'tipo' | 'similar' | 'linhas'>) => void;
  onChange: (next: SearchUrlState, options?: { replace?: boolean }) => void;
  onNavigate: (params: URLSearchParams) => void;
}) {
  const { t } = useTranslation('search');
  // Remount the advanced form when the URL's search changes (Back, a suggestion), so it shows
  // that search; the simple form follows the URL without a remount, keeping the focus.
  const formKey = `${current.codigo}|${state.termo}|${state.tipo}|${state.similar}|${JSON.stringify(state.linhas)}`;
  return (
    <Tabs selectedKey={current.codigo}>
      <TabList aria-label={t('guides.label')} items={guides}>
        {(guide) => (
          <Tab id={guide.codigo} href={paths.guide.href(guide.codigo)}>
            {guide.descricao}
          </Tab>
        )}
      </TabList>
      {/* Keyed: react-aria keeps a panel's first DOM id, so the tab's aria-controls would dangle. */}
      <TabPanel key={current.codigo} id={current.codigo}>
        {current.tipo === 'advanced' ? (
          <LazyAdvancedSearchForm
            key={formKey}
            initial={state.linhas}
            onSearch={(linhas) => onSearch({ termo: '', tipo: 'livre', similar: false, linhas })}
          />
        ) : hasGuideForm(current) ? (
          <LazyGuideForm
            guide={current}
            state={state}
            params={params}
            onChange={onChange}
            onNavigate={onNavigate}
          />
        ) : (
          <SimpleSearchForm
            initial={state}
            onSearch={(search) => onSearch({ ...search, linhas: null })}
          />
        )}
      </TabPanel>
    </Tabs>
  );
}
