import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert, Heading, Link } from '../../../../design-system';
import { paths } from '../../../config/paths';
import { useAuthPermissions, useIsSignedIn } from '../../../stores/auth-store';
import { mayComment } from '../utils/comment-rules';
import { ApprovedComments } from './approved-comments';
import { CommentForm } from './comment-form';
import { OwnPendingComments } from './own-pending-comments';
import * as styles from './comments.css';

/** What a visitor sees instead of the form: commenting needs a signed-in patron (spec section 6). */
function SignInToComment() {
  const { t } = useTranslation('comments');
  const { pathname, search } = useLocation();
  return (
    <Alert tone="info" live="none">
      <p className={styles.plain}>{t('signIn.message')}</p>
      <Link variant="standalone" href={paths.login.href(`${pathname}${search}`)}>
        {t('signIn.link')}
      </Link>
    </Alert>
  );
}

/** Writing: the form for a patron holding activity 13, else why not. */
function Writing({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('comments');
  const isSignedIn = useIsSignedIn();
  const permissions = useAuthPermissions();
  if (!isSignedIn) return <SignInToComment />;
  if (!mayComment(permissions)) return <p className={styles.muted}>{t('form.notAllowed')}</p>;
  return (
    <>
      <OwnPendingComments codAcervo={codAcervo} />
      <CommentForm codAcervo={codAcervo} />
    </>
  );
}

/**
 * The title record's comments (spec sections 3 to 5): the approved ones for everybody; for the
 * signed-in patron, their own comments still awaiting approval and the form. Loaded with its
 * texts on demand, after the record (the title page's own code stays as it was).
 */
export function TitleComments({ codAcervo }: { codAcervo: number }) {
  const { t } = useTranslation('comments');
  return (
    <section className={styles.section} aria-labelledby="title-comments-heading">
      <Heading level={2} id="title-comments-heading">
        {t('section.heading')}
      </Heading>
      <ApprovedComments codAcervo={codAcervo} />
      <Writing codAcervo={codAcervo} />
    </section>
  );
}
