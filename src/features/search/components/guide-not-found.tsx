import { useTranslation } from 'react-i18next';
import { Alert, Link } from '../../../../design-system';
import type { SearchGuide } from '../../../api/generated/model';
import { paths } from '../../../config/paths';

/** `/{guia}` naming no guide: say so and offer the guides there are. */
export function GuideNotFound({ slug, guides }: { slug: string; guides: SearchGuide[] }) {
  const { t } = useTranslation('search');
  return (
    <Alert tone="warning" title={t('guides.notFoundTitle')} live="none">
      <p>{t('guides.notFoundText', { guide: slug })}</p>
      <ul>
        {guides.map((guide) => (
          <li key={guide.codigo}>
            <Link href={paths.guide.href(guide.codigo)}>{guide.descricao}</Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
