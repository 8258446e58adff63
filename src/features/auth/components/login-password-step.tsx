import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PersonChoice } from '../../../api/generated/model';
import {
  Checkbox,
  IconButton,
  IconChevronLeft,
  ListBoxItem,
  PasswordField,
  Radio,
  RadioGroup,
  Select,
} from '../../../../design-system';
import { authQueries } from '../api/auth-mutations';
import { CaptchaField } from '../captcha/captcha-field';
import { isPatronCategory, patronCategories } from '../utils/login-username';
import type { LoginValidation } from '../utils/login-validation';
import { LoginUsernameField } from './login-username-step';
import * as styles from './login-form.css';
import type { LoginValues } from './use-login-flow';

export interface LoginPasswordStepProps {
  values: LoginValues;
  setField: <K extends keyof LoginValues>(field: K, value: LoginValues[K]) => void;
  /** The institution's word for the username. */
  loginTerm: string;
  /** Two-step logins show the chosen username with a way back instead of its field. */
  onChangeUser: (() => void) | null;
  showCategory: boolean;
  /** People sharing the username; a choice among them is asked when there are any. */
  people: readonly PersonChoice[];
  showDirectTo: boolean;
  showCaptcha: boolean;
  captchaResetKey: number;
  /** The translated problem of a field, if any (the captcha's includes the server's refusal). */
  errorOf: (field: keyof LoginValidation['fields']) => string | undefined;
}

/**
 * The password step (the whole form of a one-step login): the username or the chosen one, the
 * patron category, the person when the username is shared, the password, "direct to" on the
 * full page, "remember me" and the captcha where the institution uses them.
 */
export function LoginPasswordStep(props: LoginPasswordStepProps) {
  const { values, setField, loginTerm, onChangeUser, people, errorOf } = props;
  const { t } = useTranslation('auth');
  return (
    <>
      {onChangeUser ? (
        <div className={styles.stepBar}>
          <IconButton
            label={t('login.changeUser')}
            icon={<IconChevronLeft />}
            onPress={onChangeUser}
          />
          <p className={styles.chosenUser}>
            <span>{loginTerm}: </span>
            <strong>{values.username.trim()}</strong>
          </p>
          {/* A shared username's people are chosen below, by name: no single greeting. */}
          {people.length === 0 ? <PersonGreeting username={values.username} /> : null}
          <input type="hidden" name="username" autoComplete="username" value={values.username} />
        </div>
      ) : (
        <LoginUsernameField
          label={loginTerm}
          value={values.username}
          onChange={(value) => setField('username', value)}
          errorMessage={errorOf('username')}
        />
      )}
      {props.showCategory ? (
        <Select
          label={t('login.category')}
          value={values.category}
          onChange={(key) => {
            if (isPatronCategory(key)) setField('category', key);
          }}
        >
          {patronCategories.map((code) => (
            <ListBoxItem key={code} id={code}>
              {t(`categories.${code}`)}
            </ListBoxItem>
          ))}
        </Select>
      ) : null}
      {people.length > 0 ? (
        <RadioGroup
          label={t('login.person')}
          description={t('login.personDescription')}
          value={values.person}
          onChange={(value) => setField('person', value)}
          isRequired
          isInvalid={!!errorOf('person')}
          errorMessage={errorOf('person')}
        >
          {people.map((choice) => (
            <Radio key={choice.codigo} value={choice.codigo}>
              {`${choice.nome} · ${choice.codigo}`}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      <PasswordField
        label={t('login.password')}
        name="password"
        value={values.password}
        onChange={(value) => setField('password', value)}
        isInvalid={!!errorOf('password')}
        errorMessage={errorOf('password')}
      />
      {props.showDirectTo ? (
        <RadioGroup
          label={t('login.directTo')}
          name="directTo"
          value={values.directTo}
          onChange={(value) => setField('directTo', value === 'M' ? 'M' : 'C')}
          orientation="horizontal"
          isInvalid={!!errorOf('directTo')}
          errorMessage={errorOf('directTo')}
        >
          <Radio value="M">{t('login.directToPersonalArea')}</Radio>
          <Radio value="C">{t('login.directToCatalogue')}</Radio>
        </RadioGroup>
      ) : null}
      <Checkbox
        name="remember"
        isSelected={values.remember}
        onChange={(value) => setField('remember', value)}
      >
        {t('login.remember')}
      </Checkbox>
      {props.showCaptcha ? (
        <CaptchaField
          onTokenChange={(token) => setField('captchaToken', token)}
          errorMessage={errorOf('captcha')}
          resetKey={props.captchaResetKey}
        />
      ) : null}
    </>
  );
}

/**
 * "Hello, Ana": the person the typed username belongs to, so a patron sees at once that the
 * username is theirs before typing the password. Nothing while loading or when the server does not
 * know the name.
 */
function PersonGreeting({ username }: { username: string }) {
  const { t } = useTranslation('auth');
  const { data } = useQuery(authQueries.personName(username));
  const name = data?.nome.trim();
  return name ? (
    <p className={styles.personGreeting}>{t('login.personGreeting', { name })}</p>
  ) : null;
}
